// Personal data in operator lists and details is masked; `POST .../reveal` (re-auth, audited)
// shows it in full.

/** `010-1234-5678` → `010-****-5678`; keeps the first three and last four digits. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return phone;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return '*'.repeat(phone.length);
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}

/** `hong@example.com` → `ho**@example.com`; keeps two characters and the domain. */
export function maskEmail(email: string | null): string | null {
  if (!email) return email;
  const at = email.lastIndexOf('@');
  if (at < 1) return '*'.repeat(email.length);
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1))}${'*'.repeat(Math.max(2, local.length - 2))}${email.slice(at)}`;
}

/** `서울 강남구 가로수길 5` → `서울 강남구 ***`; keeps the first two words (city and district). */
export function maskAddress(address: string | null): string | null {
  if (!address) return address;
  const words = address.trim().split(/\s+/);
  return `${words.slice(0, 2).join(' ')} ***`;
}
