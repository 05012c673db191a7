import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { jpeg, startFakeYtimg } from '../../../test/fake-ytimg.ts';
import { createThumbnailStore } from './store.ts';

const ytimg = await startFakeYtimg({ known: ['Nm9qW1eRtYu', 'Ohq6J0mK0Yw'] });
afterAll(() => ytimg.close());
const t = await createTestApp(ytimg.env);

describe('GET /thumbnails/:videoId/:size.jpg', () => {
  it("answers YouTube's picture from the site's own origin, for a day, and fetches it once", async () => {
    const first = await t.agent().get('/thumbnails/Nm9qW1eRtYu/hqdefault.jpg');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
    expect(first.rawPayload).toEqual(jpeg('Nm9qW1eRtYu/hqdefault.jpg'));

    const again = await t.agent().get('/thumbnails/Nm9qW1eRtYu/hqdefault.jpg');
    expect(again.rawPayload).toEqual(first.rawPayload);
    expect(ytimg.requestsFor('/vi/Nm9qW1eRtYu/hqdefault.jpg')).toBe(1);

    const small = await t.agent().get('/thumbnails/Nm9qW1eRtYu/mqdefault.jpg');
    expect(small.rawPayload).toEqual(jpeg('Nm9qW1eRtYu/mqdefault.jpg'));
  });

  it('shares one fetch between requests for the same picture at the same time', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.agent().get('/thumbnails/Ohq6J0mK0Yw/sddefault.jpg')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(ytimg.requestsFor('/vi/Ohq6J0mK0Yw/sddefault.jpg')).toBe(1);
  });

  it('is a 404 for a video YouTube does not know, asked again only after a few minutes', async () => {
    const res = await t.agent().get('/thumbnails/Zz9zZ9zZ9zZ/hqdefault.jpg');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.rawPayload.length).toBe(0);
    await t.agent().get('/thumbnails/Zz9zZ9zZ9zZ/hqdefault.jpg');
    expect(ytimg.requestsFor('/vi/Zz9zZ9zZ9zZ/hqdefault.jpg')).toBe(1);
  });

  it('never passes on what is not a picture, nor one too large to be a thumbnail', async () => {
    for (const id of ['htmlPage', 'disguised', 'enormous']) {
      const res = await t.agent().get(`/thumbnails/${id}/hqdefault.jpg`);
      expect(res.statusCode, id).toBe(404);
      expect(res.rawPayload.length, id).toBe(0);
    }
  });

  it('refuses sizes and ids that are not YouTube thumbnails without asking YouTube', async () => {
    for (const path of [
      '/thumbnails/Nm9qW1eRtYu/maxresdefault.jpg',
      '/thumbnails/Nm9qW1eRtYu/hqdefault.png',
      '/thumbnails/Nm9qW1eRtYu/..%2F..%2Fetc.jpg',
      '/thumbnails/a%2F..%2Fb/hqdefault.jpg',
      '/thumbnails/short/hqdefault.jpg',
    ]) {
      const res = await t.agent().get(path);
      expect(res.statusCode, path).toBe(404);
    }
    expect(ytimg.requestsFor('/vi/Nm9qW1eRtYu/maxresdefault.jpg')).toBe(0);
  });

  it('limits how many one address may ask for in a minute', async () => {
    const agent = t.agent();
    let last = 0;
    for (let i = 0; i < 301; i += 1) {
      last = (await agent.get(`/thumbnails/Nm9qW1eRtYu/hqdefault.jpg`)).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('the thumbnail store', () => {
  it('gives up on a YouTube that does not answer, and keeps within its size by dropping the oldest', async () => {
    const errors: unknown[] = [];
    const store = createThumbnailStore({
      baseUrl: ytimg.url,
      timeoutMs: 200,
      maxBytes: 2 * jpeg('Nm9qW1eRtYu/hqdefault.jpg').length,
      onError: (error) => errors.push(error),
    });
    expect(await store.get('sluggish', 'hqdefault')).toBeNull();
    expect(errors).toHaveLength(1);

    const before = (path: string) => ytimg.requestsFor(path);
    const counts = ['mqdefault', 'hqdefault', 'sddefault'].map((size) =>
      before(`/vi/Nm9qW1eRtYu/${size}.jpg`),
    );
    await store.get('Nm9qW1eRtYu', 'mqdefault');
    await store.get('Nm9qW1eRtYu', 'hqdefault');
    await store.get('Nm9qW1eRtYu', 'sddefault');
    // The first is gone (the three do not fit), the last two are kept.
    await store.get('Nm9qW1eRtYu', 'sddefault');
    await store.get('Nm9qW1eRtYu', 'hqdefault');
    await store.get('Nm9qW1eRtYu', 'mqdefault');
    expect(
      ['mqdefault', 'hqdefault', 'sddefault'].map(
        (size, i) => before(`/vi/Nm9qW1eRtYu/${size}.jpg`) - counts[i]!,
      ),
    ).toEqual([2, 1, 1]);
  });

  it('remembers only its latest misses', async () => {
    const store = createThumbnailStore({ baseUrl: ytimg.url, maxMisses: 2 });
    for (const id of ['missing01', 'missing02', 'missing03', 'missing01']) {
      expect(await store.get(id, 'hqdefault')).toBeNull();
    }
    // The first was forgotten when the third was remembered, so it was asked again.
    expect(ytimg.requestsFor('/vi/missing01/hqdefault.jpg')).toBe(2);
    expect(await store.get('missing03', 'hqdefault')).toBeNull();
    expect(ytimg.requestsFor('/vi/missing03/hqdefault.jpg')).toBe(1);
  });
});
