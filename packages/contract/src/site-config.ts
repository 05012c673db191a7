import { z } from 'zod';
import { gstinCheckIsValid, gstinShapeIsValid } from './gst.ts';
import { INDIAN_STATE_NAMES, gstStateCode } from './indian-states.ts';
import { trustSettingsSchema, type TrustSettings } from './trust.ts';
import { httpUrl, imageAddress } from './web-address.ts';
import {
  SITE_CONFIG_MESSAGES,
  HOME_MESSAGES,
  BUSINESS_MESSAGES,
  DEVICE_LIMIT,
  FEE_GRACE_DAYS,
  ACCOUNTS_MESSAGES,
  SOCIAL_PREFIXES,
  SOCIAL_NETWORKS,
  SOCIAL_URL_MESSAGES,
  type SocialNetwork,
} from './site-config-messages.ts';
export {
  SITE_CONFIG_MESSAGES,
  HOME_MESSAGES,
  BUSINESS_MESSAGES,
  DEVICE_LIMIT,
  FEE_GRACE_DAYS,
  ACCOUNTS_MESSAGES,
  SOCIAL_PREFIXES,
  SOCIAL_NETWORKS,
  SOCIAL_URL_MESSAGES,
  type SocialNetwork,
} from './site-config-messages.ts';

// Other schemas import it from here.
export { httpUrl };

const optionalHttpUrl = (message?: string) =>
  z.union([z.literal(''), httpUrl(message)]).default('');

/** The site's name until the admin gives one in the site settings. */
export const APP_NAME = 'Academy';

export const generalSettingsSchema = z.object({
  siteName: z.string().trim().min(1, SITE_CONFIG_MESSAGES.siteNameRequired).max(100),
  siteDescription: z.string().trim().min(1, SITE_CONFIG_MESSAGES.descriptionRequired).max(500),
  /** Optional: a Hindi page's description, the English one when empty (decisions §89). */
  siteDescriptionHi: z.string().trim().max(500).default(''),
  siteKeywords: z
    .array(z.string().trim().min(1, SITE_CONFIG_MESSAGES.keywordEmpty).max(50))
    .max(30)
    .default([]),
  siteLogo: optionalHttpUrl(),
  siteFavicon: optionalHttpUrl(),
});
export type GeneralSettings = z.output<typeof generalSettingsSchema>;

export const contactSettingsSchema = z.object({
  contactEmail: z.email(SITE_CONFIG_MESSAGES.emailInvalid).max(254),
  address: z.string().trim().min(1, SITE_CONFIG_MESSAGES.addressRequired).max(500),
  addressHi: z.string().trim().max(500).default(''),
  /** The first number is the one the home page uses (call and WhatsApp buttons). */
  contactPhone: z.array(z.string().trim().min(1, SITE_CONFIG_MESSAGES.phoneEmpty).max(20)).max(5),
  contactFormEnabled: z.boolean().default(true),
  mapEmbedUrl: optionalHttpUrl(),
});
export type ContactSettings = z.output<typeof contactSettingsSchema>;

const withWww = (prefix: string) => prefix.replace('https://', 'https://www.');

const socialUrl = (network: SocialNetwork) => {
  const prefixes = SOCIAL_PREFIXES[network].flatMap((p) => [p, withWww(p)]);
  const message = SOCIAL_URL_MESSAGES[network];
  return z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(500, message)
        .refine((v) => prefixes.some((p) => v.startsWith(p) && v.length > p.length), message),
    ])
    .default('');
};

export const socialLinksSchema = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, socialUrl(n)])) as Record<
    SocialNetwork,
    ReturnType<typeof socialUrl>
  >,
);
export type SocialLinks = z.output<typeof socialLinksSchema>;

export const MAX_SLIDES = 10;

const slideImage = imageAddress(HOME_MESSAGES.slideImageInvalid);

const slideTitle = z.string().trim().max(120, HOME_MESSAGES.slideTitleTooLong).default('');
const slideDescription = z
  .string()
  .trim()
  .max(300, HOME_MESSAGES.slideDescriptionTooLong)
  .default('');

const figure = z.string().trim().max(12, HOME_MESSAGES.figureTooLong).default('');

/** The home page's carousel and the about section's figures (seeded with the first figures). */
export const homeSettingsSchema = z.object({
  slides: z
    .array(
      z.object({
        image: slideImage,
        title: slideTitle,
        description: slideDescription,
        /** Shown on the Hindi pages; empty, they show the English (decisions §89). */
        titleHi: slideTitle,
        descriptionHi: slideDescription,
      }),
    )
    .max(MAX_SLIDES, HOME_MESSAGES.tooManySlides)
    .default([]),
  /** Claims only the academy knows; what the site can count it counts (SiteCounts). */
  stats: z.object({
    tutors: figure,
    students: figure,
    examSuccess: figure,
    foundedYear: z.coerce
      .number({ error: HOME_MESSAGES.foundedYearInvalid })
      .int(HOME_MESSAGES.foundedYearInvalid)
      .min(1900, HOME_MESSAGES.foundedYearInvalid)
      .max(2100, HOME_MESSAGES.foundedYearInvalid),
  }),
});
export type HomeSettings = z.output<typeof homeSettingsSchema>;

/**
 * Site Settings > Business: who issues the receipts, and the GST on them (prices include it), as
 * stored. A GSTIN saved before its state code and check digit were checked still reads (the
 * receipts keep their seller); the tab asks for a valid one when it is next saved.
 */
export const storedBusinessSettingsSchema = z.object({
  legalName: z.string().trim().min(1, BUSINESS_MESSAGES.legalNameRequired).max(200),
  address: z.string().trim().min(1, BUSINESS_MESSAGES.addressRequired).max(500),
  state: z.enum(INDIAN_STATE_NAMES, { error: BUSINESS_MESSAGES.stateRequired }),
  gstin: z
    .string()
    .trim()
    // Not a transform: the schema also serializes the saved tab, and a transform only parses.
    .toUpperCase()
    .refine((v) => v === '' || gstinShapeIsValid(v), BUSINESS_MESSAGES.gstinInvalid)
    .default(''),
  sacCode: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, BUSINESS_MESSAGES.sacInvalid)
    .default('999293'),
  gstRatePercent: z.coerce
    .number({ error: BUSINESS_MESSAGES.rateInvalid })
    .min(0, BUSINESS_MESSAGES.rateInvalid)
    .max(28, BUSINESS_MESSAGES.rateInvalid)
    .default(18),
  /**
   * Who signs the invoices (rule 46(q)). Optional, so settings saved before it existed still
   * read: without a name a document prints a blank line to sign by hand.
   */
  signatoryName: z.string().trim().max(100).default(''),
  signatoryDesignation: z.string().trim().max(100).default(''),
});

/** The Business tab as saved: its GSTIN's state code matches the state, its check digit holds. */
export const businessSettingsSchema = storedBusinessSettingsSchema.superRefine((v, ctx) => {
  if (!v.gstin || !gstinShapeIsValid(v.gstin)) return;
  if (v.gstin.slice(0, 2) !== gstStateCode(v.state))
    ctx.addIssue({ code: 'custom', path: ['gstin'], message: BUSINESS_MESSAGES.gstinState });
  else if (!gstinCheckIsValid(v.gstin))
    ctx.addIssue({ code: 'custom', path: ['gstin'], message: BUSINESS_MESSAGES.gstinCheck });
});
export type BusinessSettings = z.output<typeof storedBusinessSettingsSchema>;

/**
 * Site Settings > Accounts: whether a new account must confirm its number with a code, how many
 * devices a student may be signed in on at once (one more signs the oldest out), and the days of
 * grace a student's unpaid instalment stays "due" before it reads "overdue" (product §5).
 */
export const accountsSettingsSchema = z.object({
  confirmPhoneAtSignUp: z.boolean().default(false),
  maxDevices: z.coerce
    .number({ error: ACCOUNTS_MESSAGES.maxDevicesInvalid })
    .int(ACCOUNTS_MESSAGES.maxDevicesInvalid)
    .min(DEVICE_LIMIT.min, ACCOUNTS_MESSAGES.maxDevicesInvalid)
    .max(DEVICE_LIMIT.max, ACCOUNTS_MESSAGES.maxDevicesInvalid)
    .default(DEVICE_LIMIT.default),
  feeGraceDays: z.coerce
    .number({ error: ACCOUNTS_MESSAGES.feeGraceInvalid })
    .int(ACCOUNTS_MESSAGES.feeGraceInvalid)
    .min(FEE_GRACE_DAYS.min, ACCOUNTS_MESSAGES.feeGraceInvalid)
    .max(FEE_GRACE_DAYS.max, ACCOUNTS_MESSAGES.feeGraceInvalid)
    .default(FEE_GRACE_DAYS.default),
});
export type AccountsSettings = z.output<typeof accountsSettingsSchema>;

/**
 * GET /api/site-config: every tab but Teachers & results (inlined into every page, so kept
 * small); a tab never saved is null and the site falls back.
 */
export const siteConfigSchema = z
  .object({
    general: generalSettingsSchema.nullable(),
    contact: contactSettingsSchema.nullable(),
    social: socialLinksSchema.nullable(),
    home: homeSettingsSchema.nullable(),
    accounts: accountsSettingsSchema.nullable(),
    business: storedBusinessSettingsSchema.nullable(),
  })
  .meta({ id: 'SiteConfig' });
export type SiteConfig = z.output<typeof siteConfigSchema>;

/**
 * Each settings tab: its path under /api/site-config, its key in SiteConfig, the schema a save
 * must pass, and, where older values may not, the one a stored value is read with.
 */
export const SITE_CONFIG_TABS = {
  general: { key: 'general', schema: generalSettingsSchema },
  contact: { key: 'contact', schema: contactSettingsSchema },
  'social-links': { key: 'social', schema: socialLinksSchema },
  home: { key: 'home', schema: homeSettingsSchema },
  accounts: { key: 'accounts', schema: accountsSettingsSchema },
  business: {
    key: 'business',
    schema: businessSettingsSchema,
    stored: storedBusinessSettingsSchema,
  },
  // Not in SiteConfig: only the home and About pages show it, through GET /api/showcase.
  trust: { key: 'trust', schema: trustSettingsSchema },
} as const;
export type SiteConfigTab = keyof typeof SITE_CONFIG_TABS;

/** Every tab's saved value by key, the public ones and the rest. */
export type SiteConfigValues = SiteConfig & { trust: TrustSettings | null };
