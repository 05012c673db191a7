import { asc, eq, sql } from 'drizzle-orm';
import { ROLES } from '@academy/contract/roles';
import { isFree } from '@academy/contract/money';
import { insertAccounts } from '../modules/accounts/service.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import {
  courseRatings,
  courses,
  enquiries,
  enrolments,
  feedback,
  orders,
} from '../db/schema/index.ts';
import { recountRatings } from '../modules/enrolments/service.ts';
import { nextReceiptNo } from '../modules/payments/receipt-numbers.ts';
import { DEMO_ENQUIRIES, DEMO_FEEDBACK, DEMO_JOINERS } from './content/activity.ts';
import type { DemoSeed } from './demo.ts';

const DAY_MS = 86_400_000;

/**
 * A few weeks of academy life at different ages (sign-ups, enrolments with paid orders,
 * enquiries, feedback), so the admin dashboard's ranges show different figures from the start.
 * The main demo student (Aarav) is left to `demo-study.ts`.
 */
export const demoActivity: DemoSeed = {
  name: 'activity',
  async run(db) {
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY_MS);
    const catalogue = await db
      .select({ id: courses.id, pricePaise: courses.pricePaise, isFree: courses.isFree })
      .from(courses)
      .where(eq(courses.status, 'published'))
      .orderBy(asc(courses.createdAt), asc(courses.title));
    const passwordHash = await hashPassword(`demo-${now}-${Math.random()}`);

    for (const [i, joiner] of DEMO_JOINERS.entries()) {
      const joinedAt = ago(joiner.daysAgo);
      const [student] = await insertAccounts(db, [
        {
          name: joiner.name,
          phone: `+9170000000${String(i).padStart(2, '0')}`,
          passwordHash,
          role: ROLES.student,
          class: ['9', '10', '11', '12', 'ca-foundation'][i % 5],
          stream: i % 5 === 2 || i % 5 === 3 ? 'Science' : null,
          gender: joiner.gender,
          createdAt: joinedAt,
          updatedAt: joinedAt,
        },
      ]);
      for (const [k, position] of joiner.courses.entries()) {
        const course = catalogue[position];
        if (!course) continue;
        let orderId: string | null = null;
        if (!isFree(course)) {
          const [order] = await db
            .insert(orders)
            .values({
              userId: student!.id,
              courseId: course.id,
              amountPaise: course.pricePaise,
              provider: 'dev',
              providerRef: `demo_${student!.id.slice(0, 8)}_${course.id.slice(0, 8)}`,
              method: 'upi',
              receiptNo: await nextReceiptNo(db, joinedAt),
              status: 'paid',
              createdAt: joinedAt,
              paidAt: joinedAt,
            })
            .returning({ id: orders.id });
          orderId = order!.id;
        }
        await db.insert(enrolments).values({
          userId: student!.id,
          courseId: course.id,
          orderId,
          createdAt: joinedAt,
          updatedAt: joinedAt,
        });
        await db
          .update(courses)
          .set({ enrolledCount: sql`${courses.enrolledCount} + 1` })
          .where(eq(courses.id, course.id));
        await db.insert(courseRatings).values({
          userId: student!.id,
          courseId: course.id,
          rating: joiner.stars[k]!,
          createdAt: joinedAt,
          updatedAt: joinedAt,
        });
      }
    }
    const rated = new Set(DEMO_JOINERS.flatMap((j) => j.courses.map((k) => catalogue[k]?.id)));
    for (const courseId of rated) if (courseId) await recountRatings(db, courseId);

    await db.insert(enquiries).values(
      DEMO_ENQUIRIES.map((e) => ({
        name: e.name,
        query: e.query,
        source: 'home-modal' as const,
        createdAt: ago(e.daysAgo),
        handledAt: e.daysAgo > 7 ? ago(e.daysAgo - 1) : null,
      })),
    );
    await db.insert(feedback).values(
      DEMO_FEEDBACK.map((f) => ({
        name: f.name,
        email: `${f.name.split(' ')[0]!.toLowerCase()}@example.in`,
        message: f.message,
        createdAt: ago(f.daysAgo),
        readAt: f.daysAgo > 7 ? ago(f.daysAgo - 1) : null,
      })),
    );
  },
};
