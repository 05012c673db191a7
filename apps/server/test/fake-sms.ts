import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What one provider accepted: the number as the provider writes it, and the code or text. */
export interface SentSms {
  provider: 'msg91' | 'twilio' | 'whatsapp';
  to: string;
  code?: string;
  text?: string;
  /** A template's parameters: MSG91's ##var1##…, WhatsApp's body {{1}}…. */
  params?: string[];
  body: unknown;
}

const CREDENTIALS = {
  msg91AuthKey: 'msg91-test-auth-key',
  twilioSid: 'ACtest0000000000000000000000000000',
  twilioToken: 'twilio-test-token',
  whatsappToken: 'whatsapp-test-token',
};

/**
 * Local stand-ins for MSG91's Flow API, Twilio's Messages API and the WhatsApp Cloud API, at their
 * real paths, checking their real credentials and answering with their real shapes and status
 * codes. They record what they accept and can be told to fail the next requests (an outage).
 */
export async function startFakeSms() {
  const sent: SentSms[] = [];
  const state = { failNext: 0 };

  const reply = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  async function read(req: IncomingMessage) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    return raw;
  }

  const server = createServer(async (req, res) => {
    const raw = await read(req);
    const path = req.url ?? '';
    if (state.failNext > 0) {
      state.failNext -= 1;
      return reply(res, 503, { error: 'Service Unavailable' });
    }
    if (path === '/api/v5/flow') {
      if (req.headers.authkey !== CREDENTIALS.msg91AuthKey)
        return reply(res, 401, { type: 'error', message: 'Authentication failure', code: '401' });
      const body = JSON.parse(raw) as {
        template_id?: string;
        recipients?: ({ mobiles?: string; otp?: string } & Record<string, string>)[];
      };
      const recipient = body.recipients?.[0];
      // MSG91 says "error" with a 200 for a request it will not send.
      if (!body.template_id || !recipient?.mobiles || !/^91\d{10}$/.test(recipient.mobiles))
        return reply(res, 200, { type: 'error', message: 'Invalid template or mobile number' });
      const params = Object.keys(recipient)
        .filter((key) => /^var\d+$/.test(key))
        .sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)))
        .map((key) => recipient[key]!);
      sent.push({ provider: 'msg91', to: recipient.mobiles, code: recipient.otp, params, body });
      return reply(res, 200, { type: 'success', message: '3565726d6c52313232383539' });
    }
    const twilio = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (twilio) {
      const expected = `Basic ${Buffer.from(`${CREDENTIALS.twilioSid}:${CREDENTIALS.twilioToken}`).toString('base64')}`;
      if (req.headers.authorization !== expected || twilio[1] !== CREDENTIALS.twilioSid)
        return reply(res, 401, {
          code: 20003,
          message: 'Authenticate',
          more_info: 'https://www.twilio.com/docs/errors/20003',
          status: 401,
        });
      const form = new URLSearchParams(raw);
      if (
        !form.get('To') ||
        !form.get('Body') ||
        !(form.get('From') || form.get('MessagingServiceSid'))
      )
        return reply(res, 400, {
          code: 21604,
          message: "A 'To' phone number is required.",
          status: 400,
        });
      sent.push({
        provider: 'twilio',
        to: form.get('To')!,
        text: form.get('Body')!,
        body: Object.fromEntries(form),
      });
      return reply(res, 201, { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' });
    }
    const whatsapp = /^\/([^/]+)\/messages$/.exec(path);
    if (whatsapp) {
      if (req.headers.authorization !== `Bearer ${CREDENTIALS.whatsappToken}`)
        return reply(res, 401, {
          error: {
            message: 'Invalid OAuth access token - Cannot parse access token',
            type: 'OAuthException',
            code: 190,
          },
        });
      const body = JSON.parse(raw) as {
        to?: string;
        template?: {
          name?: string;
          components?: { type: string; parameters: { text: string }[] }[];
        };
      };
      const params = body.template?.components
        ?.find((c) => c.type === 'body')
        ?.parameters.map((p) => p.text);
      const code = params?.[0];
      if (!body.to || !body.template?.name || !code)
        return reply(res, 400, {
          error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 },
        });
      sent.push({ provider: 'whatsapp', to: body.to, code, params, body });
      return reply(res, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: 'wamid.HBgLOTE5ODc2NTQzMjEwFQIAERgSQ0Y' }],
      });
    }
    reply(res, 404, { error: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The environment that points the app at this fake for one provider. */
  const env = (provider: 'msg91' | 'twilio' | 'whatsapp', from = '+15005550006') =>
    ({
      msg91: {
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: CREDENTIALS.msg91AuthKey,
        MSG91_TEMPLATE_ID: '65f0c0ffee0123456789abcd',
        MSG91_API_BASE: base,
      },
      twilio: {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: CREDENTIALS.twilioSid,
        TWILIO_AUTH_TOKEN: CREDENTIALS.twilioToken,
        TWILIO_FROM: from,
        TWILIO_API_BASE: base,
      },
      whatsapp: {
        SMS_PROVIDER: 'whatsapp',
        WHATSAPP_TOKEN: CREDENTIALS.whatsappToken,
        WHATSAPP_PHONE_NUMBER_ID: '109876543210987',
        WHATSAPP_TEMPLATE: 'academy_code',
        WHATSAPP_API_BASE: base,
      },
    })[provider] as Record<string, string>;

  return {
    base,
    sent,
    state,
    env,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
