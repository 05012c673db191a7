/**
 * A throwaway PostgreSQL database at the scale of performance.md: 10,000 courses, 100,000 students,
 * 50,000 enrolments and 500,000 lesson-progress rows, written by INSERT ... SELECT
 * generate_series in the database itself, so it takes seconds rather than hours.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectPostgres } from '../../apps/server/src/db/client.ts';
import { hashPassword } from '../../apps/server/src/modules/accounts/passwords.ts';
import { ROLES } from '@academy/contract/roles';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const SCALE = { courses: 10_000, students: 100_000, enrolments: 50_000, progress: 500_000 };
/** Every student shares this password (and one argon2 hash of it): hashing is not the test. */
export const STUDENT_PASSWORD = 'bench-student-passphrase';
export const LESSONS_PER_COURSE = 12;
const ENROLMENTS_PER_STUDENT = 5;
const PROGRESS_PER_ENROLMENT = SCALE.progress / SCALE.enrolments;

/** The n-th (1-based) seeded student's phone: +9198 and eight digits, clear of the admin's. */
export const studentPhone = (n: number) => `98${String(n).padStart(8, '0')}`;
const studentPhoneSql = (n: string) => `'98' || lpad((${n})::text, 8, '0')`;
/**
 * Deterministic ids, so the load generator can name rows without reading them back: an md5 with
 * the version and variant digits of a v4 uuid, which the API's validation asks for.
 */
const uuidSql = (text: string) =>
  `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
export const courseIdSql = (n: string) => uuidSql(`'bench-course-' || ${n}`);
export const studentIdSql = (n: string) => uuidSql(`'bench-student-' || ${n}`);

const SUBJECTS = [
  'Accountancy',
  'Physics',
  'Chemistry',
  'Mathematics',
  'Biology',
  'Economics',
  'Business Studies',
  'English Grammar',
  'History',
  'Geography',
  'Computer Science',
  'Statistics',
  'Cost Accounting',
  'Business Law',
  'Taxation',
  'Auditing',
];
const KINDS = ['Foundations of', 'Mastering', 'Crash Course in', 'Revision of', 'Practice in'];
const PROGRAMS = [
  'class-6-8',
  'class-9-10',
  'class-11-12',
  'ca-foundation',
  'ca-intermediate',
  'cma-foundation',
];
const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Ishaan',
  'Kabir',
  'Rohan',
  'Arjun',
  'Saanvi',
  'Ananya',
  'Diya',
  'Priya',
  'Kavya',
  'Meera',
  'Riya',
  'Neha',
  'Pooja',
  'Rahul',
  'Vikram',
  'Sneha',
  'Tanvi',
];
const LAST = [
  'Sharma',
  'Verma',
  'Gupta',
  'Iyer',
  'Nair',
  'Reddy',
  'Patel',
  'Singh',
  'Kumar',
  'Das',
  'Mehta',
  'Joshi',
  'Bose',
  'Menon',
  'Rao',
  'Chopra',
  'Kapoor',
  'Pillai',
  'Mishra',
  'Agarwal',
  'Banerjee',
  'Chatterjee',
  'Desai',
  'Shetty',
  'Kulkarni',
];

const arr = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;
/** The i-th element of a SQL array, cycling. */
const pick = (values: string[], i: string) => `(${arr(values)})[(${i}) % ${values.length} + 1]`;

const coursesSql = `
insert into courses (id, title, description, short_description, tags, category, programs,
  content, lesson_count, is_free, price_paise, level, language, duration_minutes, thumbnail,
  status, enrolled_count, views_count, likes_count, rating_avg, rating_count, search_text,
  created_at, updated_at)
select ${courseIdSql('i')}, c.title, c.description, c.short, c.tags, array[lower(c.subject)],
  array[${pick(PROGRAMS, 'i')}, ${pick(PROGRAMS, 'i + 3')}],
  (select jsonb_agg(jsonb_build_object('type', 'video', 'position', n, 'video', jsonb_build_object(
      'id', 'l' || n, 'videoId', 'dQw4w9WgXc' || chr(65 + n), 'title', c.subject || ' lesson ' || n,
      'description', 'Worked examples and practice questions.', 'duration', 600 + n * 30,
      'freePreview', n = 1, 'thumbnails', null)) order by n)
   from generate_series(1, ${LESSONS_PER_COURSE}) n),
  ${LESSONS_PER_COURSE}, i % 3 = 0, case when i % 3 = 0 then 0 else (i * 131 % 50 + 4) * 10000 end,
  ${pick(['beginner', 'intermediate', 'advanced'], 'i')}, ${pick(['English', 'Hindi'], 'i / 7')},
  120 + i % 600, 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  case when i % 20 = 0 then 'draft' when i % 20 = 1 then 'archived' else 'published' end,
  i * 7919 % 5000, i * 104729 % 100000, i * 31 % 2000,
  case when i % 5 = 0 then null else 1 + (i * 37 % 400) / 100.0 end,
  case when i % 5 = 0 then 0 else 1 + i % 300 end,
  c.title || ' ' || array_to_string(c.tags, ' ') || ' ' || c.description,
  now() - make_interval(mins => i * 97 % 1000000), now() - make_interval(mins => i % 1000)
from generate_series(1, ${SCALE.courses}) i,
lateral (select s.subject,
  ${pick(KINDS, 'i / 16')} || ' ' || s.subject || ' ' || i as title,
  'A complete course on ' || s.subject || ': concepts explained from the beginning, worked '
    || 'examples, chapter tests and revision notes, with doubt sessions every week. Batch ' || i
    || '.' as description,
  'Learn ' || s.subject || ' step by step.' as short,
  array[lower(s.subject), ${pick(['exam', 'ncert', 'revision', 'board', 'practice'], 'i')}] as tags
  from (select ${pick(SUBJECTS, 'i')} as subject) s) c`;

const studentsSql = `
insert into users (id, name, phone, password_hash, role, school, class, stream, gender, status,
  created_at, updated_at)
select ${studentIdSql('i')},
  ${pick(FIRST, 'i')} || ' ' || ${pick(LAST, 'i / 20')},
  '+91' || ${studentPhoneSql('i')}, $1, ${ROLES.student},
  'School no. ' || (i % 400), ${pick(['9', '10', '11', '12', 'ca-foundation'], 'i')},
  ${pick(['Science', 'Commerce', 'Arts'], 'i')}, ${pick(['Male', 'Female'], 'i')},
  case when i % 50 = 0 then 'suspended' else 'active' end,
  now() - make_interval(mins => i * 13 % 1000000), now()
from generate_series(1, ${SCALE.students}) i`;

/** Students 1..10,000 each take five different courses. */
const enrolmentsSql = `
insert into enrollments (user_id, course_id, last_lesson_id, created_at, updated_at)
select ${studentIdSql('s')}, ${courseIdSql('(s * 7 + j * 1009) % ' + SCALE.courses + ' + 1')},
  'l' || (1 + (s + j) % ${LESSONS_PER_COURSE}), now() - make_interval(mins => s + j * 100),
  now() - make_interval(mins => s)
from generate_series(1, ${SCALE.enrolments / ENROLMENTS_PER_STUDENT}) s,
  generate_series(0, ${ENROLMENTS_PER_STUDENT - 1}) j`;

const progressSql = `
insert into lesson_progress (user_id, course_id, lesson_id, completed_at)
select e.user_id, e.course_id, 'l' || n, e.created_at + make_interval(hours => n)
from enrollments e, generate_series(1, ${PROGRESS_PER_ENROLMENT}) n`;

async function onAdmin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  console.log(`  ${label.padEnd(34)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

export async function seed(databaseUrl: string) {
  const database = connectPostgres(databaseUrl, 1);
  await timed('migrations', () => database.migrate());
  await database.close();
  const passwordHash = await hashPassword(STUDENT_PASSWORD);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await timed(`${SCALE.courses} courses`, () => client.query(coursesSql));
    await timed(`${SCALE.students} students`, () => client.query(studentsSql, [passwordHash]));
    await timed(`${SCALE.enrolments} enrolments`, () => client.query(enrolmentsSql));
    await timed(`${SCALE.progress} lesson-progress rows`, () => client.query(progressSql));
    await timed('vacuum analyze', () => client.query('vacuum analyze'));
    // The bulk load leaves its pages dirty: flushed now, as a running database's long since are,
    // rather than by the timed checkpoint while the API is being measured.
    await timed('checkpoint', () => client.query('checkpoint'));
  } finally {
    await client.end();
  }
}

/** Creates `academy_bench_<random>`, seeds it, runs `use`, and always drops it. */
export async function withSeededDatabase(use: (databaseUrl: string) => Promise<void>) {
  const name = `academy_bench_${randomBytes(6).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  await onAdmin(`create database ${name}`);
  try {
    const started = Date.now();
    console.log(`\nSeeding ${name}:`);
    await seed(url.toString());
    console.log(`  ${'total'.padEnd(34)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await use(url.toString());
  } finally {
    await onAdmin(`drop database if exists ${name} with (force)`);
    console.log(`\nDropped ${name}.`);
  }
}
