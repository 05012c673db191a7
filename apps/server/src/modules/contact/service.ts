import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  CONTACT_MESSAGES,
  type Enquiry,
  type enquiryListQuerySchema,
  type enquirySchema,
} from '@academy/contract/contact';
import type { z } from 'zod';
import type { Locale } from '@academy/contract/locales';
import type { Db } from '../../db/client.ts';
import { enquiries, leadEvents, outbox } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { escapeLike } from '../../lib/sql.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { joinOrCreateLead } from '../admissions/intake.ts';
import { recordAudit } from '../audit/service.ts';
import type { Channels } from '../notifications/channels.ts';
import { enqueueNotices } from '../notifications/outbox.ts';
import { readSiteConfig } from '../site-config/service.ts';

/**
 * Stores the enquiry, its lead (made, or joined by the same number) and its notices together:
 * nothing is lost if a channel is down. Refused
 * with 403 while an admin has turned the contact form off, whichever form sent it.
 */
export async function submitEnquiry(
  db: Db,
  channels: Channels,
  input: z.output<typeof enquirySchema>,
  userId: string | null,
  locale: Locale,
) {
  const { contact } = await readSiteConfig(db);
  if (contact?.contactFormEnabled === false) throw forbidden(CONTACT_MESSAGES.formDisabled);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values({
        name: input.name,
        phone: input.phone || null,
        query: input.query,
        source: input.source,
        utmSource: input.utmSource ?? null,
        utmCampaign: input.utmCampaign ?? null,
        userId,
      })
      .returning();
    const campaign = input.utmSource || input.utmCampaign;
    await joinOrCreateLead(tx, {
      name: row!.name,
      phone: row!.phone,
      source: campaign ? 'campaign' : 'website',
      utmSource: input.utmSource,
      campaign: input.utmCampaign,
      text: row!.query,
      enquiryId: row!.id,
      actorId: null,
    });
    await enqueueNotices(tx, channels, {
      type: 'enquiry',
      id: row!.id,
      payload: {
        name: row!.name,
        phone: row!.phone,
        query: row!.query,
        source: row!.source,
        locale,
      },
    });
    return row!;
  });
}

export async function listEnquiries(db: Db, query: z.output<typeof enquiryListQuerySchema>) {
  const pattern = `%${escapeLike(query.q)}%`;
  const digits = query.q.replace(/\D/g, '');
  const where = and(
    query.q
      ? or(
          ilike(enquiries.name, pattern),
          ilike(enquiries.query, pattern),
          // A visitor writes the number as they like ("98765 43210"): its digits are matched.
          digits.length >= 3
            ? sql`regexp_replace(${enquiries.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`
            : undefined,
        )
      : undefined,
    query.handled === 'handled' ? isNotNull(enquiries.handledAt) : undefined,
    query.handled === 'open' ? isNull(enquiries.handledAt) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(enquiries)
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(enquiries).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  // The leads the page's enquiries joined and the notices about them: two reads, side by side.
  const [joined, notices] = ids.length
    ? await Promise.all([
        db
          .select({ enquiryId: leadEvents.enquiryId, leadId: leadEvents.leadId })
          .from(leadEvents)
          .where(inArray(leadEvents.enquiryId, ids)),
        db
          .select()
          .from(outbox)
          .where(and(eq(outbox.subjectType, 'enquiry'), inArray(outbox.subjectId, ids))),
      ])
    : [[], []];
  const items: Enquiry[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    phone: row.phone,
    query: row.query,
    source: row.source,
    isHandled: row.handledAt !== null,
    createdAt: row.createdAt.toISOString(),
    leadId: joined.find((j) => j.enquiryId === row.id)?.leadId ?? null,
    deliveries: notices
      .filter((n) => n.subjectId === row.id)
      .map((n) => ({
        // An enquiry's notices go by email and Telegram only; SMS carries codes.
        channel: n.channel as 'email' | 'telegram',
        status: n.status,
        attempts: n.attempts,
        lastError: n.lastError,
      })),
  }));
  return { items, page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 };
}

export async function markEnquiryHandled(db: Db, id: string, isHandled: boolean, actor: Viewer) {
  const actorId = actor.user.id;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(enquiries)
      .set(
        isHandled
          ? { handledAt: sql`now()`, handledBy: actorId }
          : { handledAt: null, handledBy: null },
      )
      .where(eq(enquiries.id, id))
      .returning({ id: enquiries.id });
    if (!row) throw notFound(CONTACT_MESSAGES.notFound);
    await recordAudit(tx, {
      actorId,
      action: isHandled ? 'enquiry.handled' : 'enquiry.reopened',
      entity: 'enquiry',
      entityId: id,
    });
  });
}
