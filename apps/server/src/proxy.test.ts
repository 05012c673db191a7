import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';

/**
 * Through a real socket: the peer is 127.0.0.1, and X-Forwarded-For is believed only when that
 * peer is a named proxy. The contact form allows five enquiries per address in ten minutes.
 */
const enquiry = { name: 'Sunita Devi', phone: '9876543210', query: 'Do you have weekend batches?' };
const CONTACT_LIMIT = 5;

async function listening(env: Record<string, string>) {
  const t = await createTestApp(env);
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  afterAll(() => t.app.close());
  return (forwardedFor: string) =>
    fetch(`${address}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': forwardedFor,
      },
      body: JSON.stringify(enquiry),
    }).then((res) => res.status);
}

describe('client addresses behind a proxy', () => {
  it('counts the forwarded client address when the peer is a named proxy', async () => {
    const send = await listening({ TRUST_PROXY: '127.0.0.1' });
    for (let i = 0; i < CONTACT_LIMIT; i++) expect(await send('203.0.113.7')).toBe(201);
    expect(await send('203.0.113.7')).toBe(429);
    // Another visitor behind the same proxy has a quota of their own.
    expect(await send('203.0.113.8')).toBe(201);
    // A client's own X-Forwarded-For entry in front of the proxy's does not escape the limit.
    expect(await send('198.51.100.1, 203.0.113.7')).toBe(429);
  });

  it('ignores X-Forwarded-For from a peer that is not a named proxy', async () => {
    const send = await listening({ TRUST_PROXY: '10.0.0.1' });
    for (let i = 0; i < CONTACT_LIMIT; i++) expect(await send(`203.0.113.${i + 1}`)).toBe(201);
    // Every request came from 127.0.0.1 whatever it claimed: the address is used up.
    expect(await send('203.0.113.99')).toBe(429);
  });
});
