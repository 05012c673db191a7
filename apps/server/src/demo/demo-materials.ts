import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../db/client.ts';
import { notes, storedFiles, studyResources } from '../db/schema/index.ts';
import type { FileStorage } from '../modules/files/storage.ts';
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

/** The spec's four sample notes (Mathematics, Physics, Chemistry, English; classes 9 to 12). */
const NOTES = [
  {
    title: 'Calculus Quick Revision',
    description: 'Limits, derivatives and integrals in twelve pages, with solved board questions.',
    subject: 'Mathematics',
    classes: '12',
    categories: ['Mathematics', 'Board exams'],
    tags: ['calculus', 'revision'],
    pricePaise: null,
  },
  {
    title: 'Laws of Motion Made Simple',
    description: "Newton's laws, friction and circular motion explained with everyday examples.",
    subject: 'Physics',
    classes: '11',
    categories: ['Physics'],
    tags: ['mechanics'],
    pricePaise: null,
  },
  {
    title: 'Chemical Reactions and Equations',
    description: 'Types of reactions, balancing equations and 50 practice questions with answers.',
    subject: 'Chemistry',
    classes: '10',
    categories: ['Science', 'Board exams'],
    tags: ['chemistry', 'practice'],
    pricePaise: 9900,
  },
  {
    title: 'English Grammar Essentials',
    description: 'Tenses, voice, narration and letter writing formats for class 9.',
    subject: 'English',
    classes: '9',
    categories: ['English'],
    tags: ['grammar', 'writing'],
    pricePaise: null,
  },
] as const;

/**
 * The spec's eight sample textbooks, by NCERT's book code. decisions.md: NCERT books link to
 * NCERT's official PDFs, which the cards name as the source.
 */
const TEXTBOOKS = [
  ['Mathematics Part I', '12', 'Science', 'Mathematics', 6, 'lemh1'],
  ['Physics Part I', '12', 'Science', 'Physics', 8, 'leph1'],
  ['Chemistry Part I', '12', 'Science', 'Chemistry', 5, 'lech1'],
  ['Business Studies Part I', '12', 'Commerce', 'Business Studies', 8, 'lebs1'],
  ['Contemporary World Politics', '12', 'Arts', 'Political Science', 7, 'leps1'],
  ['Science', '10', null, 'Science', 13, 'jesc1'],
  ['Beehive', '9', null, 'English', 9, 'iebe1'],
  ['Accountancy Part I', '11', 'Commerce', 'Accountancy', 7, 'keac1'],
] as const;

export const demoMaterials: DemoSeed = {
  name: 'notes, NCERT textbooks, solutions and past papers',
  async run(db, storage) {
    for (const note of NOTES) {
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
      TEXTBOOKS.map(([title, cls, stream, subject, chapters, code]) => ({
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

    const solutions = [
      [
        'Chemical Reactions and Equations: NCERT solutions',
        '10',
        null,
        'Science',
        '1. Chemical Reactions and Equations',
      ],
      [
        'Relations and Functions: NCERT solutions',
        '12',
        'Science',
        'Mathematics',
        '1. Relations and Functions',
      ],
      [
        'Accounting for Partnership Firms: NCERT solutions',
        '12',
        'Commerce',
        'Accountancy',
        '1. Accounting for Partnership Firms',
      ],
    ] as const;
    for (const [title, cls, stream, subject, chapter] of solutions) {
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

    const papers = [
      ['CBSE Class 10 Science 2024', 'CBSE Board', '10', 'Science', 2024],
      ['CBSE Class 12 Accountancy 2023', 'CBSE Board', '12', 'Accountancy', 2023],
      [
        'CA Foundation Principles of Accounting, June 2024',
        'CA Foundation',
        'Other',
        'Accounting',
        2024,
      ],
      [
        'CMA Foundation Business Economics, December 2023',
        'CMA Foundation',
        'Other',
        'Economics',
        2023,
      ],
    ] as const;
    for (const [title, exam, cls, subject, year] of papers) {
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
