// Personal data as shown where the whole is not needed: the lookup by phone alone, operator
// lists (revealed in full by `POST .../reveal`), and logs.

/** A name: the first and last characters (홍*동, 김*). */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}

/** 010-1234-5678 → 010-****-5678; a number without dashes keeps its first 3 and last 4 digits. */
export function maskPhone(phone: string): string {
  const parts = phone.split('-');
  if (parts.length === 3) return `${parts[0]}-${'*'.repeat(parts[1]!.length)}-${parts[2]}`;
  if (phone.length <= 7) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}

/** minji@example.com → m***@example.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${[...email][0]}***${email.slice(at)}`;
}

/** 서울 강남구 가로수길 5 → 서울 강남구 ***: the city and district only. */
export function maskAddress(address: string): string {
  const words = address.trim().split(/\s+/);
  return `${words.slice(0, 2).join(' ')} ***`;
}
