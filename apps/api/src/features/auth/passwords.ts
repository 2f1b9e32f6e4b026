import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): about 15 ms here. `algorithm: 2` is
// Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * The argon2id hash behind {@link hashPassword}, as an object so a test can count the hashes a
 * request costs (`vi.spyOn(argon2id, 'hash')`).
 */
export const argon2id = { hash: (password: string) => hash(password, OPTIONS) };

/**
 * Hashes a password with argon2id.
 */
export function hashPassword(password: string): Promise<string> {
  return argon2id.hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password. With no stored hash (unknown id) it still spends the same time
 * on a dummy hash, so response times do not tell which ids exist.
 */
export async function verifyPassword(
  stored: string | undefined,
  password: string,
): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('atelier-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
