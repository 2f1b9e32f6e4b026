/**
 * The click-log platform of this browser: `mobile` for phones and tablets (by user agent),
 * `pc` otherwise and during SSR.
 *
 * @example
 * detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'); // 'mobile'
 * detectPlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64)'); // 'pc'
 */
export function detectPlatform(userAgent?: string): 'pc' | 'mobile' {
  const ua = userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  return /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i.test(ua) ? 'mobile' : 'pc';
}
