import { and, asc, countDistinct, desc, eq, inArray, lte } from 'drizzle-orm';
import { academyToday } from '@academy/contract/academy-calendar';
import { BATCH_MESSAGES } from '@academy/contract/batch-messages';
import type { Locale } from '@academy/contract/locales';
import { REPORT_CARD_MESSAGES as M, type StudentCards } from '@academy/contract/report-cards';
import { ROLES } from '@academy/contract/roles';
import { STUDENT_MESSAGES } from '@academy/contract/student-messages';
import type { Db } from '../../db/client.ts';
import { batches, batchMembers, terms, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { canFollowStudent } from '../../lib/parent-links.ts';
import { zipOf } from '../../lib/zip.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { academyName, readSiteConfig } from '../site-config/service.ts';
import { assertRunsBatch } from '../timetable/scope.ts';
import { reportCardData } from './card-data.ts';
import { renderReportCard, type CardHeader } from './card-pdf.ts';
import { fetchLogo } from './logo.ts';
import { seatedDuring, termRoster, wasSeatedDuring } from './roster.ts';
import { findTerm } from './terms.ts';

/** A name as a file may carry it: no path, reserved or control characters. */
const fileName = (name: string) =>
  [...name]
    .map((c) => (c.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(c) ? '-' : c))
    .join('')
    .trim();

async function headerOf(db: Db, locale: Locale): Promise<CardHeader> {
  const [name, config] = await Promise.all([academyName(db), readSiteConfig(db)]);
  return { academyName: name, logo: await fetchLogo(config.general?.siteLogo ?? ''), locale };
}

async function batchOf(db: Db, batchId: string) {
  const [batch] = await db
    .select({ id: batches.id, name: batches.name })
    .from(batches)
    .where(eq(batches.id, batchId));
  if (!batch) throw notFound(BATCH_MESSAGES.notFound);
  return batch;
}

/**
 * Whether the viewer may read a student's cards of a batch: the batch's teacher (or another
 * teacher is refused, 403), or whoever follows the student (the student, their parent, an
 * admin). Anyone else's child is not found, as a student who does not exist: nothing to learn.
 */
async function assertMayRead(db: Db, { user }: Viewer, studentId: string, batchId: string) {
  if (user.role === ROLES.teacher) return assertRunsBatch(db, user, batchId);
  if (!(await canFollowStudent(db, user, studentId))) throw notFound(STUDENT_MESSAGES.notFound);
}

/** One student's card for a batch and term, as a PDF in the reader's language. */
export async function studentCard(
  db: Db,
  viewer: Viewer,
  studentId: string,
  query: { termId: string; batchId: string; lang: Locale },
) {
  await assertMayRead(db, viewer, studentId, query.batchId);
  const [term, batch, [student]] = await Promise.all([
    findTerm(db, query.termId),
    batchOf(db, query.batchId),
    db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, studentId)),
  ]);
  if (!student) throw notFound(STUDENT_MESSAGES.notFound);
  if (!(await wasSeatedDuring(db, batch.id, student.id, term))) {
    throw notFound(M.studentNotInBatch);
  }
  const bytes = await renderReportCard(
    await reportCardData(db, { student, batch, term }),
    await headerOf(db, query.lang),
  );
  return { bytes, filename: fileName(`${student.name} - ${term.name}.pdf`) };
}

/** Every card of a batch's term, one PDF a student named by the student, zipped. */
export async function batchCards(
  db: Db,
  viewer: Viewer,
  batchId: string,
  query: { termId: string; lang: Locale },
) {
  await assertRunsBatch(db, viewer.user, batchId);
  const [term, batch] = await Promise.all([findTerm(db, query.termId), batchOf(db, batchId)]);
  const [students, header] = await Promise.all([
    termRoster(db, batchId, term),
    headerOf(db, query.lang),
  ]);
  const taken = new Map<string, number>();
  const files: { name: string; content: Uint8Array }[] = [];
  // One at a time: a batch of 200 cards would otherwise hold 200 documents in memory at once.
  for (const student of students) {
    const base = fileName(student.name);
    const seen = (taken.get(base) ?? 0) + 1;
    taken.set(base, seen);
    files.push({
      name: `${seen === 1 ? base : `${base} (${seen})`}.pdf`,
      content: await renderReportCard(await reportCardData(db, { student, batch, term }), header),
    });
  }
  await recordAudit(db, {
    actorId: viewer.user.id,
    action: 'report-card.batch-download',
    entity: 'batch',
    entityId: batchId,
    after: { termId: term.id, cards: files.length },
  });
  return {
    bytes: await zipOf(files),
    filename: fileName(`${batch.name} - ${term.name}.zip`),
  };
}

/** The terms begun (latest first) in which a student held a seat, each with the batches of their cards. */
export async function studentCards(
  db: Db,
  viewer: Viewer,
  studentId: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  if (!(await canFollowStudent(db, viewer.user, studentId))) {
    throw notFound(STUDENT_MESSAGES.notFound);
  }
  // A term yet to begin has nothing to print.
  const seats = and(
    eq(batchMembers.studentId, studentId),
    seatedDuring(terms),
    lte(terms.startsOn, academyToday()),
  )!;
  const [termRows, [total]] = await Promise.all([
    db
      .selectDistinct({
        id: terms.id,
        name: terms.name,
        startsOn: terms.startsOn,
        endsOn: terms.endsOn,
      })
      .from(terms)
      .innerJoin(batchMembers, seats)
      .orderBy(desc(terms.startsOn))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: countDistinct(terms.id) })
      .from(terms)
      .innerJoin(batchMembers, seats),
  ]);
  const batchRows = termRows.length
    ? await db
        .selectDistinct({ termId: terms.id, id: batches.id, name: batches.name })
        .from(terms)
        .innerJoin(batchMembers, seats)
        .innerJoin(batches, eq(batches.id, batchMembers.batchId))
        .where(
          inArray(
            terms.id,
            termRows.map((t) => t.id),
          ),
        )
        .orderBy(asc(batches.name))
    : [];
  const items = termRows.map((term): StudentCards => ({
    term,
    batches: batchRows.filter((b) => b.termId === term.id).map(({ id, name }) => ({ id, name })),
  }));
  return { items, page, pageSize, total: total!.n };
}
