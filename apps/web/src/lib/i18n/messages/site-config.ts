import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  ACCOUNTS_MESSAGES,
  BUSINESS_MESSAGES,
  DEVICE_LIMIT,
  FEE_GRACE_DAYS,
  HOME_MESSAGES,
  SIGNATURE_MESSAGES,
  SITE_CONFIG_MESSAGES,
  SOCIAL_NETWORKS,
  SOCIAL_PREFIXES,
  SOCIAL_URL_MESSAGES,
  type SocialNetwork,
} from '@academy/contract/site-config-messages';
import { MAX_TRUST_ITEMS, TRUST_MESSAGES } from '@academy/contract/trust-messages';
import { messageTable } from '../message-table';

const minDevices = DEVICE_LIMIT.min;
const maxDevices = DEVICE_LIMIT.max;
const minGraceDays = FEE_GRACE_DAYS.min;
const maxGraceDays = FEE_GRACE_DAYS.max;
const maxItems = MAX_TRUST_ITEMS;

/** Site Settings: the General, Contact and Social Links tabs and their saves. */
export const SITE_CONFIG_TABLE = messageTable(SITE_CONFIG_MESSAGES, {
  siteNameRequired: msg`Site name is required`,
  descriptionRequired: msg`Description is required`,
  keywordEmpty: msg`Keyword cannot be empty`,
  emailInvalid: msg`Invalid email address`,
  addressRequired: msg`Address is required`,
  phoneEmpty: msg`Phone number can't be empty`,
  urlInvalid: msg`Must be a valid URL`,
  loadGeneral: msg`Failed to load general settings.`,
  loadContact: msg`Failed to load contact information.`,
  loadSocial: msg`Failed to load social links.`,
  loadAccounts: msg`Failed to load account settings.`,
  saveGeneral: msg`Failed to update general settings.`,
  saveContact: msg`Failed to update contact info.`,
  saveSocial: msg`Failed to update social links. Please try again.`,
  saveOther: msg`Something went wrong.`,
});

/** Site Settings > Home: the carousel and the figures. */
export const HOME_TABLE = messageTable(HOME_MESSAGES, {
  slideImageInvalid: msg`Image must be an http(s) URL or a path on this site, like /slides/banner.svg`,
  slideTitleTooLong: msg`Title must be at most 120 characters`,
  slideDescriptionTooLong: msg`Description must be at most 300 characters`,
  tooManySlides: msg`At most 10 slides`,
  figureTooLong: msg`A figure must be at most 12 characters`,
  foundedYearInvalid: msg`Enter a year between 1900 and 2100`,
  load: msg`Failed to load home settings.`,
});

/** Site Settings > Business: who issues the receipts, and the GST. */
export const BUSINESS_TABLE = messageTable(BUSINESS_MESSAGES, {
  legalNameRequired: msg`Legal name is required`,
  addressRequired: msg`Address is required`,
  stateRequired: msg`Choose the state`,
  gstinInvalid: msg`A GSTIN is 15 characters, like 07ABCDE1234F1Z5`,
  gstinState: msg`The GSTIN's first two digits must be the state's GST code`,
  gstinCheck: msg`This GSTIN's last character does not match: check it for a typo`,
  sacInvalid: msg`A SAC code is 4 to 8 digits`,
  rateInvalid: msg`Enter a rate between 0 and 28`,
  load: msg`Failed to load business details.`,
});

/** Site Settings > Business: the signature image. */
export const SIGNATURE_TABLE = messageTable(SIGNATURE_MESSAGES, {
  type: msg`Choose a PNG or JPEG image of the signature`,
  tooLarge: msg`The signature image must be at most 300 KB`,
  unreadable: msg`This image could not be read. Save it again as PNG or JPEG and upload that.`,
  saved: msg`Signature saved`,
  removed: msg`Signature removed`,
  notFound: msg`No signature has been uploaded`,
});

/** Site Settings > Accounts. */
export const ACCOUNTS_TABLE = messageTable(ACCOUNTS_MESSAGES, {
  maxDevicesInvalid: msg`Enter a number from ${minDevices} to ${maxDevices}`,
  feeGraceInvalid: msg`Enter a number of days from ${minGraceDays} to ${maxGraceDays}`,
});

/** Site Settings > Social Links: a link must start with its network's address. */
export const SOCIAL_TABLE = messageTable(
  SOCIAL_URL_MESSAGES,
  Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => {
      const prefix = SOCIAL_PREFIXES[network][0];
      return [network, msg`URL must start with ${prefix}`];
    }),
  ) as Record<SocialNetwork, MessageDescriptor>,
);

/** Site Settings > Teachers & results. */
export const TRUST_TABLE = messageTable(TRUST_MESSAGES, {
  nameRequired: msg`Name is required`,
  nameTooLong: msg`Name must be at most 80 characters`,
  photoInvalid: msg`Photo must be an http(s) URL or a path on this site, like /photos/asha.jpg`,
  subjectsRequired: msg`Subjects are required`,
  subjectsTooLong: msg`Subjects must be at most 120 characters`,
  experienceInvalid: msg`Enter the years of experience, a whole number from 0 to 60`,
  bioTooLong: msg`Bio must be at most 300 characters`,
  programRequired: msg`Class or program is required`,
  programTooLong: msg`Class or program must be at most 80 characters`,
  scoreRequired: msg`Score is required, like 98.4% or AIR 12`,
  scoreTooLong: msg`Score must be at most 20 characters`,
  yearInvalid: msg`Enter a year between 1950 and 2100`,
  quoteRequired: msg`Quote is required`,
  quoteTooLong: msg`Quote must be at most 500 characters`,
  whoTooLong: msg`Who they are must be at most 100 characters`,
  tooManyTeachers: msg`At most ${maxItems} teachers`,
  tooManyToppers: msg`At most ${maxItems} toppers`,
  tooManyTestimonials: msg`At most ${maxItems} testimonials`,
  load: msg`Failed to load teachers and results.`,
  saveFailed: msg`Failed to save. Please try again.`,
  deleteFailed: msg`Failed to delete. Please try again.`,
});
