export { launchBrowser, chromiumFlags, viewports } from './launch-browser.js';
export { startShop, freePort, apiEntry, gatewayEntry } from './start-shop.js';
export type { Shop, StartShopOptions } from './start-shop.js';
export { scriptsByHydration } from './scripts-by-hydration.js';
export type { ScriptsByHydration } from './scripts-by-hydration.js';
export { buildPackedApp } from './packed-app.js';
export type { PackedApp } from './packed-app.js';
export { axeViolations } from './axe-violations.js';
export { hydrated, signInShopper } from './shop-sign-in.js';
