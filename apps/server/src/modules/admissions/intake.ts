import { sql } from 'drizzle-orm';
import { normalizePhone } from '@academy/contract/phone';
import type { LeadSource } from '@academy/contract/admissions';
import type { DbOrTx } from '../../db/client.ts';
import { leadEvents, leads } from '../../db/schema/index.ts';

/** Someone who asked: an enquiry, a walk-in, a call or a row of a fair's sign-up sheet. */
export interface Arrival {
  name: string;
  phone: string | null;
  program?: string | null;
  source: LeadSource;
  utmSource?: string | null;
  campaign?: string | null;
  /** What they asked or what the admin noted, for the timeline. */
  text: string;
  enquiryId?: string;
  actorId: string | null;
}

/**
 * The number as a lead is keyed: E.164 when it is a valid Indian number, so "098765 43210" and
 * "+91 98765 43210" are one lead; otherwise its digits as typed (a modal takes any 10 to 15).
 */
export const leadPhone = (phone: string | null | undefined) =>
  phone ? (normalizePhone(phone) ?? phone.replace(/[^\d+]/g, '')) : null;

/**
 * Makes the lead of a new arrival, or joins the lead its number already has: one statement on
 * the unique phone index, so two enquiries at once from one number make one lead (decisions
 * §128). The arrival goes on the lead's timeline either way; an existing lead keeps its source.
 */
export async function joinOrCreateLead(tx: DbOrTx, arrival: Arrival) {
  const phone = leadPhone(arrival.phone);
  const values = {
    name: arrival.name,
    phone,
    program: arrival.program ?? null,
    source: arrival.source,
    utmSource: arrival.utmSource ?? null,
    campaign: arrival.campaign ?? null,
  };
  const [lead] = phone
    ? await tx
        .insert(leads)
        .values(values)
        .onConflictDoUpdate({
          target: leads.phone,
          // A program named now fills one not known before; nothing else of the lead changes.
          set: {
            program: sql`coalesce(${leads.program}, excluded.program)`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: leads.id, joined: sql<boolean>`xmax <> 0` })
    : await tx
        .insert(leads)
        .values(values)
        .returning({ id: leads.id, joined: sql<boolean>`false` });
  await tx.insert(leadEvents).values({
    leadId: lead!.id,
    kind: 'enquiry',
    text: arrival.text || null,
    enquiryId: arrival.enquiryId,
    actorId: arrival.actorId,
  });
  return { id: lead!.id, joined: Boolean(lead!.joined) };
}
