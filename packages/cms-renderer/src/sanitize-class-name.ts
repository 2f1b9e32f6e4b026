const CLASS_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_CLASSES = 32;

/**
 * The class tokens of `value` made only of `[A-Za-z0-9_-]`, space-separated and deduplicated;
 * tokens with any other character are dropped whole (stripping them could forge another class).
 */
export function sanitizeClassName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const tokens = new Set<string>();
  for (const token of value.split(/[ \t\n\r\f]+/)) {
    if (tokens.size >= MAX_CLASSES) break;
    if (CLASS_TOKEN.test(token)) tokens.add(token);
  }
  return tokens.size > 0 ? [...tokens].join(' ') : undefined;
}
