import { asc, eq, sql } from 'drizzle-orm';
import { ROLES } from '@academy/contract/roles';
import { hashPassword } from '../modules/auth/passwords.ts';
import {
  courseRatings,
  courses,
  enquiries,
  enrollments,
  feedback,
  orders,
  users,
} from '../db/schema/index.ts';
import { nextReceiptNo } from '../modules/payments/receipt-numbers.ts';
import type { DemoSeed } from './demo.ts';

const DAY_MS = 86_400_000;

/**
 * Who joined how many days ago, which of the demo courses (by position) they took, and the stars
 * they gave each (so "Highest rated" in the catalogue has ratings to sort by).
 */
const JOINERS: {
  name: string;
  gender: 'Male' | 'Female';
  daysAgo: number;
  courses: number[];
  stars: number[];
}[] = [
  { name: 'Ishaan Gupta', gender: 'Male', daysAgo: 1, courses: [0], stars: [4] },
  { name: 'Meera Nair', gender: 'Female', daysAgo: 2, courses: [1, 0], stars: [5, 5] },
  { name: 'Kavya Reddy', gender: 'Female', daysAgo: 4, courses: [2], stars: [5] },
  { name: 'Arjun Mehta', gender: 'Male', daysAgo: 9, courses: [0, 3], stars: [4, 3] },
  { name: 'Sneha Joshi', gender: 'Female', daysAgo: 15, courses: [1], stars: [4] },
  { name: 'Vihaan Das', gender: 'Male', daysAgo: 22, courses: [4], stars: [5] },
  { name: 'Ananya Kulkarni', gender: 'Female', daysAgo: 33, courses: [0, 2], stars: [5, 4] },
  { name: 'Reyansh Bose', gender: 'Male', daysAgo: 47, courses: [3], stars: [4] },
  { name: 'Saanvi Menon', gender: 'Female', daysAgo: 61, courses: [1], stars: [5] },
  { name: 'Aditya Rao', gender: 'Male', daysAgo: 78, courses: [0], stars: [3] },
];

const ENQUIRIES: { name: string; query: string; daysAgo: number }[] = [
  { name: 'Sunita Sharma', query: 'What are the fees for the Class 10 batch?', daysAgo: 0.2 },
  { name: 'Rakesh Kumar', query: 'Is there a weekend batch for CA Foundation?', daysAgo: 3 },
  { name: 'Neha Singh', query: 'Do you offer a free demo class?', daysAgo: 12 },
  { name: 'Manoj Verma', query: 'Which books do you follow for Class 12 Physics?', daysAgo: 26 },
  { name: 'Pooja Iyer', query: 'Can my son join in the middle of the term?', daysAgo: 52 },
  { name: 'Farhan Ali', query: 'Are the classes in Hindi or English?', daysAgo: 84 },
];

const FEEDBACK: { name: string; message: string; daysAgo: number }[] = [
  {
    name: 'Meera Nair',
    message: 'The revision videos are short and clear. Thank you!',
    daysAgo: 1,
  },
  { name: 'Arjun Mehta', message: 'Please add more practice questions for algebra.', daysAgo: 8 },
  {
    name: 'Ananya Kulkarni',
    message: 'The player remembers where I stopped, very handy.',
    daysAgo: 25,
  },
  { name: 'Saanvi Menon', message: 'Could the notes be downloadable as PDF too?', daysAgo: 58 },
];

/**
 * A few weeks of academy life at different ages (sign-ups, enrollments with paid orders,
 * enquiries, feedback), so the admin dashboard's ranges show different figures from the start.
 * The main demo student (Aarav) is left untouched.
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

    for (const [i, joiner] of JOINERS.entries()) {
      const joinedAt = ago(joiner.daysAgo);
      const [student] = await db
        .insert(users)
        .values({
          name: joiner.name,
          phone: `+9170000000${String(i).padStart(2, '0')}`,
          passwordHash,
          role: ROLES.student,
          class: ['9', '10', '11', '12', 'ca-foundation'][i % 5],
          stream: i % 5 === 2 || i % 5 === 3 ? 'Science' : null,
          gender: joiner.gender,
          createdAt: joinedAt,
          updatedAt: joinedAt,
        })
        .returning({ id: users.id });
      for (const [k, position] of joiner.courses.entries()) {
        const course = catalogue[position];
        if (!course) continue;
        let orderId: string | null = null;
        if (!course.isFree && course.pricePaise > 0) {
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
        await db.insert(enrollments).values({
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
    // Each course keeps its average and count, as rating one does (enrollments/service.ts).
    await db.execute(sql`
      update ${courses} set
        rating_avg = r.avg, rating_count = r.n
      from (
        select course_id, avg(rating)::real as avg, count(*)::int as n
        from ${courseRatings} group by course_id
      ) r
      where ${courses.id} = r.course_id`);

    await db.insert(enquiries).values(
      ENQUIRIES.map((e) => ({
        name: e.name,
        query: e.query,
        source: 'home-modal' as const,
        createdAt: ago(e.daysAgo),
        handledAt: e.daysAgo > 7 ? ago(e.daysAgo - 1) : null,
      })),
    );
    await db.insert(feedback).values(
      FEEDBACK.map((f) => ({
        name: f.name,
        email: `${f.name.split(' ')[0]!.toLowerCase()}@example.in`,
        message: f.message,
        createdAt: ago(f.daysAgo),
        readAt: f.daysAgo > 7 ? ago(f.daysAgo - 1) : null,
      })),
    );
  },
};
