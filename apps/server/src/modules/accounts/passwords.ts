import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP's argon2id minimum: 19 MiB, two passes, one lane (algorithm 2 is Argon2id). */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** ~50,000 of the most used passwords: a password on this list is refused for a new account. */
const COMMON_PASSWORDS = new Set(
  (dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()),
);

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Checking a password against this when the phone is unknown makes a wrong phone take as long as
 * a wrong password, so timing does not tell which numbers have accounts.
 */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  await verifyPassword(await dummyHash, password);
  return false;
}
