import { and, asc, eq } from 'drizzle-orm';
import { addDays, academyToday, classStart } from '@academy/contract/academy-calendar';
import {
  ADMISSION_MESSAGES as M,
  type DemoClass,
  type DemoVisitor,
} from '@academy/contract/admissions';
import { TIMETABLE_MESSAGES } from '@academy/contract/timetable';
import type { Db, DbOrTx } from '../../db/client.ts';
import { leadDemos, leads } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import type { Channels } from '../notifications/channels.ts';
import { enqueueTexts } from '../notifications/texts.ts';
import { academyName } from '../site-config/service.ts';
import {
  findOccurrence,
  keyOf,
  occurrencesBetween,
  storeOccurrence,
  type Occurrence,
} from '../timetable/occurrences.ts';
import { assertRunsBatch } from '../timetable/scope.ts';
import { ENTITY, lockLead, setStage } from './service.ts';

/** How far ahead a demo may be booked: the next two weeks of the timetable. */
const DEMO_DAYS = 14;

const BOOKABLE = new Set(['new', 'contacted', 'demo-booked']);

const upcoming = (o: Occurrence, now: number) =>
  !o.cancelled && classStart(o.date, o.startTime) > now;

/** A batch's classes a lead may try: not started, not cancelled, within two weeks. */
export async function demoClasses(db: DbOrTx, batchId: string, now = Date.now()) {
  const today = academyToday(now);
  const found = await occurrencesBetween(db, [batchId], today, addDays(today, DEMO_DAYS));
  return found
    .filter((o) => upcoming(o, now))
    .map((o): DemoClass => ({
      key: keyOf(o),
      date: o.date,
      startTime: o.startTime,
      subject: o.subject,
    }));
}

/**
 * Books a lead into an upcoming class (issue 52): the class is stored so the booking follows it
 * if it moves, the lead is demo booked, and a text tells them the date, time and place or link.
 */
export async function bookDemo(
  db: Db,
  channels: Channels,
  viewer: Viewer,
  id: string,
  classKey: string,
  now = Date.now(),
) {
  const academy = await academyName(db);
  await db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (!BOOKABLE.has(lead.stage)) throw conflict(M.notBookable);
    const occurrence = await findOccurrence(tx, classKey);
    if (!upcoming(occurrence, now)) throw conflict(M.classNotUpcoming);
    const session = await storeOccurrence(tx, occurrence);
    await tx.insert(leadDemos).values({ leadId: id, sessionId: session.id }).onConflictDoNothing();
    if (lead.stage !== 'demo-booked') await setStage(tx, viewer, id, 'demo-booked');
    const where = occurrence.onlineLink ?? occurrence.room ?? academy;
    if (lead.phone) {
      await enqueueTexts(tx, channels, { type: 'lead-demo', id }, [
        {
          phone: lead.phone,
          kind: 'notice',
          text:
            `${academy}: your demo class (${occurrence.subject}) is on ${occurrence.date} ` +
            `at ${occurrence.startTime}, ${where}.`,
          params: [academy, occurrence.subject, occurrence.date, occurrence.startTime, where],
        },
      ]);
    }
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: 'lead.demo',
      entity: ENTITY,
      entityId: id,
      after: { sessionId: session.id, batchId: occurrence.batch.id },
    });
  });
}

/** The demo visitors of a class, for its teacher's register: apart from the batch's students. */
export async function demoVisitors(db: Db, viewer: Viewer, key: string): Promise<DemoVisitor[]> {
  const occurrence = await findOccurrence(db, key);
  await assertRunsBatch(db, viewer.user, occurrence.batch.id);
  if (!occurrence.session) return [];
  return db
    .select({ id: leadDemos.id, name: leads.name, attended: leadDemos.attended })
    .from(leadDemos)
    .innerJoin(leads, eq(leads.id, leadDemos.leadId))
    .where(eq(leadDemos.sessionId, occurrence.session.id))
    .orderBy(asc(leads.name), asc(leadDemos.id));
}

/**
 * The teacher marks a visitor: present moves a booked lead to demo attended (a lead gone further
 * stays where it is). Not before the class starts, as with the batch's own register.
 */
export async function markVisitor(
  db: Db,
  viewer: Viewer,
  key: string,
  demoId: string,
  attended: boolean,
  now = Date.now(),
) {
  await db.transaction(async (tx) => {
    const occurrence = await findOccurrence(tx, key);
    await assertRunsBatch(tx, viewer.user, occurrence.batch.id);
    if (now < classStart(occurrence.date, occurrence.startTime)) {
      throw new AppError('CONFLICT', TIMETABLE_MESSAGES.attendanceTooEarly);
    }
    const [demo] = occurrence.session
      ? await tx
          .select()
          .from(leadDemos)
          .where(and(eq(leadDemos.id, demoId), eq(leadDemos.sessionId, occurrence.session.id)))
      : [];
    if (!demo) throw notFound(M.visitorNotFound);
    const lead = await lockLead(tx, demo.leadId);
    await tx
      .update(leadDemos)
      .set({ attended, markedBy: viewer.user.id })
      .where(eq(leadDemos.id, demoId));
    if (attended && lead.stage === 'demo-booked') {
      await setStage(tx, viewer, lead.id, 'demo-attended');
    }
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: 'lead.demo-attendance',
      entity: ENTITY,
      entityId: lead.id,
      after: { demoId, attended },
    });
  });
  return demoVisitors(db, viewer, key);
}
