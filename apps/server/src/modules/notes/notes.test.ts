import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES, MAX_UPLOAD_BYTES } from '@academy/contract/files';
import { NOTE_MESSAGES } from '@academy/contract/notes';
import { ROLES } from '@academy/contract/roles';
import { simplePdf } from '../../demo/pdf.ts';
import { notes } from '../../db/schema/index.ts';
import { createTestApp, type Agent, type TestApp } from '../../../test/app.ts';
import { multipart, type TestFile } from '../../../test/multipart.ts';
import { buyWithDevProvider } from '../../../test/payments.ts';
import { signedInAs } from '../../../test/users.ts';
import { minimalDocx, zip } from '../../../test/zip.ts';

const PDF = simplePdf(['Chemical Reactions', 'Class 10 Science']);

/** A PDF padded to exactly `size` bytes. */
const pdfOfSize = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length)]);

const validNote = (overrides: Record<string, string | string[] | undefined> = {}) => ({
  title: 'Chemical Reactions and Equations',
  des: 'Balanced equations, types of reactions and practice questions.',
  uploadMethod: 'file',
  isFree: 'true',
  subject: 'Science',
  classes: '10',
  category: ['Science'],
  tags: ['chemistry', 'board'],
  ...overrides,
});

let t: TestApp;
let admin: Agent;
let student: Agent;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAs(t, ROLES.admin)).agent;
  student = (await signedInAs(t, ROLES.student)).agent;
});

async function upload(
  agent: Agent,
  fields: Record<string, string | string[] | undefined>,
  files: TestFile[] = [{ name: 'reactions.pdf', content: PDF }],
  method: 'POST' | 'PUT' = 'POST',
  url = '/api/notes',
) {
  const { payload, headers } = await multipart(fields, files);
  return agent.request(method, url, payload, headers);
}

const storedFileNames = async () => readdir(path.join(t.dataDir, 'files'));
const noteCount = async () => (await t.database.db.select({ n: count() }).from(notes))[0]!.n;

describe('uploading notes', () => {
  it('stores a PDF note that anyone can view and download, counting views', async () => {
    const res = await upload(admin, validNote());
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe(NOTE_MESSAGES.uploaded);
    const note = res.body.data;
    expect(note.file).toEqual({ name: 'reactions.pdf', type: 'application/pdf', size: PDF.length });
    expect(note.category).toEqual(['Science']);

    const guest = t.agent();
    const download = await guest.get(`/api/notes/${note.id}/file?download=true`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename=reactions.pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const view = await guest.get(`/api/notes/${note.id}/file`);
    expect(view.headers['content-disposition']).toMatch(/^inline/);

    const after = await guest.get(`/api/notes/${note.id}`);
    expect(after.body.data.views).toBe(2);
  });

  it('stores a link note and redirects to it', async () => {
    const res = await upload(
      admin,
      validNote({ uploadMethod: 'link', link: 'https://example.com/notes.pdf' }),
      [],
    );
    expect(res.statusCode).toBe(201);
    expect(res.body.data.file).toBeNull();
    const open = await t.agent().get(`/api/notes/${res.body.data.id}/file`);
    expect(open.statusCode).toBe(302);
    expect(open.headers.location).toBe('https://example.com/notes.pdf');
  });

  it.each([
    [{ title: '' }, 'title', NOTE_MESSAGES.titleRequired],
    [{ des: ' ' }, 'des', NOTE_MESSAGES.descriptionRequired],
    [{ category: undefined }, 'category', NOTE_MESSAGES.categoryRequired],
    [{ category: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'category', NOTE_MESSAGES.categoriesMax],
    // Blank is "not given"; given, they must say something (product §4.3).
    [{ subject: '   ' }, 'subject', NOTE_MESSAGES.subjectRequired],
    [{ classes: ' ' }, 'classes', NOTE_MESSAGES.classRequired],
    [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', NOTE_MESSAGES.tagsMax],
    [{ pricePaise: '10000' }, 'pricePaise', NOTE_MESSAGES.priceWhenFree],
    [{ isFree: 'false' }, 'pricePaise', NOTE_MESSAGES.priceWhenPaid],
    [{ isFree: 'false', pricePaise: '0' }, 'pricePaise', NOTE_MESSAGES.priceWhenPaid],
    [{ isFree: 'false', pricePaise: '-500' }, 'pricePaise', NOTE_MESSAGES.pricePositive],
    // Paise are whole: a price in rupees (149.5) or text is the form's mistake, named as such.
    [{ isFree: 'false', pricePaise: '149.5' }, 'pricePaise', NOTE_MESSAGES.priceRupees],
    [{ isFree: 'false', pricePaise: 'free' }, 'pricePaise', NOTE_MESSAGES.priceRupees],
    [{ thumbnail: 'not a url' }, 'thumbnail', NOTE_MESSAGES.urlInvalid],
    [{ uploadMethod: 'link', link: 'javascript:alert(1)' }, 'link', NOTE_MESSAGES.urlInvalid],
    [{ uploadMethod: 'link' }, 'link', NOTE_MESSAGES.linkRequired],
  ])('refuses %j with its message and keeps nothing', async (overrides, field, message) => {
    const before = await noteCount();
    const res = await upload(admin, validNote(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
    expect(await noteCount()).toBe(before);
    expect(await storedFileNames()).toHaveLength(before - 1); // only the first test's file
  });

  it('asks for a file when the method is file', async () => {
    const res = await upload(admin, validNote(), []);
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.file).toBe(NOTE_MESSAGES.fileRequired);
  });

  it.each([
    [
      'a type that is not accepted',
      [{ name: 'setup.exe', content: 'MZ...' }],
      400,
      FILE_MESSAGES.typeInvalid,
    ],
    [
      'a program renamed to .pdf',
      [{ name: 'notes.pdf', content: Buffer.from([0x4d, 0x5a, 0, 0]) }],
      400,
      FILE_MESSAGES.contentMismatch,
    ],
    [
      'a zip without the Word parts renamed to .docx',
      [{ name: 'notes.docx', content: zip([{ name: 'notes.txt', content: 'Not a document' }]) }],
      400,
      FILE_MESSAGES.contentMismatch,
    ],
    [
      'a binary renamed to .txt',
      [{ name: 'notes.txt', content: Buffer.from([0x00, 0x01, 0x02]) }],
      400,
      FILE_MESSAGES.contentMismatch,
    ],
    [
      'two files',
      [
        { name: 'a.pdf', content: PDF },
        { name: 'b.pdf', content: PDF },
      ],
      400,
      FILE_MESSAGES.tooMany,
    ],
    [
      'a file one byte over 10 MiB',
      [{ name: 'big.pdf', content: pdfOfSize(MAX_UPLOAD_BYTES + 1) }],
      413,
      FILE_MESSAGES.tooLarge,
    ],
  ])('refuses %s and leaves no row and no file', async (_, files, status, message) => {
    const before = { notes: await noteCount(), files: (await storedFileNames()).length };
    const res = await upload(admin, validNote(), files);
    expect(res.statusCode).toBe(status);
    expect(res.body.errors?.file).toBe(message);
    expect(await noteCount()).toBe(before.notes);
    expect(await storedFileNames()).toHaveLength(before.files);
  });

  it('accepts a file of exactly 10 MiB', async () => {
    const res = await upload(admin, validNote(), [
      { name: 'full.pdf', content: pdfOfSize(MAX_UPLOAD_BYTES) },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.body.data.file.size).toBe(MAX_UPLOAD_BYTES);
  });

  it('accepts DOCX, DOC and TXT by their content', async () => {
    for (const file of [
      { name: 'word.docx', content: minimalDocx('word') },
      { name: 'libreoffice.docx', content: minimalDocx('libreoffice') },
      { name: 'a.DOC', content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]) },
      { name: 'a.txt', content: 'Newton’s laws, in short.\n' },
    ]) {
      const res = await upload(admin, validNote(), [file]);
      expect(res.statusCode, file.name).toBe(201);
    }
  });

  it('is for administrators only', async () => {
    expect((await upload(student, validNote())).statusCode).toBe(403);
    expect((await upload(t.agent(), validNote())).statusCode).toBe(401);
  });
});

describe('paid notes', () => {
  let noteId: string;
  beforeAll(async () => {
    const res = await upload(
      admin,
      validNote({ isFree: 'false', pricePaise: '14900', title: 'Accountancy revision pack' }),
    );
    noteId = res.body.data.id;
  });

  it('open only after purchase, through the order book', async () => {
    const guest = await t.agent().get(`/api/notes/${noteId}/file`);
    expect(guest.statusCode).toBe(401);
    expect(guest.body.message).toBe(NOTE_MESSAGES.signInToBuy);

    const buyer = await signedInAs(t, ROLES.student);
    const locked = await buyer.agent.get(`/api/notes/${noteId}/file`);
    expect(locked.statusCode).toBe(403);
    expect(locked.body.message).toBe(NOTE_MESSAGES.buyFirst);
    expect((await buyer.agent.get(`/api/notes/${noteId}`)).body.data).toMatchObject({
      canAccess: false,
      pricePaise: 149_00,
    });

    await buyWithDevProvider(buyer.agent, { noteId });
    expect((await buyer.agent.get(`/api/notes/${noteId}`)).body.data.canAccess).toBe(true);
    const again = await buyer.agent.post('/api/payments/orders', { noteId });
    expect(again.statusCode).toBe(409);

    expect((await buyer.agent.get(`/api/notes/${noteId}/file`)).statusCode).toBe(200);
    expect((await student.get(`/api/notes/${noteId}/file`)).statusCode).toBe(403);
  });

  it('cannot be deleted once sold', async () => {
    const res = await admin.delete(`/api/notes/${noteId}`);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(NOTE_MESSAGES.hasBuyers);
  });
});

describe('editing and deleting', () => {
  it('replaces the file, switches to a link, and deletes with its file', async () => {
    const created = await upload(admin, validNote({ title: 'Editable' }));
    const id = created.body.data.id;
    const filesBefore = (await storedFileNames()).length;

    const replaced = await upload(
      admin,
      validNote({ title: 'Edited' }),
      [{ name: 'second.txt', content: 'Second version' }],
      'PUT',
      `/api/notes/${id}`,
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.body.message).toBe(NOTE_MESSAGES.updated);
    expect(replaced.body.data).toMatchObject({ title: 'Edited', file: { name: 'second.txt' } });
    expect(await storedFileNames()).toHaveLength(filesBefore);

    const keptFile = await upload(
      admin,
      validNote({ title: 'Kept' }),
      [],
      'PUT',
      `/api/notes/${id}`,
    );
    expect(keptFile.body.data.file.name).toBe('second.txt');

    const toLink = await upload(
      admin,
      validNote({ uploadMethod: 'link', link: 'https://example.com/n' }),
      [],
      'PUT',
      `/api/notes/${id}`,
    );
    expect(toLink.body.data.file).toBeNull();
    expect(await storedFileNames()).toHaveLength(filesBefore - 1);

    expect((await student.delete(`/api/notes/${id}`)).statusCode).toBe(403);
    const deleted = await admin.delete(`/api/notes/${id}`);
    expect(deleted.body.message).toBe(NOTE_MESSAGES.deleted);
    expect((await t.agent().get(`/api/notes/${id}`)).statusCode).toBe(404);
  });
});

describe('the collection', () => {
  it('filters by class, subject and free or paid', async () => {
    await upload(admin, validNote({ classes: '12', subject: 'Physics', title: 'Optics' }));
    const byClass = await t.agent().get('/api/notes?class=12&subject=Physics');
    expect(byClass.body.data.items.map((n: { title: string }) => n.title)).toEqual(['Optics']);
    const paid = await t.agent().get('/api/notes?access=paid');
    expect(paid.body.data.items.every((n: { isFree: boolean }) => !n.isFree)).toBe(true);
    expect(paid.body.data.total).toBeGreaterThan(0);
  });
});
