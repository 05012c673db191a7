import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  announcements,
  batches,
  coupons,
  courses,
  enquiries,
  feedback,
  libraryVideos,
  mockTests,
  notes,
  orders,
  paperTests,
  studyResources,
  terms,
  usefulLinks,
  users,
} from '../../db/schema/index.ts';

/** What an audit entry is about, by name: a student's name, a course's title, a coupon's code. */
export interface AuditSubject {
  subject: string | null;
  /** What was bought, for a payment (the subject is then the student). */
  item: string | null;
}

interface Named {
  id: string;
  name: string;
  item?: string | null;
}

type Lookup = (db: Db, ids: string[]) => Promise<Named[]>;

const byName =
  (table: PgTable, id: AnyPgColumn, name: AnyPgColumn): Lookup =>
  (db, ids) =>
    db
      .select({ id: sql<string>`${id}`, name: sql<string>`${name}` })
      .from(table)
      .where(inArray(id, ids));

const resources = byName(studyResources, studyResources.id, studyResources.title);

/** One query per kind of entity on the page, by the ids the entries name. */
const LOOKUPS: Record<string, Lookup> = {
  student: byName(users, users.id, users.name),
  user: byName(users, users.id, users.name),
  course: byName(courses, courses.id, courses.title),
  'mock-test': byName(mockTests, mockTests.id, mockTests.title),
  'paper-test': byName(paperTests, paperTests.id, paperTests.name),
  term: byName(terms, terms.id, terms.name),
  'report-card-remark': byName(users, users.id, users.name),
  note: byName(notes, notes.id, notes.title),
  textbook: resources,
  solution: resources,
  paper: resources,
  coupon: byName(coupons, coupons.id, coupons.code),
  batch: byName(batches, batches.id, batches.name),
  announcement: byName(announcements, announcements.id, announcements.title),
  'useful-link': byName(usefulLinks, usefulLinks.id, usefulLinks.title),
  'library-video': byName(libraryVideos, libraryVideos.id, libraryVideos.title),
  feedback: byName(feedback, feedback.id, feedback.name),
  enquiry: byName(enquiries, enquiries.id, enquiries.name),
  order: (db, ids) =>
    db
      .select({
        id: orders.id,
        name: users.name,
        item: sql<string | null>`coalesce(${courses.title}, ${notes.title})`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(courses, eq(courses.id, orders.courseId))
      .leftJoin(notes, eq(notes.id, orders.noteId))
      .where(inArray(orders.id, ids)),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A deleted row's name, from the copy the entry kept of it. */
function snapshotName(snapshot: unknown): string | null {
  if (!snapshot || typeof snapshot !== 'object') return null;
  const { title, name, code } = snapshot as Record<string, unknown>;
  const found = [title, name, code].find((value) => typeof value === 'string' && value);
  return (found as string | undefined) ?? null;
}

interface EntryRef {
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

/**
 * Each entry's subject, by its current name (a renamed course reads as it is called now), or,
 * when the row is gone (a deleted course), by the name the entry recorded.
 */
export async function auditSubjects(db: Db, entries: EntryRef[]): Promise<AuditSubject[]> {
  const idsByEntity = new Map<string, Set<string>>();
  for (const { entity, entityId } of entries) {
    if (!entityId || !UUID.test(entityId) || !LOOKUPS[entity]) continue;
    idsByEntity.set(entity, (idsByEntity.get(entity) ?? new Set()).add(entityId));
  }
  const found = new Map<string, Named>();
  await Promise.all(
    [...idsByEntity].map(async ([entity, ids]) => {
      for (const row of await LOOKUPS[entity]!(db, [...ids])) found.set(`${entity}:${row.id}`, row);
    }),
  );
  return entries.map((entry) => {
    const row = found.get(`${entry.entity}:${entry.entityId}`);
    return {
      subject: row?.name ?? snapshotName(entry.after) ?? snapshotName(entry.before),
      item: row?.item ?? null,
    };
  });
}
