/**
 * The other apps the storefront links to, by base path: their links load as full pages (an
 * ordinary `<a href>`), never through the storefront's router or route table. Until an app is
 * registered in the gateway its paths end on the storefront's not-found page.
 */
export const OTHER_APPS: readonly string[] = Object.freeze(['/tssa']);

/**
 * The storefront's links into the other apps (the chrome's workshop menu, old URLs).
 */
export const APP_LINKS = Object.freeze({
  tssaMain: '/tssa/main',
  tssaStudio: '/tssa/studio',
  tssaCategory: '/tssa/category',
  tssaBooks: '/tssa/books',
  tssaNotice: '/tssa/notice',
});

/**
 * True for a same-site path another app serves.
 */
export function isOtherAppPath(path: string): boolean {
  return OTHER_APPS.some(
    (base) =>
      path === base ||
      path.startsWith(`${base}/`) ||
      path.startsWith(`${base}?`) ||
      path.startsWith(`${base}#`),
  );
}
