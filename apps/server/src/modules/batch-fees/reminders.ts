import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { academyMidday, academyMidnight, academyToday } from '@academy/contract/academy-calendar';
import { formatRupees } from '@academy/contract/indian-numbers';
import { FEE_MESSAGES, type RemindInput, type RemindResult } from '@academy/contract/batch-fees';
import type { Db } from '../../db/client.ts';
import {
  batchInstalments,
  instalmentReminders,
  parentLinks,
  users,
} from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import type { Channels } from '../notifications/channels.ts';
import { enqueueTexts, phonesOf } from '../notifications/texts.ts';
import { academyName } from '../site-config/service.ts';
import { debtorsOf } from './dues.ts';

/** Midnight today in India: a reminder sent since then was sent today. */
const startOfToday = () => academyMidnight(academyToday());

const dateOf = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    academyMidday(day),
  );

/**
 * POST /api/admin/batches/:id/dues/remind: a text message to each member who owes the
 * instalment and to each of their parents, through the outbox. A member reminded of it today is
 * left alone, so a second press (or a repeated request) sends nothing twice.
 */
export async function remindDues(
  db: Db,
  channels: Channels,
  { user: { id: actorId } }: Viewer,
  batchId: string,
  input: RemindInput,
  payAt: string,
): Promise<RemindResult> {
  const [instalment] = await db
    .select()
    .from(batchInstalments)
    .where(and(eq(batchInstalments.id, input.instalmentId), eq(batchInstalments.batchId, batchId)));
  if (!instalment) throw notFound(FEE_MESSAGES.instalmentNotFound);
  const academy = await academyName(db);

  return db.transaction(async (tx) => {
    const debtors = await debtorsOf(tx, instalment.id, input.studentIds);
    if (debtors.length === 0) throw conflict(FEE_MESSAGES.nothingToRemind);
    // Claim today's reminder per member: only the rows this statement inserts or moves on are new.
    const claimed = await tx
      .insert(instalmentReminders)
      .values(debtors.map((d) => ({ instalmentId: instalment.id, studentId: d.studentId })))
      .onConflictDoUpdate({
        target: [instalmentReminders.instalmentId, instalmentReminders.studentId],
        set: { remindedAt: sql`now()` },
        setWhere: sql`${instalmentReminders.remindedAt} < ${startOfToday().toISOString()}::timestamptz`,
      })
      .returning({ studentId: instalmentReminders.studentId });
    if (claimed.length === 0) throw conflict(FEE_MESSAGES.alreadyReminded);

    const ids = claimed.map((c) => c.studentId);
    const parents = await tx
      .select({ studentId: parentLinks.studentId, phone: users.phone })
      .from(parentLinks)
      .innerJoin(users, eq(users.id, parentLinks.parentId))
      .where(and(inArray(parentLinks.studentId, ids), ne(users.status, 'deleted')));
    const messages = debtors
      .filter((d) => ids.includes(d.studentId))
      .flatMap((d) => {
        const amount = formatRupees(d.amountPaise);
        const due = dateOf(d.dueDate);
        const item = `${d.batchName} · ${d.label}`;
        const text =
          `${academy}: fee reminder for ${d.studentName}. ${item}: ${amount}, due ${due}. ` +
          `Pay at ${payAt} or at the academy's desk.`;
        const parentPhones = parents.filter((p) => p.studentId === d.studentId).map((p) => p.phone);
        return phonesOf(d.studentPhone, ...parentPhones).map((phone) => ({
          phone,
          kind: 'fee' as const,
          text,
          params: [d.studentName, item, amount, due],
        }));
      });
    await enqueueTexts(tx, channels, { type: 'due-reminder', id: instalment.id }, messages);
    await recordAudit(tx, {
      actorId,
      action: 'instalment.remind',
      entity: 'batch',
      entityId: batchId,
      after: { instalmentId: instalment.id, studentIds: ids, messages: messages.length },
    });
    return { reminded: ids.length, skipped: debtors.length - ids.length };
  });
}
