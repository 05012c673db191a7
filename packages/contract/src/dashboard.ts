import { z } from 'zod';
import { DASHBOARD_MESSAGES } from './dashboard-messages.ts';
export { DASHBOARD_MESSAGES } from './dashboard-messages.ts';

/** The dashboard's date range toggle (product §4.1), in its order. */
export const STATS_RANGES = ['90d', '30d', '7d'] as const;
export type StatsRange = (typeof STATS_RANGES)[number];

export const STATS_RANGE_DAYS: Record<StatsRange, number> = { '90d': 90, '30d': 30, '7d': 7 };

export const DEFAULT_STATS_RANGE: StatsRange = '90d';

/** GET /api/admin/stats?range=7d|30d|90d */
export const statsQuerySchema = z.object({
  range: z.enum(STATS_RANGES, { error: DASHBOARD_MESSAGES.badRange }).default(DEFAULT_STATS_RANGE),
});

/** A figure for the chosen range and for the equal period just before it (the trend). */
const statFigureSchema = z.object({ current: z.number(), previous: z.number() });
export type StatFigure = z.infer<typeof statFigureSchema>;

export const dashboardStatsSchema = z
  .object({
    range: z.enum(STATS_RANGES),
    /** First and last day of the range (YYYY-MM-DD, in India); the last day is today. */
    from: z.string(),
    to: z.string(),
    newStudents: statFigureSchema,
    enrolments: statFigureSchema,
    /** Money paid in the period minus refunds processed in it, integer paise. */
    revenuePaise: statFigureSchema,
    enquiries: statFigureSchema,
    feedback: statFigureSchema,
    /** Every day of the range, oldest first, zeros included. */
    signupsPerDay: z.array(z.object({ date: z.string(), count: z.number() })),
    /** Most enrolments within the range first; at most five. */
    topCourses: z.array(
      z.object({ courseId: z.string(), title: z.string(), enrolments: z.number() }),
    ),
  })
  .meta({ id: 'DashboardStats' });
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const TOP_COURSES_LIMIT = 5;
