import { like, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ACADEMY_TIME_ZONE } from '@academy/contract/academy-calendar';

/** Makes user text match literally inside a LIKE pattern: % and _ are not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * An admin's search of accounts: a name containing `q`, or a phone number containing its digits
 * (three or more). `name` makes the test on the name from the LIKE pattern.
 */
export function nameOrPhoneMatch(q: string, name: (pattern: string) => SQL, phone: AnyPgColumn) {
  if (!q) return undefined;
  const digits = q.replace(/\D/g, '');
  return or(
    name(`%${escapeLike(q)}%`),
    digits.length >= 3 ? like(phone, `%${digits}%`) : undefined,
  );
}

/**
 * A timestamp on the academy's clock (India), for PostgreSQL to take its date or hour. The zone
 * is written into the statement, not bound: a grouped expression must read the same in the select
 * and the group by, and a bound parameter gets a new number in each.
 */
export const inAcademyZone = (at: SQLWrapper): SQL =>
  sql`(${at} at time zone ${sql.raw(`'${ACADEMY_TIME_ZONE}'`)})`;
