import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES } from '@academy/contract/roles';
import { auditLog, libraryVideos } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { signedInAs } from '../../../test/users.ts';

const t = await createTestApp();
const admin = await signedInAs(t, ROLES.admin);
const valid = {
  section: 'help',
  title: 'How to enrol in a course',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  description: 'From the catalogue to the first lesson.',
};

describe('video library', () => {
  it('an admin adds videos; each section lists its own, in the order added', async () => {
    const first = await admin.agent.post('/api/videos', valid);
    expect(first.statusCode).toBe(201);
    expect(first.body.message).toBe('Video added!');
    expect(first.body.data).toMatchObject({ section: 'help', youtubeId: 'dQw4w9WgXcQ' });
    const second = await admin.agent.post('/api/videos', {
      ...valid,
      title: 'Resetting your password',
      url: 'https://youtu.be/9bZkp7q-19I?t=3',
    });
    await admin.agent.post('/api/videos', {
      ...valid,
      section: 'emergency',
      url: 'https://www.youtube.com/shorts/abcdefghijk',
    });
    const help = await t.agent().get('/api/videos?section=help');
    expect(help.statusCode).toBe(200);
    expect(help.body.data.map((v: { _id: string }) => v._id)).toEqual([
      first.body.data._id,
      second.body.data._id,
    ]);
    const emergency = await t.agent().get('/api/videos?section=emergency');
    expect(emergency.body.data).toHaveLength(1);
    expect(emergency.body.data[0].youtubeId).toBe('abcdefghijk');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'video.create'), eq(auditLog.entityId, first.body.data._id)));
    expect(audit?.actorId).toBe(admin.userId);
  });

  it.each([
    ['section', { section: 'news' }, 'Choose a section'],
    ['title', { title: ' ' }, 'Title is required'],
    ['url', { url: 'https://vimeo.com/123' }, 'Must be a YouTube video link'],
    [
      'url',
      { url: 'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ' },
      'Must be a YouTube video link',
    ],
    [
      'url',
      { url: 'https://www.youtube.com/playlist?list=PLabcdefghij' },
      'Must be a YouTube video link',
    ],
  ])('refuses a bad %s (%j) with "%s"', async (field, override, message) => {
    const before = await t.database.db.select().from(libraryVideos);
    const res = await admin.agent.post('/api/videos', { ...valid, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
    expect(await t.database.db.select().from(libraryVideos)).toEqual(before);
  });

  it('refuses an unknown section in the list query', async () => {
    expect((await t.agent().get('/api/videos?section=news')).statusCode).toBe(400);
  });

  it('an admin edits and deletes a video', async () => {
    const { _id } = (await admin.agent.post('/api/videos', valid)).body.data;
    const res = await admin.agent.put(`/api/videos/${_id}`, {
      ...valid,
      section: 'community',
      url: 'https://www.youtube.com/embed/9bZkp7q-19I',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Video updated!');
    expect(res.body.data).toMatchObject({ section: 'community', youtubeId: '9bZkp7q-19I' });
    const del = await admin.agent.delete(`/api/videos/${_id}`);
    expect(del.statusCode).toBe(200);
    expect(del.body.message).toBe('Video deleted');
    const all = await t.agent().get('/api/videos');
    expect(all.body.data.map((v: { _id: string }) => v._id)).not.toContain(_id);
    expect((await admin.agent.delete(`/api/videos/${_id}`)).statusCode).toBe(404);
  });

  it('is written by administrators only', async () => {
    const { _id } = (await admin.agent.post('/api/videos', valid)).body.data;
    expect((await t.agent().post('/api/videos', valid)).statusCode).toBe(401);
    expect((await t.agent().delete(`/api/videos/${_id}`)).statusCode).toBe(401);
    const { agent: student } = await signedInAs(t);
    expect((await student.post('/api/videos', valid)).statusCode).toBe(403);
    expect((await student.put(`/api/videos/${_id}`, valid)).statusCode).toBe(403);
    expect((await student.delete(`/api/videos/${_id}`)).statusCode).toBe(403);
  });
});
