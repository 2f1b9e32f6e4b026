export { hydrated } from '@atelier/e2e';
