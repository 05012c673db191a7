import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ACADEMY_TIME_ZONE } from '@academy/contract/academy-calendar';

/** Makes user text match literally inside a LIKE pattern: % and _ are not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A timestamp on the academy's clock (India), for PostgreSQL to take its date or hour. The zone
 * is written into the statement, not bound: a grouped expression must read the same in the select
 * and the group by, and a bound parameter gets a new number in each.
 */
export const inAcademyZone = (at: SQLWrapper): SQL =>
  sql`(${at} at time zone ${sql.raw(`'${ACADEMY_TIME_ZONE}'`)})`;
