import { and, asc, count, desc, eq, gte, ilike, lt, lte, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { academyMonth, academyToday } from '@academy/contract/academy-calendar';
import {
  ADMISSION_MESSAGES as M,
  type Lead,
  type LeadBatch,
  type LeadDetail,
  type LeadStage,
  type leadListQuerySchema,
} from '@academy/contract/admissions';
import type { ProgramSlug } from '@academy/contract/programs';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { batches, leadEvents, leads, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { nameOrPhoneMatch } from '../../lib/sql.ts';

const owners = alias(users, 'owner');
const students = alias(users, 'student');
const actors = alias(users, 'actor');

/** Stages a lead is still being worked in: its follow-ups count. */
const CLOSED: LeadStage[] = ['admitted', 'lost'];

const isOpen = notInArray(leads.stage, CLOSED);

function selectLeads(db: DbOrTx) {
  return db
    .select({
      lead: leads,
      ownerName: owners.name,
      studentName: students.name,
    })
    .from(leads)
    .leftJoin(owners, eq(owners.id, leads.ownerId))
    .leftJoin(students, eq(students.id, leads.studentId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectLeads>['execute']>>[number];

function present({ lead, ownerName, studentName }: Selected, today: string): Lead {
  return {
    id: lead.id,
    name: lead.name,
    phone: lead.phone,
    program: lead.program as ProgramSlug | null,
    source: lead.source,
    utmSource: lead.utmSource,
    campaign: lead.campaign,
    stage: lead.stage,
    lostReason: lead.lostReason,
    owner: lead.ownerId && ownerName ? { id: lead.ownerId, name: ownerName } : null,
    nextFollowUp: lead.nextFollowUp,
    overdue:
      !CLOSED.includes(lead.stage) && lead.nextFollowUp !== null && lead.nextFollowUp < today,
    student: lead.studentId && studentName ? { id: lead.studentId, name: studentName } : null,
    createdAt: lead.createdAt.toISOString(),
  };
}

/**
 * The work list: follow-ups due today or overdue first (oldest due first), then the rest by their
 * next follow-up, then the newest; filtered as the admin asks, a page at a time.
 */
export async function listLeads(db: DbOrTx, query: z.output<typeof leadListQuerySchema>) {
  const today = academyToday();
  const month = query.month ? academyMonth(query.month) : null;
  const where = and(
    nameOrPhoneMatch(query.q, (pattern) => ilike(leads.name, pattern), leads.phone),
    query.stage ? eq(leads.stage, query.stage) : undefined,
    query.ownerId ? eq(leads.ownerId, query.ownerId) : undefined,
    query.source ? eq(leads.source, query.source) : undefined,
    query.program ? eq(leads.program, query.program) : undefined,
    month ? and(gte(leads.createdAt, month[0]), lt(leads.createdAt, month[1])) : undefined,
  );
  const due = sql`(${isOpen} and ${leads.nextFollowUp} <= ${today})`;
  const [rows, [total]] = await Promise.all([
    selectLeads(db)
      .where(where)
      .orderBy(
        desc(due),
        sql`${leads.nextFollowUp} asc nulls last`,
        desc(leads.createdAt),
        desc(leads.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  return {
    items: rows.map((row) => present(row, today)),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
  };
}

/** How many open leads' follow-ups are due today or overdue. */
export async function followUpsDue(db: DbOrTx) {
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(isOpen, lte(leads.nextFollowUp, academyToday())));
  return row?.n ?? 0;
}

/** Every batch a lead may be booked into or admitted to, by name. */
export async function leadBatches(db: DbOrTx): Promise<LeadBatch[]> {
  return db.select({ id: batches.id, name: batches.name }).from(batches).orderBy(asc(batches.name));
}

/** One lead as the list shows it, or 404. */
export async function leadById(db: DbOrTx, id: string) {
  const [row] = await selectLeads(db).where(eq(leads.id, id));
  if (!row) throw notFound(M.notFound);
  return present(row, academyToday());
}

/** A lead with its timeline, oldest first. */
export async function leadDetail(db: DbOrTx, id: string): Promise<LeadDetail> {
  const lead = await leadById(db, id);
  const events = await db
    .select({ event: leadEvents, actorName: actors.name })
    .from(leadEvents)
    .leftJoin(actors, eq(actors.id, leadEvents.actorId))
    .where(eq(leadEvents.leadId, id))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
  return {
    ...lead,
    timeline: events.map(({ event, actorName }) => ({
      id: event.id,
      kind: event.kind,
      text: event.text,
      stage: event.stage,
      actor: event.actorId && actorName ? { id: event.actorId, name: actorName } : null,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}
