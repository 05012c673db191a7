import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import indiaMetadata from './phone-metadata-in.json' with { type: 'json' };

/**
 * Only India's numbering plan (product §5.1: accounts are Indian numbers): 3 KB in every form's
 * bundle instead of the whole world's 30 KB. `phone.test.ts` fails when the library's own data
 * for India changes; `npm run phone-metadata -w packages/contract` writes it again.
 */
const metadata = indiaMetadata as unknown as Parameters<typeof parsePhoneNumberFromString>[2];

/**
 * Indian numbers typed any usual way ("98765 43210", "+91 98765 43210", "09876543210") become
 * one E.164 string, so they are one account. Returns null for anything that is not a valid
 * Indian number.
 */
export function normalizePhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), 'IN', metadata);
  return parsed?.isValid() ? parsed.number : null;
}
