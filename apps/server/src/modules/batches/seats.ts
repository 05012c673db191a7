import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ACADEMY_UTC_OFFSET_MINUTES } from '@academy/contract/academy-calendar';
import { batchMembers } from '../../db/schema/index.ts';

/**
 * The academy date (India) a member took their seat: from it they are on the registers and owe
 * the fee (an instalment due before it is due on it).
 */
export const seatDate = (joinedAt: SQLWrapper = batchMembers.joinedAt): SQL =>
  sql`((${joinedAt} at time zone 'UTC') + make_interval(mins => ${sql.raw(
    String(ACADEMY_UTC_OFFSET_MINUTES),
  )}))::date`;
