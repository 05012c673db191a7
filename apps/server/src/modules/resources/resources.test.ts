import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_MESSAGES } from '@academy/contract/resources';
import { ROLES } from '@academy/contract/roles';
import { simplePdf } from '../../demo/pdf.ts';
import { createTestApp, type Agent, type TestApp } from '../../../test/app.ts';
import { multipart, type TestFile } from '../../../test/multipart.ts';
import { signedInAs } from '../../../test/users.ts';

const PDF = simplePdf(['Physics Part 1']);

let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAs(t, ROLES.admin)).agent;
});

const textbook = (overrides: Record<string, string | undefined> = {}) => ({
  kind: 'textbook',
  title: 'Physics Part I',
  description: 'NCERT Physics for class 12.',
  class: '12',
  stream: 'Science',
  subject: 'Physics',
  chapters: '8',
  source: 'NCERT (official)',
  uploadMethod: 'link',
  link: 'https://ncert.nic.in/textbook/pdf/leph1dd.zip',
  ...overrides,
});

async function save(
  fields: Record<string, string | undefined>,
  files: TestFile[] = [],
  agent = admin,
  method: 'POST' | 'PUT' = 'POST',
  url = '/api/resources',
) {
  const { payload, headers } = await multipart(fields, files);
  return agent.request(method, url, payload, headers);
}

describe('study resources', () => {
  it('stores a textbook as a link and a solution as a file; both open', async () => {
    const book = await save(textbook());
    expect(book.statusCode).toBe(201);
    expect(book.body.message).toBe(RESOURCE_MESSAGES.saved);
    const opened = await t.agent().get(`/api/resources/${book.body.data.id}/file`);
    expect(opened.statusCode).toBe(302);

    const solution = await save(
      textbook({
        kind: 'solution',
        title: 'Electric Charges and Fields: solutions',
        chapter: '1. Electric Charges and Fields',
        uploadMethod: 'file',
        link: undefined,
      }),
      [{ name: 'ch1.pdf', content: PDF }],
    );
    expect(solution.statusCode).toBe(201);
    const file = await t.agent().get(`/api/resources/${solution.body.data.id}/file?download=true`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename=ch1.pdf');
  });

  it.each([
    [{ title: '' }, 'title', RESOURCE_MESSAGES.titleRequired],
    [{ class: 'Class 13' }, 'class', RESOURCE_MESSAGES.classRequired],
    [{ subject: '' }, 'subject', RESOURCE_MESSAGES.subjectRequired],
    [{ class: '9' }, 'stream', RESOURCE_MESSAGES.streamNotAllowed],
    [{ kind: 'solution' }, 'chapter', RESOURCE_MESSAGES.chapterRequired],
    [{ kind: 'paper' }, 'exam', RESOURCE_MESSAGES.examRequired],
    [{ kind: 'paper', exam: 'CA Foundation', year: '1800' }, 'year', RESOURCE_MESSAGES.yearInvalid],
    [{ link: 'javascript:alert(1)' }, 'link', RESOURCE_MESSAGES.urlInvalid],
    [{ link: undefined }, 'link', RESOURCE_MESSAGES.linkRequired],
    [{ uploadMethod: 'file', link: undefined }, 'file', RESOURCE_MESSAGES.fileRequired],
    [{ chapters: '0' }, 'chapters', RESOURCE_MESSAGES.chaptersMin],
  ])('refuses %j with its message', async (overrides, field, message) => {
    const res = await save(textbook(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
  });

  it('filters by kind, class, stream, subject, exam and year', async () => {
    await save(textbook({ class: '10', stream: undefined, subject: 'Science', title: 'Science' }));
    await save(
      textbook({
        kind: 'paper',
        title: 'CA Foundation Accounts May 2024',
        class: 'Other',
        stream: undefined,
        subject: 'Accounting',
        exam: 'CA Foundation',
        year: '2024',
      }),
    );
    const titles = async (query: string) =>
      (await t.agent().get(`/api/resources?${query}`)).body.data.map(
        (r: { title: string }) => r.title,
      );
    expect(await titles('kind=textbook&class=12&stream=Science&subject=Physics')).toEqual([
      'Physics Part I',
    ]);
    expect(await titles('kind=textbook&class=10')).toEqual(['Science']);
    expect(await titles('kind=paper&exam=CA Foundation&year=2024')).toEqual([
      'CA Foundation Accounts May 2024',
    ]);
    expect(await titles('kind=paper&year=2023')).toEqual([]);
    expect(await titles('kind=solution&chapter=charges')).toEqual([
      'Electric Charges and Fields: solutions',
    ]);
    expect(await titles('kind=solution&chapter=100%25')).toEqual([]);
    expect((await t.agent().get('/api/resources?kind=video')).statusCode).toBe(400);
  });

  it('edits and deletes for administrators only', async () => {
    const created = await save(textbook({ title: 'To edit' }));
    const id = created.body.data.id;
    const student = (await signedInAs(t, ROLES.student)).agent;
    expect((await save(textbook(), [], student)).statusCode).toBe(403);
    expect((await save(textbook(), [], t.agent())).statusCode).toBe(401);
    expect((await student.delete(`/api/resources/${id}`)).statusCode).toBe(403);

    const edited = await save(
      textbook({ title: 'Edited' }),
      [],
      admin,
      'PUT',
      `/api/resources/${id}`,
    );
    expect(edited.body.data.title).toBe('Edited');
    expect((await admin.delete(`/api/resources/${id}`)).body.message).toBe(
      RESOURCE_MESSAGES.deleted,
    );
    expect((await t.agent().get(`/api/resources/${id}`)).statusCode).toBe(404);
  });
});
