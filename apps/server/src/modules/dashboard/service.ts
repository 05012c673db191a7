import { and, desc, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  STATS_RANGE_DAYS,
  TOP_COURSES_LIMIT,
  type DashboardStats,
  type StatFigure,
  type StatsRange,
} from '@academy/contract/dashboard';
import { ROLES } from '@academy/contract/roles';
import { academyDateOf, academyMidnight } from '@academy/contract/academy-calendar';
import type { Db } from '../../db/client.ts';
import {
  courses,
  enquiries,
  enrolments,
  feedback,
  orders,
  refunds,
  users,
} from '../../db/schema/index.ts';
import { inAcademyZone } from '../../lib/sql.ts';

const DAY_MS = 86_400_000;

/**
 * The range is whole calendar days in India ending today: 7d is today and the six days before.
 * The previous period is the same number of days just before it.
 */
export function rangeBounds(range: StatsRange, now: Date) {
  const days = STATS_RANGE_DAYS[range];
  const todayStart = academyMidnight(academyDateOf(now)).getTime();
  const start = new Date(todayStart - (days - 1) * DAY_MS);
  const end = new Date(todayStart + DAY_MS);
  const previousStart = new Date(start.getTime() - days * DAY_MS);
  const dates = Array.from({ length: days }, (_, i) => academyDateOf(start.getTime() + i * DAY_MS));
  return { start, end, previousStart, dates };
}

type Bounds = ReturnType<typeof rangeBounds>;

/** One row per figure: its value inside the range and inside the period just before it. */
function figure(
  db: Db,
  b: Bounds,
  name: string,
  of: { table: PgTable; at: PgColumn; value?: SQL; where?: SQL },
) {
  const value = of.value ?? sql`count(*)`;
  const start = sql`${b.start.toISOString()}::timestamptz`;
  return db
    .select({
      name: sql<string>`${name}::text`.as('name'),
      current: sql<string>`coalesce(${value} filter (where ${of.at} >= ${start}), 0)::bigint`.as(
        'current',
      ),
      previous: sql<string>`coalesce(${value} filter (where ${of.at} < ${start}), 0)::bigint`.as(
        'previous',
      ),
    })
    .from(of.table)
    .where(and(gte(of.at, b.previousStart), lt(of.at, b.end), of.where));
}

/**
 * Revenue as the Payments page counts its month: money paid in the period (refunded orders too,
 * the money came in) minus refunds processed in the period, whenever their order was paid.
 */
const netRevenue = (collected: StatFigure, refunded: StatFigure): StatFigure => ({
  current: collected.current - refunded.current,
  previous: collected.previous - refunded.previous,
});

export async function dashboardStats(
  db: Db,
  range: StatsRange,
  now = new Date(),
): Promise<DashboardStats> {
  const b = rangeBounds(range, now);
  const isStudent = eq(users.role, ROLES.student);

  // The figures in one statement; each part reads only its table's rows of the two periods.
  const totalsQuery = figure(db, b, 'newStudents', {
    table: users,
    at: users.createdAt,
    where: isStudent,
  })
    .unionAll(figure(db, b, 'enrolments', { table: enrolments, at: enrolments.createdAt }))
    .unionAll(
      figure(db, b, 'collectedPaise', {
        table: orders,
        at: orders.paidAt,
        value: sql`sum(${orders.amountPaise})`,
        where: inArray(orders.status, ['paid', 'refunded']),
      }),
    )
    .unionAll(
      figure(db, b, 'refundedPaise', {
        table: refunds,
        at: refunds.processedAt,
        value: sql`sum(${refunds.amountPaise})`,
        where: eq(refunds.status, 'processed'),
      }),
    )
    .unionAll(figure(db, b, 'enquiries', { table: enquiries, at: enquiries.createdAt }))
    .unionAll(figure(db, b, 'feedback', { table: feedback, at: feedback.createdAt }));

  const day = sql<string>`to_char(${inAcademyZone(users.createdAt)}, 'YYYY-MM-DD')`;
  const signupsQuery = db
    .select({ day, n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(isStudent, gte(users.createdAt, b.start), lt(users.createdAt, b.end)))
    .groupBy(day);

  const enrolled = sql<number>`count(*)::int`;
  const topQuery = db
    .select({ courseId: courses.id, title: courses.title, enrolments: enrolled })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(gte(enrolments.createdAt, b.start), lt(enrolments.createdAt, b.end)))
    .groupBy(courses.id, courses.title)
    .orderBy(desc(enrolled), asc(courses.title))
    .limit(TOP_COURSES_LIMIT);

  const [totals, signups, topCourses] = await Promise.all([totalsQuery, signupsQuery, topQuery]);

  const figures = new Map<string, StatFigure>(
    totals.map((r) => [r.name, { current: Number(r.current), previous: Number(r.previous) }]),
  );
  const get = (name: string) => figures.get(name) ?? { current: 0, previous: 0 };
  const perDay = new Map(signups.map((r) => [r.day, Number(r.n)]));

  return {
    range,
    from: b.dates[0]!,
    to: b.dates.at(-1)!,
    newStudents: get('newStudents'),
    enrolments: get('enrolments'),
    revenuePaise: netRevenue(get('collectedPaise'), get('refundedPaise')),
    enquiries: get('enquiries'),
    feedback: get('feedback'),
    signupsPerDay: b.dates.map((date) => ({ date, count: perDay.get(date) ?? 0 })),
    topCourses: topCourses.map((c) => ({ ...c, enrolments: Number(c.enrolments) })),
  };
}
