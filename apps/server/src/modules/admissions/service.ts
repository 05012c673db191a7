import { eq, sql } from 'drizzle-orm';
import {
  ADMISSION_MESSAGES as M,
  canMoveLead,
  type leadNoteSchema,
  type leadUpdateSchema,
  type newLeadSchema,
  type stageMoveSchema,
} from '@academy/contract/admissions';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { leadEvents, leads, users } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { isLeadStaff } from './access.ts';
import { joinOrCreateLead } from './intake.ts';
import { leadById } from './leads.ts';

export const ENTITY = 'lead';

/** The lead, locked for a change: stage moves and admitting take it in turn. */
export async function lockLead(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
  if (!row) throw notFound(M.notFound);
  return row;
}

/** A walk-in, a call or a referral typed in by hand; a known number joins its lead. */
export async function addLead(db: Db, viewer: Viewer, input: z.output<typeof newLeadSchema>) {
  return db.transaction(async (tx) => {
    const added = await joinOrCreateLead(tx, {
      ...input,
      text: input.note,
      actorId: viewer.user.id,
    });
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: added.joined ? 'lead.join' : 'lead.create',
      entity: ENTITY,
      entityId: added.id,
      after: input,
    });
    return added;
  });
}

/** The owner must be an admin or a counsellor: who else would call? */
async function assertOwner(tx: DbOrTx, ownerId: string) {
  const [owner] = await tx.select().from(users).where(eq(users.id, ownerId));
  if (!owner || !(await isLeadStaff(tx, owner))) {
    throw new AppError('VALIDATION', M.ownerInvalid, { ownerId: M.ownerInvalid });
  }
}

/** Name, program, owner and next follow-up. */
export async function updateLead(
  db: Db,
  viewer: Viewer,
  id: string,
  input: z.output<typeof leadUpdateSchema>,
) {
  await db.transaction(async (tx) => {
    const before = await lockLead(tx, id);
    if (input.ownerId) await assertOwner(tx, input.ownerId);
    await tx
      .update(leads)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(leads.id, id));
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: 'lead.update',
      entity: ENTITY,
      entityId: id,
      before: {
        name: before.name,
        program: before.program,
        ownerId: before.ownerId,
        nextFollowUp: before.nextFollowUp,
      },
      after: input,
    });
  });
  return leadById(db, id);
}

/**
 * Moves a lead along its stages by hand, only by an allowed move (decisions §129); lost keeps
 * its reason, which leaves it when the lead is taken up again.
 */
export async function moveLead(
  db: Db,
  viewer: Viewer,
  id: string,
  input: z.output<typeof stageMoveSchema>,
) {
  await db.transaction(async (tx) => {
    const before = await lockLead(tx, id);
    if (!canMoveLead(before.stage, input.stage)) throw conflict(M.stageNotAllowed);
    const lostReason = input.stage === 'lost' ? input.reason! : null;
    await setStage(tx, viewer, id, input.stage, lostReason);
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: 'lead.stage',
      entity: ENTITY,
      entityId: id,
      before: { stage: before.stage },
      after: { stage: input.stage, reason: lostReason },
    });
  });
  return leadById(db, id);
}

/** Writes a stage and its line on the timeline; the caller holds the lead's lock. */
export async function setStage(
  tx: DbOrTx,
  viewer: Viewer | null,
  id: string,
  stage: (typeof leads.$inferSelect)['stage'],
  lostReason: string | null = null,
) {
  await tx
    .update(leads)
    .set({ stage, lostReason, updatedAt: sql`now()` })
    .where(eq(leads.id, id));
  await tx.insert(leadEvents).values({
    leadId: id,
    kind: 'stage',
    stage,
    text: lostReason,
    actorId: viewer?.user.id ?? null,
  });
}

/** A note or a call on the lead's timeline; the first call makes a new lead contacted. */
export async function noteLead(
  db: Db,
  viewer: Viewer,
  id: string,
  input: z.output<typeof leadNoteSchema>,
) {
  await db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    const [event] = await tx
      .insert(leadEvents)
      .values({ leadId: id, kind: input.kind, text: input.text, actorId: viewer.user.id })
      .returning({ id: leadEvents.id });
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: `lead.${input.kind}`,
      entity: ENTITY,
      entityId: id,
      after: { eventId: event!.id },
    });
    if (input.kind === 'call' && lead.stage === 'new') await setStage(tx, viewer, id, 'contacted');
  });
}
