/**
 * One app the gateway mounts: where, and which package. The package exports the frame's
 * app-module shape as `appModule` from `<package>/server`.
 */
export interface RegisteredApp {
  basePath: string;
  package: string;
}

// The apps of `npm start`, by base path (decision 0021). A new app is a row here and a
// dependency in package.json; `/tssa` comes next.
export const REGISTERED_APPS: readonly RegisteredApp[] = [
  { basePath: '/admin', package: '@atelier/admin' },
  { basePath: '/', package: '@atelier/storefront' },
];
