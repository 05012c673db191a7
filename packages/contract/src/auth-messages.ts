/**
 * The texts of sign-in, without zod: the web app's first screen imports these, and the schemas
 * (with zod and the phone library) load only with the forms.
 */
export const PASSWORD_MIN_LOGIN = 6;
export const PASSWORD_MIN_NEW = 8;
export const PASSWORD_MAX = 128;

export const AUTH_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 80 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid Indian mobile number',
  passwordRequired: 'Password is required',
  passwordLoginMin: `Password must be at least ${PASSWORD_MIN_LOGIN} characters`,
  passwordNewMin: `Password must be at least ${PASSWORD_MIN_NEW} characters`,
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordCommon: 'This password is too common. Please choose a less guessable one.',
  schoolRequired: 'School is required',
  schoolTooLong: 'School must be at most 120 characters',
  classRequired: 'please enter the class',
  streamRequired: 'Please select the stream',
  genderRequired: 'Please select your gender',
  emailInvalid: 'Invalid email',
  stateInvalid: 'Choose your state from the list',
  addressTooLong: 'Keep the address under 300 characters',
  currentPasswordWrong: 'Current password is incorrect',
  phoneTaken: 'This phone number is already registered. Please log in instead.',
  badCredentials: 'Invalid phone number or password',
  suspended: 'Your account is suspended. Please contact the academy.',
  registered: 'Registration successful!',
  loggedIn: 'Login successful!',
  /** Product §6.4: a login answer that failed without a message; any other failure without one. */
  loginFailed: 'Login failed',
  loginError: 'Login error',
  loggedOut: 'Logged out',
  profileSaved: 'Profile updated',
  passwordChanged: 'Password changed. Other devices have been signed out.',
  sessionExpired: 'Your session has expired. Please log in again.',
  /** A sign-in on one device too many ended this, the oldest, session (Site Settings > Accounts). */
  signedOutElsewhere: 'You were signed out because your account was used on another device',
  signInRequired: 'Please log in to continue.',
  forbidden: 'You are not supposed to be here.',
  mustChangePassword: 'Choose a new password to continue.',
} as const;

/** The `code` of a 401 whose session ended because the account signed in on another device. */
export const SIGNED_OUT_ELSEWHERE = 'SIGNED_OUT_ELSEWHERE';
