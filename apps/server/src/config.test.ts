import { describe, expect, it } from 'vitest';
import { loadConfig, type Env } from './config.ts';

const base: Env = {
  NODE_ENV: 'test',
  SESSION_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  DATA_DIR: '/nonexistent-data-dir',
};
const load = (env: Env) => loadConfig({ ...base, ...env });

describe('TRUST_PROXY', () => {
  it('refuses true and hop counts, saying why and what to write', () => {
    for (const value of ['true', '1', '2']) {
      expect(() => load({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: .*is not accepted.*Name the proxies' addresses instead/s,
      );
    }
  });

  it('refuses what is not an address, a CIDR or a named range', () => {
    for (const value of ['nginx', '10.0.0.0/33', '300.1.1.1', '127.0.0.1,', '::1/129']) {
      expect(() => load({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: /);
    }
  });

  it('accepts addresses, CIDRs and named ranges', () => {
    expect(load({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual(
      ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback'],
    );
    expect(load({}).trustProxy).toEqual([]);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('is required in production', () => {
    expect(() => load({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_ORIGIN is required in production/,
    );
  });

  it('keeps the origin only, and refuses a path or another scheme', () => {
    expect(load({ PUBLIC_ORIGIN: 'https://Vidya.example.in/' }).publicOrigin).toBe(
      'https://vidya.example.in',
    );
    expect(() => load({ PUBLIC_ORIGIN: 'https://vidya.example.in/academy' })).toThrow(
      /without a path/,
    );
    expect(() => load({ PUBLIC_ORIGIN: 'ftp://vidya.example.in' })).toThrow(/https:\/\//);
    expect(() => load({ PUBLIC_ORIGIN: 'vidya.example.in' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it('defaults to the local address outside production', () => {
    expect(load({ PORT: '3100' }).publicOrigin).toBe('http://127.0.0.1:3100');
  });
});

describe('production defaults', () => {
  const production: Env = {
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'https://vidya.example.in',
    PAYMENT_PROVIDER: 'none',
  };

  it('refuses demo content, whose student has a published password', () => {
    expect(() => load({ ...production, SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO=true is refused in production/,
    );
    expect(load({ ...production, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(load({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('refuses the dev payment provider, set or by default, which hands out paid items', () => {
    for (const provider of ['dev', undefined] as const) {
      expect(() => load({ ...production, PAYMENT_PROVIDER: provider })).toThrow(
        /PAYMENT_PROVIDER=.* is refused in production.*PAYMENT_PROVIDER=razorpay.*PAYMENT_PROVIDER=none/s,
      );
    }
    expect(load(production).payments).toEqual({ provider: 'none' });
    expect(load({}).payments).toEqual({ provider: 'dev' });
    // Straight from the environment, where any text can be written.
    const env: NodeJS.ProcessEnv = {
      SESSION_SECRET: base.SESSION_SECRET,
      DATA_DIR: base.DATA_DIR,
      PAYMENT_PROVIDER: 'stripe',
    };
    expect(() => loadConfig(env)).toThrow(/PAYMENT_PROVIDER/);
  });

  it('takes Razorpay only with its key, secret and webhook secret', () => {
    const razorpay: Env = {
      ...production,
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_abc',
      RAZORPAY_KEY_SECRET: 'secret',
    };
    expect(() => load(razorpay)).toThrow(/PAYMENT_PROVIDER=razorpay needs RAZORPAY_WEBHOOK_SECRET/);
    expect(load({ ...razorpay, RAZORPAY_WEBHOOK_SECRET: 'hook' }).payments).toEqual({
      provider: 'razorpay',
      keyId: 'rzp_live_abc',
      keySecret: 'secret',
      webhookSecret: 'hook',
      apiBase: 'https://api.razorpay.com',
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
  });

  it('refuses the log SMS provider, which writes codes into the log; unset is none', () => {
    expect(() => load({ ...production, SMS_PROVIDER: 'log' })).toThrow(
      /SMS_PROVIDER=log is refused in production/,
    );
    expect(load(production).sms).toEqual({ provider: 'none' });
    expect(load({}).sms).toEqual({ provider: 'log' });
    expect(() => load({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k' })).toThrow(
      /SMS_PROVIDER=msg91 needs MSG91_TEMPLATE_ID/,
    );
    expect(() => load({ SMS_PROVIDER: 'twilio' })).toThrow(
      /needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM/,
    );
    expect(() => load({ SMS_PROVIDER: 'whatsapp', WHATSAPP_TOKEN: 't' })).toThrow(
      /needs WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TEMPLATE/,
    );
  });
});
