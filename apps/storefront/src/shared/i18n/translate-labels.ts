export { translateLabels } from '@atelier/app-frame';
