/**
 * `@atelier/admin/server` — the operator console as the gateway mounts it (`appModule`).
 */
export { appModule, CONSOLE_HOOKS } from './console-module.js';
