import type { PlaceholderValues } from './types.js';

// Same token shape as the i18next interpolation `createI18n` configures (`{` … `}`,
// name trimmed), so a phrase reads the same through either path.
const TOKEN = /\{([^{}]+)\}/g;

/**
 * Replaces `{name}` tokens in `text` with `values[name]`. Tokens without a value
 * (`undefined` or not given) stay as they are; `null` fills with nothing.
 *
 * @example
 * fillPlaceholders('{name}님 환영합니다', { name: '홍길동' }); // '홍길동님 환영합니다'
 * fillPlaceholders('최대 {max}개', {}); // '최대 {max}개'
 */
export function fillPlaceholders(text: string, values?: PlaceholderValues): string {
  if (!values) return text;
  return text.replace(TOKEN, (token, rawName: string) => {
    const name = rawName.trim();
    if (!Object.hasOwn(values, name)) return token;
    const value = values[name];
    if (value === undefined) return token;
    return value === null ? '' : String(value);
  });
}
