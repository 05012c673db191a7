import type { TextMessage } from '../notifications/texts.ts';

/**
 * The text that welcomes a student whose account the academy made (an import, an admission): the
 * account exists, and its password is theirs to set with a code to this number, on the
 * forgot-password page (nobody knows the one it was made with).
 */
export function welcomeText(
  name: string,
  phone: string,
  { academy, publicOrigin }: { academy: string; publicOrigin: string },
): TextMessage {
  const setPasswordAt = `${publicOrigin}/forgot-password`;
  return {
    phone,
    kind: 'welcome',
    text:
      `Welcome to ${academy}, ${name}! Your student account is ready. ` +
      `Set your password at ${setPasswordAt} with this phone number.`,
    params: [name, academy, setPasswordAt],
  };
}
