import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// TOTP as RFC 6238 with the parameters every authenticator app reads (SHA-1, 6 digits, 30 s),
// a code accepted one step either side for clock drift, and each step usable once.
const ISSUER = 'Atelier';
const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;

const totp = (secret: Secret, label = 'operator') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret });

/** A new authenticator secret (160 bits, base32) for `mbId`, with its otpauth URI and QR code. */
export async function newAuthenticator(mbId: string): Promise<{
  secret: string;
  uri: string;
  qrSvg: string;
}> {
  const secret = new Secret({ size: 20 });
  const uri = totp(secret, mbId).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret: secret.base32, uri, qrSvg };
}

/**
 * The time step a code belongs to when it is valid for `secret` now (within the drift), or
 * null. The caller refuses a step not after the last one used (a code works once).
 */
export function codeStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(Secret.fromBase32(secret)).validate({
    token: code,
    timestamp: now,
    window: DRIFT_STEPS,
  });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The current code of `secret` (tests, and the seed's note for the first owner). */
export function currentCode(secret: string, now = Date.now()): string {
  return totp(Secret.fromBase32(secret)).generate({ timestamp: now });
}

// The secret is stored sealed with AES-256-GCM under a key derived from the session secret:
// a copy of the table alone does not give the codes.
const keyOf = (sessionSecret: string) =>
  createHash('sha256').update(`operator-authenticator:${sessionSecret}`).digest();

/** Seals an authenticator secret for storage. */
export function sealSecret(secret: string, sessionSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(sessionSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** Opens a sealed secret; null when it was sealed under another key or altered. */
export function openSecret(sealed: string, sessionSecret: string): string | null {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(sessionSecret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const RECOVERY_CODES = 10;

/** SHA-256 of a recovery code as typed (spaces and dashes removed, lower case). */
export const recoveryCodeHash = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

/** Ten new one-time recovery codes (`xxxxx-xxxxx`, 50 random bits each). */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
