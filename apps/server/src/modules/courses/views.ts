import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/index.ts';

/** How often the visits counted in memory are written. */
const FLUSH_MS = 5000;

export interface CourseViews {
  /** A visit to a course's page that was served without reading the course. */
  count(id: string): void;
  /** Writes the visits counted so far. */
  flush(): Promise<void>;
  /** Writes them a last time and stops. */
  stop(): Promise<void>;
}

/**
 * Visits to course pages served from memory (plugins/visitor-cache.ts), counted here and written
 * together every few seconds: such a page costs no write of its own. A process that dies loses
 * the last few seconds' visits. Only a published course counts, as a visitor sees no other.
 */
export function createCourseViews(db: Db, log: FastifyBaseLogger): CourseViews {
  let counted = new Map<string, number>();

  async function flush() {
    const batch = counted;
    counted = new Map();
    for (const [id, n] of batch) {
      await db
        .update(courses)
        .set({ viewsCount: sql`${courses.viewsCount} + ${n}` })
        .where(and(eq(courses.id, id), eq(courses.status, 'published')))
        .catch((error: unknown) => log.warn({ err: error }, 'course visits were not counted'));
    }
  }
  const timer = setInterval(() => void flush(), FLUSH_MS).unref();

  return {
    count: (id) => void counted.set(id, (counted.get(id) ?? 0) + 1),
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
