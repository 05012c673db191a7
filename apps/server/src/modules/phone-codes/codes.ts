import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  CODE_MAX_WRONG,
  CODE_TTL_MINUTES,
  PHONE_CODE_MESSAGES,
  RESEND_AFTER_SECONDS,
} from '@academy/contract/phone-codes';
import type { Tx } from '../../db/client.ts';
import { outbox, phoneCodes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Requester } from '../../lib/requester.ts';
import { codeHash, seal } from './sealed.ts';
import { codeSmsText } from './sms-text.ts';
import type { CodeMessage, CodePurpose } from './sms.ts';

/** A phone gets at most this many codes an hour, whoever asks. */
const CODES_PER_HOUR = 5;

/**
 * Issues a code for the phone and queues it for delivery in the caller's transaction, unless one
 * went out less than 30 seconds ago (or five this hour): then nothing happens, and the caller
 * answers the same. A new code voids the ones before it.
 */
/** What codes are made with: the server's secret, and the site's host for WebOTP. */
export interface CodeKeys {
  secret: string;
  host: string;
}

export async function issueCode(
  tx: Tx,
  keys: CodeKeys,
  input: { userId: string; phone: string; purpose: CodePurpose } & Requester,
): Promise<boolean> {
  const same = and(eq(phoneCodes.phone, input.phone), eq(phoneCodes.purpose, input.purpose));
  const recent = await tx
    .select({ createdAt: phoneCodes.createdAt })
    .from(phoneCodes)
    .where(and(same, gt(phoneCodes.createdAt, sql`now() - interval '1 hour'`)))
    .orderBy(desc(phoneCodes.createdAt))
    .for('update');
  const last = recent[0]?.createdAt;
  if (last && Date.now() - last.getTime() < RESEND_AFTER_SECONDS * 1000) return false;
  if (recent.length >= CODES_PER_HOUR) return false;

  await tx
    .update(phoneCodes)
    .set({ voidedAt: sql`now()` })
    .where(and(same, isNull(phoneCodes.usedAt), isNull(phoneCodes.voidedAt)));
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [row] = await tx
    .insert(phoneCodes)
    .values({
      userId: input.userId,
      phone: input.phone,
      purpose: input.purpose,
      codeHash: codeHash(keys.secret, input.phone, input.purpose, code),
      expiresAt: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
      ip: input.ip,
    })
    .returning({ id: phoneCodes.id });
  const message: CodeMessage = {
    phone: input.phone,
    code,
    purpose: input.purpose,
    text: codeSmsText(input.locale, code, keys.host, input.purpose),
  };
  await tx.insert(outbox).values({
    channel: 'sms',
    subjectType: `code.${input.purpose}`,
    subjectId: row!.id,
    payload: { sealed: seal(keys.secret, message) },
  });
  return true;
}

export const refuseCode = (message: string) =>
  new AppError('VALIDATION', message, { code: message });

export type CodeCheck = { ok: true; userId: string } | { ok: false; message: string };

/**
 * Uses the phone's live code for the purpose, or says exactly why not: none asked for, expired,
 * already used, voided after too many wrong tries, or wrong (with the tries left). Compared in
 * constant time; the row is locked so two guesses at once count as two. A wrong try is written
 * and reported, not thrown, so the caller's transaction keeps it.
 */
export async function useCode(
  tx: Tx,
  secret: string,
  input: { phone: string; purpose: CodePurpose; code: string; forUser?: string },
): Promise<CodeCheck> {
  const no = (message: string): CodeCheck => ({ ok: false, message });
  const [row] = await tx
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, input.phone), eq(phoneCodes.purpose, input.purpose)))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1)
    .for('update');
  // A code asked for by someone else (another account moving to this number) is not theirs.
  if (!row || (input.forUser && row.userId !== input.forUser))
    return no(PHONE_CODE_MESSAGES.noCode);
  if (row.usedAt) return no(PHONE_CODE_MESSAGES.used);
  if (row.voidedAt)
    return no(
      row.wrongTries >= CODE_MAX_WRONG ? PHONE_CODE_MESSAGES.tooMany : PHONE_CODE_MESSAGES.expired,
    );
  if (row.expiresAt.getTime() <= Date.now()) return no(PHONE_CODE_MESSAGES.expired);

  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(codeHash(secret, input.phone, input.purpose, input.code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const wrongTries = row.wrongTries + 1;
    const voided = wrongTries >= CODE_MAX_WRONG;
    await tx
      .update(phoneCodes)
      .set({ wrongTries, ...(voided ? { voidedAt: sql`now()` } : {}) })
      .where(eq(phoneCodes.id, row.id));
    return no(
      voided ? PHONE_CODE_MESSAGES.tooMany : PHONE_CODE_MESSAGES.wrong(CODE_MAX_WRONG - wrongTries),
    );
  }
  await tx
    .update(phoneCodes)
    .set({ usedAt: sql`now()` })
    .where(eq(phoneCodes.id, row.id));
  return { ok: true, userId: row.userId };
}
