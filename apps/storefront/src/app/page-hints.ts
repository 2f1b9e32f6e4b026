/**
 * Which shell variant the server rendered: from the visitor's `Sec-CH-UA-Mobile` header or
 * User-Agent; `unknown` renders both (CSS shows the one that fits).
 */
export type DeviceHint = 'mobile' | 'desktop' | 'unknown';

/**
 * What the server knew of the request beyond its URL, embedded so that hydration renders
 * the same markup: the device hint and the host the visitor asked for.
 */
export interface PageHints {
  device: DeviceHint;
  /** The request's `Host` (the old-brand overlay shows on the old brand's hosts). */
  host: string;
}

const MOBILE_AGENT = /\bMobi|\bAndroid.+\bMobile\b|\biPhone\b|\biPod\b/i;
const DESKTOP_AGENT = /\bWindows NT\b|\bMacintosh\b|\bX11\b|\bCrOS\b/;

/**
 * The device hint of a request. `Sec-CH-UA-Mobile` (`?1` / `?0`, sent by Chromium browsers)
 * decides when present; otherwise phones are recognised by their User-Agent and desktops by
 * their OS. Tablets and unknown agents answer `unknown`. A wrong guess costs one re-render
 * after hydration, when the real window width is known.
 */
export function deviceHint({
  userAgent,
  chUaMobile,
}: {
  userAgent?: string;
  chUaMobile?: string;
}): DeviceHint {
  if (chUaMobile === '?1') return 'mobile';
  if (chUaMobile === '?0') return 'desktop';
  if (!userAgent) return 'unknown';
  if (MOBILE_AGENT.test(userAgent)) return 'mobile';
  if (DESKTOP_AGENT.test(userAgent) && !/\bAndroid\b|\biPad\b/.test(userAgent)) return 'desktop';
  return 'unknown';
}
