import { eq, sql } from 'drizzle-orm';
import { EMPTY_TRUST, type Showcase, type SiteCounts } from '@academy/contract/trust';
import type { Db } from '../../db/client.ts';
import { courses, mockTests } from '../../db/schema/index.ts';
import { readAllTabs } from './service.ts';

const count = sql<number>`count(*)`.mapWith(Number);

/** What the site can count for itself, so the home page's figures are real. */
export async function siteCounts(db: Db): Promise<SiteCounts> {
  const [[published], [tests]] = await Promise.all([
    db.select({ n: count }).from(courses).where(eq(courses.status, 'published')),
    db.select({ n: count }).from(mockTests).where(eq(mockTests.status, 'published')),
  ]);
  return { courses: published?.n ?? 0, mockTests: tests?.n ?? 0 };
}

/** GET /api/showcase: the admin's teachers, toppers and testimonials, and the real counts. */
export async function readShowcase(db: Db): Promise<Showcase> {
  const [{ trust }, counts] = await Promise.all([readAllTabs(db), siteCounts(db)]);
  return { ...(trust ?? EMPTY_TRUST), counts };
}
