import { inArray } from 'drizzle-orm';
import { academyMidday, academyToday, addDays } from '@academy/contract/academy-calendar';
import { ROLES } from '@academy/contract/roles';
import type { Db } from '../db/client.ts';
import {
  attendance,
  batches,
  batchInstalments,
  batchMembers,
  batchTeachers,
  classSessions,
  doubtPosts,
  doubts,
  orders,
  parentLinks,
  timetableSlots,
  users,
} from '../db/schema/index.ts';
import { insertAccounts } from '../modules/accounts/service.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { markPaid } from '../modules/payments/settle.ts';
import { occurrencesBetween, storedClassOf } from '../modules/timetable/occurrences.ts';
import {
  DEMO_ABSENT,
  DEMO_BATCH,
  DEMO_CLASS_MINUTES,
  DEMO_DESK_PAYMENT,
  DEMO_DOUBTS,
  DEMO_FEE,
  DEMO_PARENT,
  DEMO_PARENT_NAME,
  DEMO_RECORDINGS,
  DEMO_TEACHER,
  DEMO_TEACHER_NAME,
  DEMO_WEEK,
} from './content/academy.ts';
import { DEMO_STUDENT } from './content/students.ts';
import type { DemoSeed } from './demo.ts';

/** The batch's fee, its admission paid at the desk by `paidBy`. */
async function demoFees(db: Db, batchId: string, paidBy: string) {
  const today = academyToday();
  const [admission] = await db
    .insert(batchInstalments)
    .values(
      DEMO_FEE.map(({ dueInDays, ...fee }) => ({
        ...fee,
        batchId,
        dueDate: addDays(today, dueInDays),
      })),
    )
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      userId: paidBy,
      instalmentId: admission!.id,
      amountPaise: admission!.amountPaise,
      provider: 'offline',
    })
    .returning({ id: orders.id });
  await markPaid(db, order!.id, {
    ...DEMO_DESK_PAYMENT,
    provider: 'offline',
    paidAt: academyMidday(admission!.dueDate),
  });
}

/** The demo student's doubts in the batch, one answered by its teacher, one waiting. */
async function demoDoubts(db: Db, batchId: string, studentId: string, teacherId: string) {
  for (const demo of DEMO_DOUBTS) {
    const askedAt = new Date(Date.now() - demo.askedHoursAgo * 3_600_000);
    const answeredAt = new Date(askedAt.getTime() + 3_600_000);
    const [doubt] = await db
      .insert(doubts)
      .values({
        studentId,
        batchId,
        subject: demo.subject,
        status: demo.answer ? 'answered' : 'open',
        createdAt: askedAt,
        updatedAt: demo.answer ? answeredAt : askedAt,
        ...(demo.answer ? { firstAnsweredAt: answeredAt, firstAnsweredBy: teacherId } : {}),
      })
      .returning({ id: doubts.id });
    const doubtId = doubt!.id;
    await db.insert(doubtPosts).values([
      { doubtId, authorId: studentId, kind: 'question', body: demo.question, createdAt: askedAt },
      ...(demo.answer
        ? [
            {
              doubtId,
              authorId: teacherId,
              kind: 'answer' as const,
              body: demo.answer,
              createdAt: answeredAt,
            },
          ]
        : []),
    ]);
  }
}

/**
 * A running batch to try the academy's side with: a teacher, the demo student's parent, and a
 * Class 12 Science batch of the demo students with four weeks of classes taken.
 */
export const demoAcademy: DemoSeed = {
  name: 'batches and timetable',
  async run(db) {
    const [teacher, parent] = await insertAccounts(db, [
      {
        name: DEMO_TEACHER_NAME,
        phone: DEMO_TEACHER.phone,
        passwordHash: await hashPassword(DEMO_TEACHER.password),
        role: ROLES.teacher,
      },
      {
        name: DEMO_PARENT_NAME,
        phone: DEMO_PARENT.phone,
        passwordHash: await hashPassword(DEMO_PARENT.password),
        role: ROLES.parent,
      },
    ]);
    const students = await db
      .select({ id: users.id, name: users.name, phone: users.phone })
      .from(users)
      .where(inArray(users.phone, DEMO_BATCH.studentPhones));
    const child = students.find((s) => s.phone === DEMO_STUDENT.phone)!;
    await db.insert(parentLinks).values({ parentId: parent!.id, studentId: child.id });

    const today = academyToday();
    const { startsInDays, endsInDays, studentPhones: _phones, ...batchValues } = DEMO_BATCH;
    const [batch] = await db
      .insert(batches)
      .values({
        ...batchValues,
        startDate: addDays(today, startsInDays),
        endDate: addDays(today, endsInDays),
      })
      .returning({ id: batches.id });
    const batchId = batch!.id;
    await db.insert(batchTeachers).values({ batchId, teacherId: teacher!.id });
    // Seated from the batch's first day, so its registers so far hold them.
    const joinedAt = academyMidday(addDays(today, startsInDays));
    await db
      .insert(batchMembers)
      .values(
        students.map((s) => ({ batchId, studentId: s.id, status: 'member' as const, joinedAt })),
      );
    await demoFees(db, batchId, child.id);
    await demoDoubts(db, batchId, child.id, teacher!.id);
    await db.insert(timetableSlots).values(
      DEMO_WEEK.map((slot) => ({
        ...slot,
        batchId,
        durationMinutes: DEMO_CLASS_MINUTES,
        teacherId: teacher!.id,
      })),
    );

    // The classes held so far, as the timetable computes them, each stored with its register.
    const held = await occurrencesBetween(
      db,
      [batchId],
      addDays(today, startsInDays),
      addDays(today, -1),
    );
    for (const [i, occurrence] of held.entries()) {
      const [session] = await db
        .insert(classSessions)
        .values({
          ...storedClassOf(occurrence),
          recordingUrl: occurrence.onlineLink
            ? `https://youtu.be/${DEMO_RECORDINGS[i % DEMO_RECORDINGS.length]}`
            : null,
        })
        .returning({ id: classSessions.id });
      await db.insert(attendance).values(
        students.map((s) => ({
          sessionId: session!.id,
          studentId: s.id,
          status: DEMO_ABSENT[s.name]?.includes(i) ? ('absent' as const) : ('present' as const),
          markedBy: teacher!.id,
        })),
      );
    }
  },
};
