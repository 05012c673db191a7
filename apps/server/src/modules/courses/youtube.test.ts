import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { createTestApp } from '../../../test/app.ts';
import { signedInAs } from '../../../test/users.ts';
import { parseIsoDuration } from './youtube.ts';

/** A stand-in for the YouTube Data API, on a local port. */
const requests: URL[] = [];
const fake = createServer((req: IncomingMessage, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  requests.push(url);
  res.setHeader('content-type', 'application/json');
  if (url.searchParams.get('key') !== 'test-key') {
    res.statusCode = 403;
    return res.end('{}');
  }
  const video = (id: string, title: string, duration: string) => ({
    id,
    snippet: { title, description: `About ${title}` },
    contentDetails: { duration },
  });
  const all: Record<string, ReturnType<typeof video>> = {
    Ohq6J0mK0Yw: video('Ohq6J0mK0Yw', 'Counting in thousands', 'PT12M5S'),
    Ws5wQ4X8yWc: video('Ws5wQ4X8yWc', 'Nouns and pronouns', 'PT1H2M'),
    Jf1zM3kQpLs: video('Jf1zM3kQpLs', 'Verbs and adverbs', 'PT45S'),
  };
  if (url.pathname === '/yt/videos') {
    const ids = (url.searchParams.get('id') ?? '').split(',');
    return res.end(JSON.stringify({ items: ids.flatMap((id) => (all[id] ? [all[id]] : [])) }));
  }
  if (url.pathname === '/yt/playlists')
    return res.end(
      JSON.stringify({
        items: [
          {
            snippet: {
              title: 'Grammar from YouTube',
              description: 'A playlist',
              thumbnails: { high: { url: 'https://i.ytimg.com/vi/Ws5wQ4X8yWc/hqdefault.jpg' } },
            },
          },
        ],
      }),
    );
  if (url.pathname === '/yt/playlistItems') {
    const page = url.searchParams.get('pageToken');
    return res.end(
      JSON.stringify(
        page
          ? { items: [{ contentDetails: { videoId: 'Jf1zM3kQpLs' } }] }
          : { items: [{ contentDetails: { videoId: 'Ws5wQ4X8yWc' } }], nextPageToken: 'p2' },
      ),
    );
  }
  res.statusCode = 404;
  res.end('{}');
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));
const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/yt`;

const t = await createTestApp({ YOUTUBE_API_KEY: 'test-key', YOUTUBE_API_BASE: base });
const admin = (await signedInAs(t, ROLES.admin)).agent;

const form = (courseLink: unknown[]) => ({
  title: 'Grammar and counting',
  description: 'A course made from YouTube links only.',
  shortDescription: 'Made from YouTube.',
  tags: ['english'],
  category: ['arts'],
  language: 'Hinglish',
  duration: 60,
  courseThumbnail: 'https://i.ytimg.com/vi/Ohq6J0mK0Yw/hqdefault.jpg',
  courseLink,
});

describe('YouTube Data API (fake)', () => {
  it('fills titles, durations and playlist items from the API', async () => {
    const res = await admin.post(
      '/api/courses',
      form([
        { link: 'https://youtu.be/Ohq6J0mK0Yw', position: 1 },
        { link: 'https://www.youtube.com/playlist?list=PLm_GrammarBasics01', position: 2 },
      ]),
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    const [single, playlist] = res.body.data.courseContent;
    expect(single.video).toMatchObject({
      title: 'Counting in thousands',
      duration: 725,
      description: 'About Counting in thousands',
    });
    expect(playlist).toMatchObject({
      title: 'Grammar from YouTube',
      playListId: 'PLm_GrammarBasics01',
    });
    expect(
      playlist.videos.map((v: { title: string; duration: number }) => [v.title, v.duration]),
    ).toEqual([
      ['Nouns and pronouns', 3720],
      ['Verbs and adverbs', 45],
    ]);
    expect(requests.every((u) => u.searchParams.get('key') === 'test-key')).toBe(true);
    // 725 + 3720 + 45 seconds: 74.8 minutes, rounded up; the form's 60 stays the admin's own.
    expect(res.body.data).toMatchObject({ duration: 75, durationAsSet: 60 });
    const card = await t
      .agent()
      .get(`/api/courses?q=${encodeURIComponent('Grammar and counting')}`);
    const listed = card.body.data.items.find((c: { _id: string }) => c._id === res.body.data._id);
    expect(listed.duration).toBe(75);
    const visitor = await t.agent().get(`/api/courses/${res.body.data._id}`);
    expect(visitor.body.data.duration).toBe(75);
    expect(visitor.body.data).not.toHaveProperty('durationAsSet');
  });

  it('keeps the hand-typed title over the fetched one', async () => {
    const res = await admin.post(
      '/api/courses',
      form([{ link: 'https://youtu.be/Ohq6J0mK0Yw', position: 1, title: 'My own title' }]),
    );
    expect(res.body.data.courseContent[0].video.title).toBe('My own title');
  });

  it('saves the course with default titles when the API fails', async () => {
    const broken = await createTestApp({
      YOUTUBE_API_KEY: 'wrong-key',
      YOUTUBE_API_BASE: base,
      LOG_LEVEL: 'silent',
    });
    const other = (await signedInAs(broken, ROLES.admin)).agent;
    const res = await other.post(
      '/api/courses',
      form([{ link: 'https://youtu.be/Ohq6J0mK0Yw', position: 1 }]),
    );
    expect(res.statusCode).toBe(201);
    expect(res.body.data.courseContent[0].video).toMatchObject({ title: 'Lesson 1', duration: 0 });
    // A lesson's length unknown: the admin's figure, not a sum that would say less.
    expect(res.body.data.duration).toBe(60);
  });

  it('reads ISO 8601 durations', () => {
    expect(parseIsoDuration('PT1H2M3S')).toBe(3723);
    expect(parseIsoDuration('P1DT1S')).toBe(86401);
    expect(parseIsoDuration('bogus')).toBe(0);
  });
});
