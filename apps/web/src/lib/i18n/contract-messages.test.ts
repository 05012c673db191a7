import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@academy/contract/auth-messages';
import { HTTP_MESSAGES, tooManyAttemptsMessage } from '@academy/contract/http-messages';
import { testI18n } from '@/testing/i18n';
import { translateMessage } from './contract-messages';

describe('translateMessage', () => {
  it("shows the contract's messages in Hindi on a Hindi page, found by their key's text", () => {
    const i18n = testI18n('hi');
    expect(translateMessage(i18n, AUTH_MESSAGES.badCredentials)).toBe('फ़ोन नंबर या पासवर्ड ग़लत है');
    expect(translateMessage(i18n, HTTP_MESSAGES.unreachable)).toMatch(/सर्वर से संपर्क नहीं/);
  });

  it('names the wait of a limit in Hindi, one minute or many', () => {
    const i18n = testI18n('hi');
    expect(translateMessage(i18n, tooManyAttemptsMessage(1))).toBe(
      'बहुत ज़्यादा कोशिशें हो गईं। कृपया 1 मिनट बाद फिर से कोशिश करें।',
    );
    expect(translateMessage(i18n, tooManyAttemptsMessage(15))).toMatch(/कृपया 15 मिनट बाद/);
  });

  it('leaves an English page, and any text that is not a contract message, as they came', () => {
    const english = testI18n('en');
    expect(translateMessage(english, tooManyAttemptsMessage(15))).toBe(
      'Too many attempts. Please try again in 15 minutes.',
    );
    const hindi = testI18n('hi');
    expect(translateMessage(hindi, 'A name the admin typed')).toBe('A name the admin typed');
  });
});
