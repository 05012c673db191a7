import { and, eq, sql, type SQL } from 'drizzle-orm';
import { STREAMS, type Stream } from '@academy/contract/classes';
import { programOfClass } from '@academy/contract/programs';
import type { StudentMockTest } from '@academy/contract/mock-tests';
import type { Db } from '../../db/client.ts';
import { batches, batchMembers, courses, type UserRow } from '../../db/schema/index.ts';
import { classesNamedIn } from '../courses/classes.ts';

/**
 * Whom the home's suggestions are for: the student's class (a school class as its number), its
 * stream, and the programs of their own program and of the batches they sit in (decisions/091).
 */
export interface StudentFit {
  schoolClass: number | null;
  stream: Stream | null;
  programs: string[];
}

export async function fitOf(db: Db, user: UserRow): Promise<StudentFit> {
  const rows = await db
    .selectDistinct({ program: batches.program })
    .from(batchMembers)
    .innerJoin(batches, eq(batches.id, batchMembers.batchId))
    .where(and(eq(batchMembers.studentId, user.id), eq(batchMembers.status, 'member')));
  const own = programOfClass(user.class);
  const n = Number(user.class);
  return {
    schoolClass: user.class && Number.isInteger(n) ? n : null,
    stream: STREAMS.find((s) => s === user.stream) ?? null,
    programs: [...new Set([...(own ? [own] : []), ...rows.map((r) => r.program)])],
  };
}

const lowerStreams = STREAMS.map((s) => s.toLowerCase());

/**
 * A course for the student: one of their class (by the classes it is for) or of a program of
 * theirs (a professional class, a batch's), and, for a student with a stream, not filed under only
 * other streams (its categories: "science", "commerce", "arts").
 */
export function courseFits({ schoolClass, stream, programs: all }: StudentFit): SQL {
  const ofClass = schoolClass === null ? sql`false` : sql`${schoolClass} = any(${courses.classes})`;
  // A school class is matched by the classes a course is for, not its program: Class 1–5 has
  // courses for class 5 alone that a class 3 student has no use for.
  const own = programOfClass(schoolClass === null ? null : String(schoolClass));
  const programs = all.filter((p) => p !== own);
  const ofProgram = programs.length
    ? sql`${courses.programs} && array[${sql.join(
        programs.map((p) => sql`${p}`),
        sql`, `,
      )}]::text[]`
    : sql`false`;
  const categories = sql`array(select lower(c) from unnest(${courses.category}) as c)`;
  const ofStream = stream
    ? sql`(not ${categories} && array[${sql.join(
        lowerStreams.map((s) => sql`${s}`),
        sql`, `,
      )}]::text[] or ${stream.toLowerCase()} = any(${categories}))`
    : sql`true`;
  return sql`((${ofClass}) or (${ofProgram})) and ${ofStream}`;
}

/** Subjects taught in one stream alone; the others (Mathematics, English, Economics) in several. */
const STREAM_SUBJECTS: Record<Stream, string[]> = {
  Science: ['physics', 'chemistry', 'biology', 'biotechnology'],
  Commerce: ['accountancy', 'accounting', 'business studies'],
  Arts: ['history', 'political science', 'geography', 'sociology', 'psychology'],
};

/**
 * A test for the student: of a program of theirs and, when its title names school classes, of
 * their class; for a student with a stream, not in a subject of another stream alone. A test of
 * a course they are enrolled in is theirs whatever it names.
 */
export function testFits(
  { schoolClass, stream, programs }: StudentFit,
  test: Pick<StudentMockTest, 'title' | 'program' | 'subject' | 'courseId'>,
): boolean {
  if (test.courseId) return true;
  if (!programs.includes(test.program)) return false;
  const named = classesNamedIn(test.title);
  if (schoolClass !== null && named.length && !named.includes(schoolClass)) return false;
  const subject = test.subject.trim().toLowerCase();
  return !(
    stream &&
    STREAMS.some((s) => s !== stream && STREAM_SUBJECTS[s].includes(subject)) &&
    !STREAM_SUBJECTS[stream].includes(subject)
  );
}
