import {
  CHILD_RECENT_RESULTS,
  PEOPLE_MESSAGES,
  type ChildProgress,
} from '@academy/contract/people';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { feesDue } from '../batch-fees/dues.ts';
import { myCourses } from '../enrolments/service.ts';
import { studentTestResults } from '../mock-tests/results.ts';
import { myOrders } from '../payments/my-orders.ts';
import { childrenOf } from './service.ts';

/**
 * GET /api/parent/children/:studentId: a linked child's results, courses and fees. Anyone else's
 * child is "not linked", whether or not the student exists: a parent learns nothing by guessing.
 */
export async function childProgress(
  db: Db,
  parentId: string,
  studentId: string,
): Promise<ChildProgress> {
  const child = (await childrenOf(db, parentId)).find((c) => c.userId === studentId);
  if (!child) throw notFound(PEOPLE_MESSAGES.linkNotFound);
  const [results, courses, orders, fees] = await Promise.all([
    studentTestResults(db, studentId, CHILD_RECENT_RESULTS),
    myCourses(db, studentId),
    myOrders(db, studentId),
    feesDue(db, studentId),
  ]);
  return {
    child,
    results,
    courses: courses.map(({ _id, title, progress, completedCount, lessonCount }) => ({
      _id,
      title,
      progress,
      completedCount,
      lessonCount,
    })),
    // What was paid (or paid and refunded): an order never paid is no fee.
    payments: orders.filter((o) => o.status === 'paid' || o.status === 'refunded'),
    feesDue: fees,
  };
}
