import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, rowsOf } from '../../../test/database.ts';
import { courses } from '../../db/schema/index.ts';
import { classesNamedIn, courseClassesOf, splitClassQuery } from './classes.ts';

describe('a search that names a class', () => {
  it.each([
    ['Class 10', [10], ''],
    ['class-10 science', [10], 'science'],
    ['CLASS 10th maths', [10], 'maths'],
    ['10th physics', [10], 'physics'],
    ['physics class 12', [12], 'physics'],
    ['class 9 class 10', [9, 10], ''],
    ['1st chapter', [1], 'chapter'],
  ])('%j is the classes %j and the text %j', (q, classes, text) => {
    expect(splitClassQuery(q)).toEqual({ classes, text });
  });

  it.each([
    ['10 chapters', '10 chapters'],
    ['class 13', 'class 13'],
    ['15th century', '15th century'],
    ['x10th', 'x10th'],
    ['classical 10', 'classical 10'],
    ['', ''],
  ])('leaves %j as text', (q, text) => {
    expect(splitClassQuery(q)).toEqual({ classes: [], text });
  });
});

describe('the classes a course is for', () => {
  it('are the classes its title or tags name', () => {
    const course = { title: 'Class 10 Science Board Prep', tags: [], programs: ['class-9-10'] };
    expect(courseClassesOf(course)).toEqual([10]);
    expect(courseClassesOf({ title: 'Maths', tags: ['12th', 'class 11'], programs: [] })).toEqual([
      11, 12,
    ]);
  });

  it("are every class of its programs when it names none, and none for a professional course's", () => {
    expect(courseClassesOf({ title: 'Board maths', tags: [], programs: ['class-9-10'] })).toEqual([
      9, 10,
    ]);
    expect(
      courseClassesOf({ title: 'Grammar', tags: [], programs: ['class-1-5', 'class-6-8'] }),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(
      courseClassesOf({
        title: 'CA Foundation in 10 weeks',
        tags: [],
        programs: ['ca-foundation'],
      }),
    ).toEqual([]);
  });

  it('ignore numbers that are not classes', () => {
    expect(classesNamedIn('Physics in 10 chapters, 2024 edition')).toEqual([]);
  });
});

const database = await createTestDatabase();
afterAll(() => database.close());

describe('migration 0014', () => {
  it('gives existing courses the classes the service would', async () => {
    const samples = [
      { title: 'Class 10 Science Board Prep', tags: ['cbse'], programs: ['class-9-10'] },
      { title: 'Class 12 Physics', tags: ['10 chapters'], programs: ['class-11-12'] },
      { title: 'Board maths', tags: ['algebra'], programs: ['class-9-10'] },
      { title: 'Grammar for young learners', tags: [], programs: ['class-1-5', 'class-6-8'] },
      { title: 'Revision', tags: ['12th', 'class-11'], programs: ['class-11-12'] },
      { title: 'CA Foundation in 10 weeks', tags: ['15th edition'], programs: ['ca-foundation'] },
    ];
    for (const s of samples)
      await database.db.insert(courses).values({
        ...s,
        description: 'A course the migration fills in.',
        shortDescription: 'Migration test.',
        level: 'beginner',
        language: 'English',
        durationMinutes: 60,
        thumbnail: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
      });
    const migration = await readFile(
      new URL('../../../drizzle/0014_course_classes.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    await database.db.execute(sql.raw(backfill));

    const rows = await rowsOf<{ title: string; classes: number[] }>(
      database.db,
      sql`select title, classes from courses`,
    );
    for (const s of samples)
      expect(rows.find((r) => r.title === s.title)?.classes.map(Number), s.title).toEqual(
        courseClassesOf(s),
      );
  });
});
