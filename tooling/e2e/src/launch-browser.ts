import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type LaunchOptions,
} from 'playwright-core';

/** The Chromium flags of design brief §8, exactly; other tools (lighthouse) reuse them. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** Browser-context presets for the two layouts the spec names. */
export const viewports = {
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 } },
} satisfies Record<string, BrowserContextOptions>;

/**
 * Launches the system Chromium (`CHROME_PATH`, default `/usr/bin/chromium`) headless with
 * {@link chromiumFlags}; no browser is ever downloaded.
 *
 * @example
 * const browser = await launchBrowser();
 * const page = await browser.newPage(viewports.mobile);
 */
export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    // playwright adds --headless itself from this option.
    headless: true,
    args: chromiumFlags.filter((flag) => flag !== '--headless'),
    ...options,
  });
}
