import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../db/client.ts';
import { notes, storedFiles, studyResources } from '../db/schema/index.ts';
import type { FileStorage } from '../modules/files/storage.ts';
import { DEMO_NOTES, DEMO_PAPERS, DEMO_SOLUTIONS, DEMO_TEXTBOOKS } from './content/materials.ts';
import type { DemoSeed } from './demo.ts';
import { simplePdf } from './pdf.ts';

/** Writes a generated PDF to storage and records it, as an upload would. */
async function storePdf(db: Db, storage: FileStorage, name: string, lines: string[]) {
  const bytes = simplePdf(lines);
  const key = `${randomUUID()}.pdf`;
  await storage.write(key, Readable.from(bytes), 'application/pdf');
  const [row] = await db
    .insert(storedFiles)
    .values({
      storageKey: key,
      originalName: name,
      contentType: 'application/pdf',
      size: bytes.length,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}

export const demoMaterials: DemoSeed = {
  name: 'notes, NCERT textbooks, solutions and past papers',
  async run(db, storage) {
    for (const note of DEMO_NOTES) {
      const fileId = await storePdf(db, storage, `${note.title}.pdf`, [
        note.title,
        `Class ${note.classes} ${note.subject}`,
        note.description,
      ]);
      await db.insert(notes).values({
        title: note.title,
        description: note.description,
        fileId,
        categories: [...note.categories],
        subject: note.subject,
        classes: note.classes,
        isFree: note.pricePaise === null,
        pricePaise: note.pricePaise,
        tags: [...note.tags],
      });
    }

    await db.insert(studyResources).values(
      DEMO_TEXTBOOKS.map(([title, cls, stream, subject, chapters, code]) => ({
        kind: 'textbook' as const,
        title,
        description: `The NCERT ${subject} textbook for class ${cls}, chapter by chapter.`,
        class: cls,
        stream,
        subject,
        chapters,
        source: 'NCERT (official)',
        // NCERT publishes a book as one PDF per chapter and its prelims (`ps`: cover, foreword,
        // contents); the whole book only as a zip. The prelims stand for the book.
        link: `https://ncert.nic.in/textbook/pdf/${code}ps.pdf`,
      })),
    );

    for (const [title, cls, stream, subject, chapter] of DEMO_SOLUTIONS) {
      const fileId = await storePdf(db, storage, `${title}.pdf`, [
        title,
        `Class ${cls} ${subject}`,
        chapter,
      ]);
      await db.insert(studyResources).values({
        kind: 'solution',
        title,
        description: 'Step-by-step answers to every in-text and exercise question.',
        class: cls,
        stream,
        subject,
        chapter,
        source: 'Academy faculty',
        fileId,
      });
    }

    for (const [title, exam, cls, subject, year] of DEMO_PAPERS) {
      const fileId = await storePdf(db, storage, `${title}.pdf`, [
        title,
        exam,
        `${subject} ${year}`,
      ]);
      await db.insert(studyResources).values({
        kind: 'paper',
        title,
        description: `The ${year} question paper with the marking scheme.`,
        class: cls,
        stream: cls === '12' ? 'Commerce' : null,
        subject,
        exam,
        year,
        source: 'Academy archive',
        fileId,
      });
    }
  },
};
