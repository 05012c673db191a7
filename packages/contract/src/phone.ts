import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Indian numbers typed any usual way ("98765 43210", "+91 98765 43210", "09876543210") become
 * one E.164 string, so they are one account. Returns null for anything that is not a valid
 * number.
 */
export function normalizePhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), 'IN');
  return parsed?.isValid() ? parsed.number : null;
}
