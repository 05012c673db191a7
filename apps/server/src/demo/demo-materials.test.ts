import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { demoMaterials } from './demo-materials.ts';

const t = await createTestApp();

describe('demo study materials', () => {
  it("seeds the spec's 4 notes and 8 textbooks, with solutions and papers that open", async () => {
    await demoMaterials.run(t.database.db, t.app.storage);
    const notes = (await t.agent().get('/api/notes')).body.data.items;
    expect(notes.map((n: { subject: string }) => n.subject).sort()).toEqual([
      'Chemistry',
      'English',
      'Mathematics',
      'Physics',
    ]);
    const free = notes.find((n: { isFree: boolean }) => n.isFree);
    const pdf = await t.agent().get(`/api/notes/${free.id}/file`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.text.startsWith('%PDF-')).toBe(true);

    const books = (await t.agent().get('/api/resources?kind=textbook')).body.data;
    expect(books).toHaveLength(8);
    // Product §2.5: textbooks link to NCERT's official PDFs.
    for (const book of books as { link: string }[])
      expect(book.link).toMatch(/^https:\/\/ncert\.nic\.in\/textbook\/pdf\/[a-z]{4}\dps\.pdf$/);
    const papers = (await t.agent().get('/api/resources?kind=paper')).body.data;
    expect(papers.length).toBeGreaterThanOrEqual(3);
    const paper = await t.agent().get(`/api/resources/${papers[0].id}/file?download=true`);
    expect(paper.statusCode).toBe(200);
    const solutions = (await t.agent().get('/api/resources?kind=solution')).body.data;
    expect(solutions.length).toBeGreaterThanOrEqual(3);
  });
});
