import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES } from '@academy/contract/roles';
import { auditLog, usefulLinks } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { signedInAs } from '../../../test/users.ts';

const t = await createTestApp();
const admin = await signedInAs(t, ROLES.admin);
const valid = {
  title: 'NCERT e-books',
  link: 'https://ncert.nic.in/textbook.php',
  des: 'Official NCERT textbooks for classes 1 to 12.',
  category: 'NCERT, Books , ncert',
};

const auditOf = (action: string, id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, id)));

describe('useful links', () => {
  it('an admin adds a link (categories split on commas) and everyone sees it', async () => {
    const res = await admin.agent.post('/api/links', valid);
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Link added!');
    expect(res.body.data).toMatchObject({ ...valid, category: ['NCERT', 'Books'] });
    const list = await t.agent().get('/api/links');
    expect(list.statusCode).toBe(200);
    expect(list.body.data).toContainEqual(res.body.data);
    expect(await auditOf('link.create', res.body.data._id)).toHaveLength(1);
  });

  it('takes the categories as a list too', async () => {
    const res = await admin.agent.post('/api/links', { ...valid, category: ['CBSE', ' ', 'cbse'] });
    expect(res.body.data.category).toEqual(['CBSE']);
  });

  it('searches the title and the description, case-insensitively and literally', async () => {
    await admin.agent.post('/api/links', {
      title: 'CBSE sample papers',
      link: 'http://cbseacademic.nic.in/sqp.html',
      des: 'Board sample question papers with marking schemes (100% official).',
      category: 'Exams',
    });
    const byTitle = await t.agent().get('/api/links?q=sample%20PAPERS');
    expect(byTitle.body.data.map((l: { title: string }) => l.title)).toEqual([
      'CBSE sample papers',
    ]);
    const byDes = await t.agent().get('/api/links?q=marking');
    expect(byDes.body.data).toHaveLength(1);
    const percent = await t.agent().get(`/api/links?q=${encodeURIComponent('100%')}`);
    expect(percent.body.data).toHaveLength(1);
    expect((await t.agent().get('/api/links?q=%25%25x')).body.data).toEqual([]);
  });

  it.each([
    ['title', { title: '  ' }, 'Title is required'],
    ['des', { des: '' }, 'Description is required'],
    ['category', { category: ' , ,' }, 'Category is required'],
    ['category', { category: [] }, 'Category is required'],
    ['category', { category: 'a,b,c,d,e,f' }, 'At most 5 categories'],
    ['link', { link: 'not a url' }, 'Link must be a web address starting with http:// or https://'],
    ['link', { link: '' }, 'Link must be a web address starting with http:// or https://'],
    [
      'link',
      { link: 'javascript:alert(document.cookie)' },
      'Link must be a web address starting with http:// or https://',
    ],
    [
      'link',
      { link: 'data:text/html,<script>alert(1)</script>' },
      'Link must be a web address starting with http:// or https://',
    ],
    [
      'link',
      { link: 'ftp://files.example.in/a' },
      'Link must be a web address starting with http:// or https://',
    ],
  ])('refuses a bad %s (%j) with "%s" and stores nothing', async (field, override, message) => {
    const before = await t.database.db.select().from(usefulLinks);
    const res = await admin.agent.post('/api/links', { ...valid, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
    expect(await t.database.db.select().from(usefulLinks)).toEqual(before);
  });

  it('an admin edits a link, with the same rules, and it is audited', async () => {
    const { _id } = (await admin.agent.post('/api/links', valid)).body.data;
    const bad = await admin.agent.put(`/api/links/${_id}`, { ...valid, link: 'javascript:void 0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors?.link).toBe(
      'Link must be a web address starting with http:// or https://',
    );
    const res = await admin.agent.put(`/api/links/${_id}`, { ...valid, title: 'NCERT books' });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Link updated!');
    expect(res.body.data.title).toBe('NCERT books');
    const [audit] = await auditOf('link.update', _id);
    expect(audit).toMatchObject({
      actorId: admin.userId,
      before: expect.objectContaining({ title: 'NCERT e-books' }),
      after: expect.objectContaining({ title: 'NCERT books' }),
    });
  });

  it('an admin deletes a link; it is gone and audited', async () => {
    const { _id } = (await admin.agent.post('/api/links', valid)).body.data;
    const res = await admin.agent.delete(`/api/links/${_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Link deleted');
    const list = await t.agent().get('/api/links');
    expect(list.body.data.map((l: { _id: string }) => l._id)).not.toContain(_id);
    expect(await auditOf('link.delete', _id)).toHaveLength(1);
    expect((await admin.agent.delete(`/api/links/${_id}`)).statusCode).toBe(404);
    expect((await admin.agent.put(`/api/links/${_id}`, valid)).statusCode).toBe(404);
  });

  it('is written by administrators only', async () => {
    const { _id } = (await admin.agent.post('/api/links', valid)).body.data;
    const visitor = t.agent();
    expect((await visitor.post('/api/links', valid)).statusCode).toBe(401);
    expect((await visitor.put(`/api/links/${_id}`, valid)).statusCode).toBe(401);
    expect((await visitor.delete(`/api/links/${_id}`)).statusCode).toBe(401);
    const { agent: student } = await signedInAs(t);
    expect((await student.post('/api/links', valid)).statusCode).toBe(403);
    expect((await student.put(`/api/links/${_id}`, valid)).statusCode).toBe(403);
    expect((await student.delete(`/api/links/${_id}`)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(usefulLinks).where(eq(usefulLinks.id, _id));
    expect(row?.title).toBe(valid.title);
  });
});
