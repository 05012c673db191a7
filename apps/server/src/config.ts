import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { TextKind } from '@academy/contract/announcements';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The names proxy-addr knows for whole address ranges. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** One proxy: an address, a CIDR, or a named range. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: the addresses (or CIDRs, or loopback/linklocal/uniquelocal) of the proxies in
 * front of the server. `true` would believe any client's X-Forwarded-For, and a hop count is
 * ignored by Fastify (every visitor would share the proxy's address): both are refused.
 */
const trustProxy = z
  .string()
  .optional()
  .superRefine((value, ctx) => {
    if (!value || value === 'false') return;
    if (value === 'true' || /^\d+$/.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message:
          `'${value}' is not accepted: 'true' trusts an X-Forwarded-For written by any client, and a hop ` +
          "count is ignored by Fastify. Name the proxies' addresses instead, for example " +
          'TRUST_PROXY=127.0.0.1 (nginx on the same machine) or TRUST_PROXY=10.0.0.0/8,loopback',
      });
      return;
    }
    for (const entry of value.split(',').map((s) => s.trim())) {
      if (!isProxyEntry(entry)) {
        ctx.addIssue({
          code: 'custom',
          message: `'${entry}' is not an address, a CIDR or one of ${PROXY_RANGES.join(', ')}`,
        });
      }
    }
  })
  .transform((value): string[] =>
    !value || value === 'false' ? [] : value.split(',').map((s) => s.trim()),
  );

/** PUBLIC_ORIGIN: the site's address as visitors write it, scheme and host only. */
const publicOrigin = z
  .string()
  .transform((value, ctx) => {
    const url = URL.parse(value);
    const problem = !url
      ? 'must be an address such as https://vidya.example.in'
      : !['https:', 'http:'].includes(url.protocol)
        ? 'must start with https:// (or http:// for a local test)'
        : !['', '/'].includes(url.pathname) || url.search || url.hash
          ? 'is the origin only, without a path (https://vidya.example.in)'
          : undefined;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: `PUBLIC_ORIGIN ${problem}` });
      return z.NEVER;
    }
    return url!.origin;
  })
  .optional();

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  ADMIN_PHONE: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: booleanFlag.optional(),
  TRUST_PROXY: trustProxy,
  PUBLIC_ORIGIN: publicOrigin,
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  REDIS_URL: z.string().optional(),
  WEB_DIST: z.string().optional(),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().optional(),
  NOTIFY_EMAIL_TO: z.string().optional(),
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  TELEGRAM_CHAT_ID: z.string().optional(),
  TELEGRAM_API_BASE: z.string().url().default('https://api.telegram.org'),
  YOUTUBE_API_KEY: z.string().optional(),
  YOUTUBE_API_BASE: z.string().url().default('https://www.googleapis.com/youtube/v3'),
  YOUTUBE_IMAGE_BASE: z.string().url().default('https://i.ytimg.com'),
  PAYMENT_PROVIDER: z.enum(['dev', 'razorpay', 'none']).optional(),
  RAZORPAY_KEY_ID: z.string().trim().optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().optional(),
  RAZORPAY_API_BASE: z.string().url().default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: z.string().url().default('https://checkout.razorpay.com/v1/checkout.js'),
  SMS_PROVIDER: z.enum(['log', 'msg91', 'twilio', 'whatsapp', 'none']).optional(),
  MSG91_AUTH_KEY: z.string().trim().optional(),
  MSG91_TEMPLATE_ID: z.string().trim().optional(),
  MSG91_API_BASE: z.string().url().default('https://control.msg91.com'),
  TWILIO_ACCOUNT_SID: z.string().trim().optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().optional(),
  TWILIO_FROM: z.string().trim().optional(),
  TWILIO_API_BASE: z.string().url().default('https://api.twilio.com'),
  WHATSAPP_TOKEN: z.string().trim().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().trim().optional(),
  WHATSAPP_TEMPLATE: z.string().trim().optional(),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().trim().default('en'),
  WHATSAPP_API_BASE: z.string().url().default('https://graph.facebook.com/v21.0'),
  MSG91_FEE_TEMPLATE_ID: z.string().trim().optional(),
  MSG91_WELCOME_TEMPLATE_ID: z.string().trim().optional(),
  MSG91_NOTICE_TEMPLATE_ID: z.string().trim().optional(),
  MSG91_DIGEST_TEMPLATE_ID: z.string().trim().optional(),
  MSG91_RESULT_TEMPLATE_ID: z.string().trim().optional(),
  MSG91_DOUBT_TEMPLATE_ID: z.string().trim().optional(),
  MSG91_HOMEWORK_TEMPLATE_ID: z.string().trim().optional(),
  WHATSAPP_FEE_TEMPLATE: z.string().trim().optional(),
  WHATSAPP_WELCOME_TEMPLATE: z.string().trim().optional(),
  WHATSAPP_NOTICE_TEMPLATE: z.string().trim().optional(),
  WHATSAPP_DIGEST_TEMPLATE: z.string().trim().optional(),
  WHATSAPP_RESULT_TEMPLATE: z.string().trim().optional(),
  WHATSAPP_DOUBT_TEMPLATE: z.string().trim().optional(),
  WHATSAPP_HOMEWORK_TEMPLATE: z.string().trim().optional(),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
});

export type Env = z.input<typeof envSchema>;

export type { TextKind };
/** MSG91 and WhatsApp send only approved templates: one per kind, each optional. */
export type TextTemplates = Partial<Record<TextKind, string>>;

/** How one-time codes reach a phone (SMS_PROVIDER); `none`: no codes, the admin resets passwords. */
export type SmsConfig =
  | { provider: 'log' }
  | { provider: 'none' }
  | {
      provider: 'msg91';
      authKey: string;
      templateId: string;
      textTemplates: TextTemplates;
      apiBase: string;
    }
  | { provider: 'twilio'; accountSid: string; authToken: string; from: string; apiBase: string }
  | {
      provider: 'whatsapp';
      token: string;
      phoneNumberId: string;
      template: string;
      textTemplates: TextTemplates;
      language: string;
      apiBase: string;
    };

export type PaymentsConfig =
  | { provider: 'dev' }
  | { provider: 'none' }
  | {
      provider: 'razorpay';
      keyId: string;
      keySecret: string;
      webhookSecret: string;
      apiBase: string;
      checkoutUrl: string;
    };

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPhone: string | undefined;
  adminPassword: string | undefined;
  /** undefined: seed demo content only when the database is empty (and not in production). */
  seedDemo: boolean | undefined;
  /** The proxies whose X-Forwarded-For is believed; empty: none. */
  trustProxy: string[];
  /** The site's own address for links that leave the page: sitemap, canonical, receipts. */
  publicOrigin: string;
  sessionSecret: string;
  redisUrl: string | undefined;
  webDist: string;
  logLevel: string;
  /** Each channel is set only when all it needs is configured. */
  email: { smtpUrl: string; from: string; to: string } | undefined;
  telegram: { token: string; chatId: string; apiBase: string } | undefined;
  /** YouTube Data API: titles, durations and playlist items of course links when set. */
  youtubeApiKey: string | undefined;
  youtubeApiBase: string;
  /** YouTube's image host, whose thumbnails the site passes on (modules/thumbnails). */
  youtubeImageBase: string;
  /**
   * `dev` pays every order at once (development only); `none` sells paid items at the desk only;
   * `razorpay` takes real money.
   */
  payments: PaymentsConfig;
  sms: SmsConfig;
  /** On SIGTERM, how long requests in flight may finish before their connections are cut. */
  shutdownGraceSeconds: number;
  /** With a folder, the server backs itself up daily and keeps the newest `keep` archives. */
  backup: { dir: string; keep: number } | undefined;
  /** Uploaded files: a folder under DATA_DIR, or S3-compatible storage when S3_BUCKET is set. */
  storage:
    | { driver: 'local'; dir: string }
    | {
        driver: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      };
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * The secret that signs access tokens. Production must set it (several instances share it); the
 * embedded mode keeps a generated one in DATA_DIR so sessions survive a restart.
 */
function resolveSessionSecret(given: string | undefined, isProduction: boolean, dataDir: string) {
  if (given) return given;
  if (isProduction) throw new Error('SESSION_SECRET is required in production');
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/**
 * Links that leave the page (sitemap, canonical, og:url, receipts) use this address, never a
 * request's Host or X-Forwarded-Host, which whoever sends the request writes.
 */
function resolvePublicOrigin(given: string | undefined, isProduction: boolean, port: number) {
  if (given) return given;
  if (isProduction) {
    throw new Error(
      'PUBLIC_ORIGIN is required in production: the address visitors use, e.g. https://vidya.example.in',
    );
  }
  return `http://127.0.0.1:${port}`;
}

/**
 * Production never hands out paid items for free: it names its provider, and not `dev`. Razorpay
 * needs its three secrets, or nothing could be verified.
 */
function resolvePayments(env: z.output<typeof envSchema>, isProduction: boolean): PaymentsConfig {
  const given = env.PAYMENT_PROVIDER;
  if (isProduction && (given === undefined || given === 'dev')) {
    throw new Error(
      `PAYMENT_PROVIDER=${given ?? '(unset)'} is refused in production: the dev provider hands ` +
        'out paid courses and notes without payment. Choose PAYMENT_PROVIDER=razorpay (with ' +
        'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET) or PAYMENT_PROVIDER=none ' +
        '(paid items are sold at the academy; online payment says it is not set up).',
    );
  }
  if (given !== 'razorpay') return { provider: given ?? 'dev' };
  const missing = (
    ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const
  ).filter((name) => !env[name]);
  if (missing.length)
    throw new Error(
      `PAYMENT_PROVIDER=razorpay needs ${missing.join(', ')} (Razorpay dashboard > API keys and Webhooks)`,
    );
  return {
    provider: 'razorpay',
    keyId: env.RAZORPAY_KEY_ID!,
    keySecret: env.RAZORPAY_KEY_SECRET!,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!,
    apiBase: env.RAZORPAY_API_BASE.replace(/\/$/, ''),
    checkoutUrl: env.RAZORPAY_CHECKOUT_URL,
  };
}

/** The templates that are set, by kind. */
const templates = (given: Record<TextKind, string | undefined>): TextTemplates =>
  Object.fromEntries(Object.entries(given).filter(([, id]) => id));

/**
 * `log` writes codes to the server log (development: sign in without a phone); production refuses
 * it and, unset, has no provider. Each provider needs all of its settings.
 */
function resolveSms(env: z.output<typeof envSchema>, isProduction: boolean): SmsConfig {
  const given = env.SMS_PROVIDER ?? (isProduction ? 'none' : 'log');
  if (isProduction && given === 'log')
    throw new Error(
      'SMS_PROVIDER=log is refused in production: it writes one-time codes into the log. Choose ' +
        'msg91, twilio or whatsapp (with their settings), or leave it unset: students then ask the academy to reset a password.',
    );
  const need = (...names: (keyof typeof env)[]) => {
    const missing = names.filter((name) => !env[name]);
    if (missing.length) throw new Error(`SMS_PROVIDER=${given} needs ${missing.join(', ')}`);
  };
  const base = (url: string) => url.replace(/\/$/, '');
  switch (given) {
    case 'log':
    case 'none':
      return { provider: given };
    case 'msg91':
      need('MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID');
      return {
        provider: 'msg91',
        authKey: env.MSG91_AUTH_KEY!,
        templateId: env.MSG91_TEMPLATE_ID!,
        textTemplates: templates({
          fee: env.MSG91_FEE_TEMPLATE_ID,
          welcome: env.MSG91_WELCOME_TEMPLATE_ID,
          notice: env.MSG91_NOTICE_TEMPLATE_ID,
          digest: env.MSG91_DIGEST_TEMPLATE_ID,
          result: env.MSG91_RESULT_TEMPLATE_ID,
          doubt: env.MSG91_DOUBT_TEMPLATE_ID,
          homework: env.MSG91_HOMEWORK_TEMPLATE_ID,
        }),
        apiBase: base(env.MSG91_API_BASE),
      };
    case 'twilio':
      need('TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM');
      return {
        provider: 'twilio',
        accountSid: env.TWILIO_ACCOUNT_SID!,
        authToken: env.TWILIO_AUTH_TOKEN!,
        from: env.TWILIO_FROM!,
        apiBase: base(env.TWILIO_API_BASE),
      };
    case 'whatsapp':
      need('WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_TEMPLATE');
      return {
        provider: 'whatsapp',
        token: env.WHATSAPP_TOKEN!,
        phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
        template: env.WHATSAPP_TEMPLATE!,
        textTemplates: templates({
          fee: env.WHATSAPP_FEE_TEMPLATE,
          welcome: env.WHATSAPP_WELCOME_TEMPLATE,
          notice: env.WHATSAPP_NOTICE_TEMPLATE,
          digest: env.WHATSAPP_DIGEST_TEMPLATE,
          result: env.WHATSAPP_RESULT_TEMPLATE,
          doubt: env.WHATSAPP_DOUBT_TEMPLATE,
          homework: env.WHATSAPP_HOMEWORK_TEMPLATE,
        }),
        language: env.WHATSAPP_TEMPLATE_LANGUAGE,
        apiBase: base(env.WHATSAPP_API_BASE),
      };
  }
}

/** Reads and validates the environment once; everything else takes the result. */
export function loadConfig(source: NodeJS.ProcessEnv | Env = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && env.SEED_DEMO) {
    throw new Error(
      'SEED_DEMO=true is refused in production: the demo student signs in with a password ' +
        'published in the README. Leave SEED_DEMO unset.',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    adminPhone: env.ADMIN_PHONE,
    adminPassword: env.ADMIN_PASSWORD,
    seedDemo: env.SEED_DEMO,
    trustProxy: env.TRUST_PROXY,
    publicOrigin: resolvePublicOrigin(env.PUBLIC_ORIGIN, isProduction, env.PORT),
    sessionSecret: resolveSessionSecret(env.SESSION_SECRET, isProduction, dataDir),
    redisUrl: env.REDIS_URL,
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    email:
      env.SMTP_URL && env.NOTIFY_EMAIL_TO
        ? {
            smtpUrl: env.SMTP_URL,
            from: env.SMTP_FROM ?? 'Academy website <no-reply@localhost>',
            to: env.NOTIFY_EMAIL_TO,
          }
        : undefined,
    telegram:
      env.TELEGRAM_BOT_TOKEN && env.TELEGRAM_CHAT_ID
        ? {
            token: env.TELEGRAM_BOT_TOKEN,
            chatId: env.TELEGRAM_CHAT_ID,
            apiBase: env.TELEGRAM_API_BASE.replace(/\/$/, ''),
          }
        : undefined,
    youtubeApiKey: env.YOUTUBE_API_KEY || undefined,
    youtubeApiBase: env.YOUTUBE_API_BASE,
    youtubeImageBase: env.YOUTUBE_IMAGE_BASE,
    payments: resolvePayments(env, isProduction),
    sms: resolveSms(env, isProduction),
    shutdownGraceSeconds: env.SHUTDOWN_GRACE_SECONDS,
    backup: env.BACKUP_DIR
      ? { dir: path.resolve(env.BACKUP_DIR), keep: env.BACKUP_KEEP }
      : undefined,
    storage: env.S3_BUCKET
      ? {
          driver: 's3',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : { driver: 'local', dir: path.join(dataDir, 'files') },
  };
}
