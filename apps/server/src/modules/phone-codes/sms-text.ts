import type { Locale } from '@academy/contract/locales';
import { CODE_TTL_MINUTES, PHONE_CODE_MESSAGES } from '@academy/contract/phone-code-messages';
import type { CodePurpose } from './sms.ts';

const HINDI_PURPOSE: Record<CodePurpose, string> = {
  reset: 'पासवर्ड बदलने',
  verify: 'फ़ोन नंबर की पुष्टि करने',
  change: 'फ़ोन नंबर बदलने',
};

/**
 * A code's text message in the language of the page that asked for it. The last line stays as
 * WebOTP wants it (the site's host and the code), so the browser offers the code in either.
 */
export function codeSmsText(locale: Locale, code: string, host: string, purpose: CodePurpose) {
  if (locale === 'hi') {
    return `${code} आपका ${HINDI_PURPOSE[purpose]} का कोड है। यह ${CODE_TTL_MINUTES} मिनट तक मान्य है। इसे किसी को न बताएँ।\n\n@${host} #${code}`;
  }
  return PHONE_CODE_MESSAGES.smsText(code, host, purpose);
}
