/**
 * Why the last session on this tab ended, when the login page should say so: a sign-in on
 * another device pushed it over the device limit. Kept in sessionStorage so it survives the
 * reload or redirect that brings the student to /login, and only for this tab.
 */
const KEY = 'academy.signedOutNotice';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked: the toast-less login page is the fallback
  }
}

export const rememberSignedOutNotice = (message: string) => storage()?.setItem(KEY, message);
export const readSignedOutNotice = () => storage()?.getItem(KEY) ?? null;
export const forgetSignedOutNotice = () => storage()?.removeItem(KEY);
