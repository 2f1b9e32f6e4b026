export type { RouteContext } from '@atelier/app-frame';
