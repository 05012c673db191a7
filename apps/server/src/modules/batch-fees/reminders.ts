import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { academyMidday, academyToday } from '@academy/contract/academy-calendar';
import { formatRupees } from '@academy/contract/indian-numbers';
import { FEE_MESSAGES, type RemindInput, type RemindResult } from '@academy/contract/batch-fees';
import type { Db } from '../../db/client.ts';
import {
  batchInstalments,
  instalmentReminders,
  outbox,
  parentLinks,
  users,
} from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/service.ts';
import type { Channels } from '../notifications/channels.ts';
import { readSiteConfig } from '../site-config/service.ts';
import { debtorsOf } from './dues.ts';

/** Midnight today in India: a reminder sent since then was sent today. */
const startOfToday = () => new Date(`${academyToday()}T00:00:00+05:30`);

const dateOf = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    academyMidday(day),
  );

/** The reminder's words: short enough for one or two SMS, and it says where to pay. */
export function reminderText(due: {
  academy: string;
  student: string;
  batch: string;
  label: string;
  amountPaise: number;
  dueDate: string;
  payAt: string;
}) {
  return (
    `${due.academy}: fee reminder for ${due.student}. ${due.batch} · ${due.label}: ` +
    `${formatRupees(due.amountPaise)}, due ${dateOf(due.dueDate)}. ` +
    `Pay at ${due.payAt} or at the academy's desk.`
  );
}

/**
 * POST /api/admin/batches/:id/dues/remind: a text message to each member who owes the
 * instalment and to each of their parents, through the outbox. A member reminded of it today is
 * left alone, so a second press (or a repeated request) sends nothing twice.
 */
export async function remindDues(
  db: Db,
  channels: Channels,
  actorId: string,
  batchId: string,
  input: RemindInput,
  payAt: string,
): Promise<RemindResult> {
  const [instalment] = await db
    .select()
    .from(batchInstalments)
    .where(and(eq(batchInstalments.id, input.instalmentId), eq(batchInstalments.batchId, batchId)));
  if (!instalment) throw notFound(FEE_MESSAGES.instalmentNotFound);
  const academy = (await readSiteConfig(db)).general?.siteName ?? 'Academy';

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
    const status = channels.text ? ('pending' as const) : ('skipped' as const);
    const messages = debtors
      .filter((d) => ids.includes(d.studentId))
      .flatMap((d) => {
        const text = reminderText({
          academy,
          student: d.studentName,
          batch: d.batchName,
          label: d.label,
          amountPaise: d.amountPaise,
          dueDate: d.dueDate,
          payAt,
        });
        const phones = new Set(
          [
            d.studentPhone,
            ...parents.filter((p) => p.studentId === d.studentId).map((p) => p.phone),
          ].filter((phone): phone is string => Boolean(phone)),
        );
        return [...phones].map((phone) => ({
          channel: 'text' as const,
          subjectType: 'due-reminder',
          subjectId: instalment.id,
          payload: { phone, text },
          status,
        }));
      });
    if (messages.length) await tx.insert(outbox).values(messages);
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
