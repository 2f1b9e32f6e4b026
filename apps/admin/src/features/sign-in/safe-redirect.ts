/**
 * Where to go after signing in: the `redirect` query when it is a console path (never another
 * site or the shop), else the console's home.
 */
export function safeRedirect(value: string | null, home: string): string {
  if (!value) return home;
  if (!/^\/admin(?:[/?#]|$)/.test(value) || value.startsWith('/admin/login')) return home;
  return value;
}
