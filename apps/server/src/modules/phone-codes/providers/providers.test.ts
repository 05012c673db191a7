import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { PHONE_CODE_MESSAGES } from '@academy/contract/phone-codes';
import { loadConfig, type Env } from '../../../config.ts';
import { outbox } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../../test/app.ts';
import { startFakeSms } from '../../../../test/fake-sms.ts';
import { signedInAs } from '../../../../test/users.ts';
import { Undeliverable } from '../../notifications/channels.ts';
import { smsSenderFor, textSenderFor } from '../channel.ts';
import { SmsDeliveryError } from '../sms.ts';

const fake = await startFakeSms();
afterAll(() => fake.close());

const base = {
  SESSION_SECRET: 'x'.repeat(40),
  DATA_DIR: '/tmp/academy-sms-test',
  NODE_ENV: 'test',
} as const;
const senderFor = (env: Record<string, string>) => {
  const config = loadConfig({ ...base, ...env } as Env);
  return smsSenderFor(config.sms, { warn: () => undefined } as never)!;
};
const message = { phone: '+919876543210', code: '402913', purpose: 'reset' as const, text: 'text' };

describe('SMS providers against their local fakes', () => {
  it('MSG91 sends the code into the DLT template, and its 200 "error" is a failure', async () => {
    await senderFor(fake.env('msg91'))(message);
    expect(fake.sent.at(-1)).toMatchObject({
      provider: 'msg91',
      to: '919876543210',
      code: '402913',
      body: { template_id: '65f0c0ffee0123456789abcd' },
    });
    const wrongKey = senderFor({ ...fake.env('msg91'), MSG91_AUTH_KEY: 'wrong' });
    await expect(wrongKey(message)).rejects.toMatchObject({ status: 401 });
    await expect(
      senderFor(fake.env('msg91'))({ ...message, phone: '+15551234567' }),
    ).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  it('Twilio sends the whole text from a number or a Messaging Service', async () => {
    await senderFor(fake.env('twilio'))({ ...message, text: 'Your code is 402913' });
    expect(fake.sent.at(-1)).toMatchObject({
      provider: 'twilio',
      to: '+919876543210',
      text: 'Your code is 402913',
      body: { From: '+15005550006' },
    });
    await senderFor(fake.env('twilio', 'MG0123456789abcdef'))(message);
    expect(fake.sent.at(-1)!.body).toMatchObject({ MessagingServiceSid: 'MG0123456789abcdef' });
    const wrong = senderFor({ ...fake.env('twilio'), TWILIO_AUTH_TOKEN: 'wrong' });
    await expect(wrong(message)).rejects.toMatchObject({ status: 401 });
  });

  it('WhatsApp sends the authentication template with the code in the body and the button', async () => {
    await senderFor(fake.env('whatsapp'))(message);
    const last = fake.sent.at(-1)!;
    expect(last).toMatchObject({ provider: 'whatsapp', to: '919876543210', code: '402913' });
    expect(last.body).toMatchObject({
      template: {
        name: 'academy_code',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '402913' }] },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: '402913' }],
          },
        ],
      },
    });
    const wrong = senderFor({ ...fake.env('whatsapp'), WHATSAPP_TOKEN: 'wrong' });
    await expect(wrong(message)).rejects.toMatchObject({ status: 401 });
  });

  it('a provider outage throws, and none sends nothing', async () => {
    fake.state.failNext = 1;
    await expect(senderFor(fake.env('msg91'))(message)).rejects.toMatchObject({ status: 503 });
    expect(smsSenderFor({ provider: 'none' }, {} as never)).toBeUndefined();
  });
});

describe('messages to a person through each provider', () => {
  const textSender = (env: Record<string, string>) =>
    textSenderFor(loadConfig({ ...base, ...env } as Env).sms, { warn: () => undefined } as never)!;
  const reminder = {
    phone: '+919876543210',
    kind: 'fee' as const,
    text: 'Academy: fee reminder for Asha. Class 10 · Term 1: ₹6,000, due 1 Dec 2026.',
    params: ['Asha', 'Class 10 · Term 1', '₹6,000', '1 Dec 2026'],
  };

  it('Twilio sends the whole text', async () => {
    await textSender(fake.env('twilio'))(reminder);
    expect(fake.sent.at(-1)).toMatchObject({ provider: 'twilio', text: reminder.text });
  });

  it('MSG91 fills the kind’s DLT template, ##var1## onwards; without one it is skipped', async () => {
    const env = { ...fake.env('msg91'), MSG91_FEE_TEMPLATE_ID: '65f0feeeee0123456789abcd' };
    await textSender(env)(reminder);
    expect(fake.sent.at(-1)).toMatchObject({
      provider: 'msg91',
      to: '919876543210',
      params: reminder.params,
      body: { template_id: '65f0feeeee0123456789abcd' },
    });
    const sent = fake.sent.length;
    await expect(textSender(env)({ ...reminder, kind: 'welcome' })).rejects.toBeInstanceOf(
      Undeliverable,
    );
    expect(fake.sent.length).toBe(sent);
  });

  it('WhatsApp sends the kind’s approved template with the parameters in its body', async () => {
    const env = { ...fake.env('whatsapp'), WHATSAPP_FEE_TEMPLATE: 'academy_fee_due' };
    await textSender(env)(reminder);
    const last = fake.sent.at(-1)!;
    expect(last).toMatchObject({ provider: 'whatsapp', params: reminder.params });
    expect(last.body).toMatchObject({ template: { name: 'academy_fee_due' } });
    await expect(textSender(fake.env('whatsapp'))(reminder)).rejects.toBeInstanceOf(Undeliverable);
  });

  it('none has no sender, so such messages are recorded as skipped', () => {
    expect(textSenderFor({ provider: 'none' }, {} as never)).toBeUndefined();
  });
});

describe('a code through the outbox', () => {
  it('is delayed by a provider outage, never lost', async () => {
    const t = await createTestApp(fake.env('whatsapp'));
    const student = await signedInAs(t);
    const sentBefore = fake.sent.length;
    fake.state.failNext = 1;
    const res = await t.agent().post('/api/auth/forgot-password', { phone: student.phone });
    expect(res.statusCode).toBe(202);
    await t.app.outbox.runOnce();
    expect(fake.sent.length).toBe(sentBefore);
    const [waiting] = await t.database.db.select().from(outbox).where(eq(outbox.channel, 'sms'));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    // The retry comes due (30 s later in real life).
    await t.database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outbox.channel, 'sms'));
    await t.app.outbox.runOnce();
    const delivered = fake.sent.at(-1)!;
    expect(delivered).toMatchObject({ provider: 'whatsapp', to: student.phone.slice(1) });
    const reset = await t.agent().post('/api/auth/reset-password', {
      phone: student.phone,
      code: delivered.code,
      password: 'a-brand-new-passphrase',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.body.message).toBe(PHONE_CODE_MESSAGES.resetDone);
  });

  it("is written in the asking page's language: Hindi for a Hindi page, English otherwise", async () => {
    const t = await createTestApp(fake.env('twilio'));
    const student = await signedInAs(t);
    const ask = async (headers: Record<string, string>) => {
      await t.database.db.execute(
        `delete from phone_codes where phone = '${student.phone}'` as never,
      );
      const res = await t
        .agent()
        .post('/api/auth/forgot-password', { phone: student.phone }, headers);
      expect(res.statusCode).toBe(202);
      await t.app.outbox.runOnce();
      return fake.sent.at(-1)!;
    };
    const hindi = await ask({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindi.provider).toBe('twilio');
    expect(hindi.text).toMatch(/^\d{6} आपका पासवर्ड बदलने का कोड है। यह 10 मिनट तक मान्य है।/);
    // WebOTP's last line is the same in either language.
    expect(hindi.text).toMatch(/\n\n@[^ ]+ #\d{6}$/);
    const english = await ask({ 'accept-language': 'en-IN,en;q=0.9' });
    expect(english.text).toMatch(/^\d{6} is your code to reset your password\./);
    expect((await ask({})).text).toMatch(/is your code to reset your password/);
  });
});
