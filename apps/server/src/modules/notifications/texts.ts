import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { academyMonth, academyToday } from '@academy/contract/academy-calendar';
import { TEXT_KINDS, type TextsSent } from '@academy/contract/announcements';
import type { TextKind } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { Channels } from './channels.ts';

/**
 * One message to one person's phone (a fee reminder, a welcome, a notice): the whole text for
 * providers that send free text, and the same facts as a template's parameters for those that
 * send only approved templates (MSG91's DLT route, WhatsApp).
 */
export interface TextMessage {
  /** E.164. */
  phone: string;
  kind: TextKind;
  text: string;
  params: string[];
}

/**
 * Five parameters a row: a statement carries at most 65,535, and the whole academy told by SMS
 * can be tens of thousands of phones.
 */
const ROWS_PER_INSERT = 1_000;

/**
 * Queues messages to people's phones in the caller's transaction, one outbox row each, on the
 * `text` channel: skipped at once when no SMS provider is set. The number and the text leave the
 * outbox once sent or given up on.
 */
export async function enqueueTexts(
  tx: DbOrTx,
  channels: Channels,
  subject: { type: string; id: string },
  messages: TextMessage[],
) {
  for (let from = 0; from < messages.length; from += ROWS_PER_INSERT) {
    await tx.insert(outbox).values(
      messages.slice(from, from + ROWS_PER_INSERT).map((message) => ({
        channel: 'text' as const,
        subjectType: subject.type,
        subjectId: subject.id,
        payload: { ...message },
        status: channels.text ? ('pending' as const) : ('skipped' as const),
      })),
    );
  }
}

/** The distinct phones of a person and their parents, without the missing ones. */
export const phonesOf = (...phones: (string | null | undefined)[]) => [
  ...new Set(phones.filter((phone): phone is string => Boolean(phone))),
];

/**
 * The texts sent in the India month `now` falls in, by kind: what the SMS provider will bill. A
 * sent row keeps its kind when its number and text are dropped (notifications/outbox.ts).
 */
export async function textsSentThisMonth(db: Db, now = Date.now()): Promise<TextsSent> {
  const month = academyToday(now).slice(0, 7);
  const [start, end] = academyMonth(month);
  const kind = sql<string>`${outbox.payload}->>'kind'`;
  const rows = await db
    .select({ kind, sent: sql<number>`count(*)::int` })
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, 'text'),
        eq(outbox.status, 'sent'),
        gte(outbox.sentAt, start),
        lt(outbox.sentAt, end),
      ),
    )
    .groupBy(kind);
  const sentOf = new Map(rows.map((row) => [row.kind, Number(row.sent)]));
  return { month, kinds: TEXT_KINDS.map((k) => ({ kind: k, sent: sentOf.get(k) ?? 0 })) };
}
