import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_TIME_ZONE } from '@academy/contract/academy-calendar';
import { NOTE_MESSAGES } from '@academy/contract/notes';
import { ROLES } from '@academy/contract/roles';
import { notes, users } from '../../db/schema/index.ts';
import { simplePdf } from '../../demo/pdf.ts';
import { createTestApp, type Agent } from '../../../test/app.ts';
import { multipart, type TestFile } from '../../../test/multipart.ts';
import { buyWithDevProvider } from '../../../test/payments.ts';
import { pdfPageTexts } from '../../../test/pdf-text.ts';
import { signedInAs } from '../../../test/users.ts';

const t = await createTestApp();
const admin = (await signedInAs(t, ROLES.admin)).agent;
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A three-page revision pack. */
async function threePages() {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2, 3])
    pdf.addPage([595, 842]).drawText(`Accountancy revision, page ${n}`, { x: 50, y: 780, font });
  return Buffer.from(await pdf.save());
}

const noteFields = (overrides: Record<string, string> = {}) => ({
  title: 'Accountancy revision pack',
  des: 'Journal entries, ledgers and the trial balance.',
  uploadMethod: 'file',
  isFree: 'false',
  pricePaise: '14900',
  category: ['Commerce'],
  ...overrides,
});

async function upload(
  fields: Record<string, string | string[]>,
  files: TestFile[],
  method: 'POST' | 'PUT' = 'POST',
  url = '/api/notes',
) {
  const { payload, headers } = await multipart(fields, files);
  return admin.request(method, url, payload, headers);
}

/** A student with a name of their own, who has bought `noteId`. */
async function buyer(name: string, noteId: string) {
  const student = await signedInAs(t, ROLES.student);
  await t.database.db.update(users).set({ name }).where(eq(users.id, student.userId));
  await buyWithDevProvider(student.agent, { noteId });
  return student;
}

const masked = (phone: string) => `+91 ${phone.slice(3, 5)}•••••${phone.slice(-3)}`;
const open = (agent: Agent, id: string, query = '') =>
  agent.get(`/api/notes/${id}/file${query}`, { 'user-agent': 'Mozilla/5.0 (Linux; Android 13)' });

let original: Buffer;
let noteId: string;
let meera: Awaited<ReturnType<typeof buyer>>;

beforeAll(async () => {
  original = await threePages();
  const res = await upload(noteFields(), [{ name: 'accounts.pdf', content: original }]);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  noteId = res.body.data.id;
  meera = await buyer('Meera Iyer', noteId);
});

describe("a paid note's file", () => {
  it('reaches its buyer stamped with their name, masked phone and the date on every page', async () => {
    const res = await open(meera.agent, noteId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe('inline; filename=accounts.pdf');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(sha(res.rawPayload)).not.toBe(sha(original));

    const pages = await pdfPageTexts(res.rawPayload);
    expect(pages).toHaveLength(3);
    const today = new Date().toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: ACADEMY_TIME_ZONE,
    });
    pages.forEach((text, i) => {
      expect(text).toContain(`Accountancy revision, page ${i + 1}`);
      expect(text).toContain(`Licensed to Meera Iyer · ${masked(meera.phone)} · ${today}`);
      expect(text).not.toContain(meera.phone.slice(3));
    });

    const download = await open(meera.agent, noteId, '?download=true');
    expect(download.headers['content-disposition']).toBe('attachment; filename=accounts.pdf');
    expect(sha(download.rawPayload)).not.toBe(sha(original));
  });

  it('never reaches a student as the stored original, but does reach an administrator', async () => {
    const other = await buyer('Kabir Khan', noteId);
    const copies = [await open(meera.agent, noteId), await open(other.agent, noteId)];
    for (const copy of copies) expect(sha(copy.rawPayload)).not.toBe(sha(original));
    expect((await pdfPageTexts(copies[1]!.rawPayload))[0]).toContain('Kabir Khan');

    const asAdmin = await open(admin, noteId);
    expect(asAdmin.statusCode).toBe(200);
    expect(sha(asAdmin.rawPayload)).toBe(sha(original));
  });

  it('is still refused to a guest and to a student who has not bought it', async () => {
    expect((await open(t.agent(), noteId)).statusCode).toBe(401);
    const stranger = await signedInAs(t, ROLES.student);
    const res = await open(stranger.agent, noteId);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(NOTE_MESSAGES.buyFirst);
  });

  it('stays as it is when the note is free', async () => {
    const pdf = simplePdf(['Free chapter']);
    const res = await upload(noteFields({ isFree: 'true', pricePaise: '' }), [
      { name: 'free.pdf', content: pdf },
    ]);
    const student = await signedInAs(t, ROLES.student);
    const file = await open(student.agent, res.body.data.id);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });
});

describe('what a paid note may be', () => {
  const encrypted = Buffer.from(
    simplePdf(['Locked'])
      .toString('latin1')
      .replace(
        '/Root 1 0 R >>',
        '/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >> >>',
      ),
    'latin1',
  );

  it.each([
    ['a text file', { name: 'notes.txt', content: 'Plain notes' }, NOTE_MESSAGES.paidNeedsPdf],
    [
      'a password-protected PDF',
      { name: 'locked.pdf', content: encrypted },
      NOTE_MESSAGES.pdfNotStampable,
    ],
  ])('is not %s, and nothing is kept', async (_, file, message) => {
    const before = (await t.database.db.select().from(notes)).length;
    const res = await upload(noteFields(), [file]);
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.file).toBe(message);
    expect((await t.database.db.select().from(notes)).length).toBe(before);
  });

  it('cannot become paid while its stored file is not a PDF', async () => {
    const free = await upload(noteFields({ isFree: 'true', pricePaise: '' }), [
      { name: 'notes.txt', content: 'Plain notes' },
    ]);
    const id = free.body.data.id;
    const res = await upload(noteFields(), [], 'PUT', `/api/notes/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.file).toBe(NOTE_MESSAGES.paidNeedsPdf);

    // One made paid before the rule is refused to its buyer rather than sent unstamped.
    await t.database.db
      .update(notes)
      .set({ isFree: false, pricePaise: 4900 })
      .where(eq(notes.id, id));
    const student = await buyer('Ravi Das', id);
    const opened = await open(student.agent, id);
    expect(opened.statusCode).toBe(409);
    expect(opened.body.message).toBe(NOTE_MESSAGES.notReady);
  });
});

describe('the download log', () => {
  it('records who opened which paid note, when, from where and with what', async () => {
    const res = await admin.get(`/api/admin/downloads?q=meera&noteId=${noteId}`);
    expect(res.statusCode).toBe(200);
    const items = res.body.data.items;
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items[0]).toMatchObject({
      student: { id: meera.userId, name: 'Meera Iyer', phone: meera.phone },
      note: { id: noteId, title: 'Accountancy revision pack', fileName: 'accounts.pdf' },
      action: 'view',
      ip: meera.agent.remoteAddress,
      userAgent: 'Mozilla/5.0 (Linux; Android 13)',
    });
    expect(items.map((i: { action: string }) => i.action)).toContain('download');
    expect(Date.now() - Date.parse(items[0].at)).toBeLessThan(60_000);
  });

  it("finds a student by phone, pages, and leaves out free notes and admins' opens", async () => {
    const byPhone = await admin.get(`/api/admin/downloads?q=${meera.phone.slice(-6)}`);
    expect(
      byPhone.body.data.items.every(
        (i: { student: { id: string } }) => i.student.id === meera.userId,
      ),
    ).toBe(true);
    const all = await admin.get(`/api/admin/downloads?noteId=${noteId}&pageSize=2&page=2`);
    expect(all.body.data).toMatchObject({ page: 2, pageSize: 2 });
    expect(all.body.data.items).toHaveLength(2);
    const names = new Set(
      (await admin.get('/api/admin/downloads?pageSize=100')).body.data.items.map(
        (i: { student: { name: string } }) => i.student.name,
      ),
    );
    expect(names).toEqual(new Set(['Meera Iyer', 'Kabir Khan']));
  });

  it('lists the paid notes to filter by', async () => {
    const res = await admin.get('/api/admin/downloads/notes');
    expect(res.body.data).toContainEqual({ id: noteId, title: 'Accountancy revision pack' });
  });

  it('is for administrators only', async () => {
    expect((await meera.agent.get('/api/admin/downloads')).statusCode).toBe(403);
    expect((await meera.agent.get('/api/admin/downloads/notes')).statusCode).toBe(403);
    expect((await t.agent().get('/api/admin/downloads')).statusCode).toBe(401);
  });
});
