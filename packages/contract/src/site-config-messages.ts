/**
 * The site config messages (and the limits they name) apart from the schemas, so a page can show
 * them without loading zod.
 */

export const SITE_CONFIG_MESSAGES = {
  siteNameRequired: 'Site name is required',
  descriptionRequired: 'Description is required',
  keywordEmpty: 'Keyword cannot be empty',
  emailInvalid: 'Invalid email address',
  addressRequired: 'Address is required',
  phoneEmpty: "Phone number can't be empty",
  urlInvalid: 'Must be a valid URL',
  loadGeneral: 'Failed to load general settings.',
  loadContact: 'Failed to load contact information.',
  loadSocial: 'Failed to load social links.',
  loadAccounts: 'Failed to load account settings.',
  saveGeneral: 'Failed to update general settings.',
  saveContact: 'Failed to update contact info.',
  saveSocial: 'Failed to update social links. Please try again.',
  saveOther: 'Something went wrong.',
} as const;

export const HOME_MESSAGES = {
  slideImageInvalid: 'Image must be an http(s) URL or a path on this site, like /slides/banner.svg',
  slideTitleTooLong: 'Title must be at most 120 characters',
  slideDescriptionTooLong: 'Description must be at most 300 characters',
  tooManySlides: 'At most 10 slides',
  figureTooLong: 'A figure must be at most 12 characters',
  foundedYearInvalid: 'Enter a year between 1900 and 2100',
  load: 'Failed to load home settings.',
} as const;

export const BUSINESS_MESSAGES = {
  legalNameRequired: 'Legal name is required',
  addressRequired: 'Address is required',
  stateRequired: 'Choose the state',
  gstinInvalid: 'A GSTIN is 15 characters, like 07ABCDE1234F1Z5',
  gstinState: "The GSTIN's first two digits must be the state's GST code",
  gstinCheck: "This GSTIN's last character does not match: check it for a typo",
  sacInvalid: 'A SAC code is 4 to 8 digits',
  rateInvalid: 'Enter a rate between 0 and 28',
  load: 'Failed to load business details.',
} as const;

export const DEVICE_LIMIT = { min: 1, max: 10, default: 2 } as const;

/** Days after its due date that an unpaid instalment is still "due", not yet "overdue". */
export const FEE_GRACE_DAYS = { min: 0, max: 30, default: 0 } as const;

export const ACCOUNTS_MESSAGES = {
  maxDevicesInvalid: `Enter a number from ${DEVICE_LIMIT.min} to ${DEVICE_LIMIT.max}`,
  feeGraceInvalid: `Enter a number of days from ${FEE_GRACE_DAYS.min} to ${FEE_GRACE_DAYS.max}`,
} as const;

/** Accepted beginnings per network (product §4.11); each also with `www.`. */
export const SOCIAL_PREFIXES = {
  twitter: ['https://x.com/', 'https://twitter.com/'],
  instagram: ['https://instagram.com/'],
  youtube: ['https://youtube.com/'],
  facebook: ['https://facebook.com/'],
  telegram: ['https://t.me/'],
  whatsapp: ['https://wa.me/'],
  discord: ['https://discord.gg/', 'https://discord.com/'],
  linkedin: ['https://linkedin.com/in/'],
  github: ['https://github.com/'],
} as const;
export type SocialNetwork = keyof typeof SOCIAL_PREFIXES;
export const SOCIAL_NETWORKS = Object.keys(SOCIAL_PREFIXES) as SocialNetwork[];

/** A social link that does not start with its network's address, by network. */
export const SOCIAL_URL_MESSAGES = Object.fromEntries(
  SOCIAL_NETWORKS.map((network) => [network, `URL must start with ${SOCIAL_PREFIXES[network][0]}`]),
) as Record<SocialNetwork, string>;

/** Site Settings > Business: the signatory's signature, drawn on tax invoices and credit notes. */
export const SIGNATURE_IMAGE = {
  maxBytes: 300 * 1024,
  types: ['image/png', 'image/jpeg'],
} as const;

export const SIGNATURE_MESSAGES = {
  type: 'Choose a PNG or JPEG image of the signature',
  tooLarge: 'The signature image must be at most 300 KB',
  unreadable: 'This image could not be read. Save it again as PNG or JPEG and upload that.',
  saved: 'Signature saved',
  removed: 'Signature removed',
  notFound: 'No signature has been uploaded',
} as const;
