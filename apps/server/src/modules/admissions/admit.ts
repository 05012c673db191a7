import { eq, sql } from 'drizzle-orm';
import {
  ADMISSION_MESSAGES as M,
  type Admitted,
  type admitSchema,
} from '@academy/contract/admissions';
import { normalizePhone } from '@academy/contract/phone';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { leads } from '../../db/schema/index.ts';
import { conflict } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { insertingUser } from '../accounts/phones.ts';
import { unknownPasswordHash } from '../accounts/service.ts';
import { createStudentAccount } from '../accounts/students.ts';
import { welcomeText } from '../accounts/welcome-text.ts';
import { recordAudit } from '../audit/service.ts';
import { listInstalments } from '../batch-fees/instalments.ts';
import type { Channels } from '../notifications/channels.ts';
import { enqueueTexts } from '../notifications/texts.ts';
import { academyName } from '../site-config/service.ts';
import { ENTITY, lockLead, setStage } from './service.ts';

const ADMITTABLE = new Set(['new', 'contacted', 'demo-booked', 'demo-attended']);

/**
 * One action, one transaction (issue 52): the lead's name and phone become a student account
 * (the account service), seated in the batch, owing its instalments from today; the lead is
 * admitted and linked to the student, and a welcome text tells them how to set a password. No
 * seat (the batch is full), a number someone already holds, or a lead not open: nothing is made.
 */
export async function admitLead(
  db: Db,
  channels: Channels,
  viewer: Viewer,
  id: string,
  input: z.output<typeof admitSchema>,
  publicOrigin: string,
): Promise<Admitted> {
  const passwordHash = await unknownPasswordHash();
  const academy = await academyName(db);
  const admitting = db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (!ADMITTABLE.has(lead.stage)) throw conflict(M.notAdmittable);
    const phone = lead.phone ? normalizePhone(lead.phone) : null;
    if (!phone) throw conflict(M.phoneNotMobile);
    const { row, seat } = await createStudentAccount(
      tx,
      viewer,
      {
        name: lead.name,
        phone,
        class: input.class,
        stream: input.stream,
        gender: null,
        school: null,
        passwordHash,
      },
      { batchId: input.batchId },
    );
    // A waiting-list place is no admission: the whole of it is undone.
    if (!seat || seat.added !== 1) throw conflict(M.batchFull);
    await tx
      .update(leads)
      .set({ studentId: row.id, admittedAt: sql`now()` })
      .where(eq(leads.id, id));
    await setStage(tx, viewer, id, 'admitted');
    await enqueueTexts(tx, channels, { type: 'student-welcome', id: row.id }, [
      welcomeText(row.name, phone, { academy, publicOrigin }),
    ]);
    const [first] = await listInstalments(tx, input.batchId);
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: 'lead.admit',
      entity: ENTITY,
      entityId: id,
      before: { stage: lead.stage },
      after: { studentId: row.id, batchId: input.batchId },
    });
    return {
      studentId: row.id,
      admissionFee: first
        ? { instalmentId: first.id, label: first.label, amountPaise: first.amountPaise }
        : null,
    };
  });
  return insertingUser(admitting);
}
