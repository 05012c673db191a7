import { inArray } from 'drizzle-orm';
import {
  academyMidday,
  academyToday,
  addDays,
  datesBetween,
  weekdayOf,
} from '@academy/contract/academy-calendar';
import { ROLES } from '@academy/contract/roles';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { markPaid } from '../modules/payments/settle.ts';
import {
  attendance,
  batches,
  batchInstalments,
  batchMembers,
  batchTeachers,
  classSessions,
  orders,
  parentLinks,
  timetableSlots,
  users,
} from '../db/schema/index.ts';
import { DEMO_STUDENT } from './demo-students.ts';
import type { DemoSeed } from './demo.ts';

export const DEMO_TEACHER = { phone: '+919000000101', password: 'demo-teacher-2026' };
export const DEMO_PARENT = { phone: '+919000000201', password: 'demo-parent-2026' };

/**
 * The term's fee: admission at the start (paid at the desk by the demo student, overdue for the
 * other), Term 1 due next week and Term 2 in three months, so the homes and Dues have something.
 */
async function demoFees(db: Db, batchId: string, startDate: string, paidBy: string) {
  const today = academyToday();
  const [admission] = await db
    .insert(batchInstalments)
    .values([
      { batchId, label: 'Admission', amountPaise: 200_000, dueDate: startDate },
      { batchId, label: 'Term 1', amountPaise: 600_000, dueDate: addDays(today, 7) },
      { batchId, label: 'Term 2', amountPaise: 600_000, dueDate: addDays(today, 90) },
    ])
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
    ref: 'Receipt book 1/1',
    method: 'cash',
    provider: 'offline',
    paidAt: academyMidday(startDate),
  });
}

/** The batch's week: Monday, Wednesday and Friday at 5 pm in Room 2, Saturday's review online. */
const WEEK = [
  { weekday: 1, startTime: '17:00', subject: 'Physics', room: 'Room 2', onlineLink: null },
  { weekday: 3, startTime: '17:00', subject: 'Chemistry', room: 'Room 2', onlineLink: null },
  { weekday: 5, startTime: '17:00', subject: 'Mathematics', room: 'Room 2', onlineLink: null },
  {
    weekday: 6,
    startTime: '10:00',
    subject: 'Weekly test review',
    room: null,
    onlineLink: 'https://meet.jit.si/academy-class-12-science',
  },
] as const;

/** The Saturday reviews' recordings, as the teacher attached them (the demo courses' videos). */
const RECORDINGS = ['Ohq6J0mK0Yw', 'bS4DHSMxGfU', 'tY0yVzAAWn0', 'Ohq6J0mK0Yw'];

/** Who missed which of the past classes (by position, oldest first), for a real register. */
const ABSENT: Record<string, number[]> = { 'Aarav Sharma': [2, 7], 'Diya Patel': [4] };

/**
 * A running batch to try the academy's side with: a teacher, the demo student's parent, and a
 * Class 12 Science batch of the demo students with four weeks of classes taken.
 */
export const demoAcademy: DemoSeed = {
  name: 'batches and timetable',
  async run(db) {
    const [teacher, parent] = await db
      .insert(users)
      .values([
        {
          name: 'Meera Iyer',
          phone: DEMO_TEACHER.phone,
          passwordHash: await hashPassword(DEMO_TEACHER.password),
          role: ROLES.teacher,
        },
        {
          name: 'Sunita Sharma',
          phone: DEMO_PARENT.phone,
          passwordHash: await hashPassword(DEMO_PARENT.password),
          role: ROLES.parent,
        },
      ])
      .returning({ id: users.id });
    const students = await db
      .select({ id: users.id, name: users.name, phone: users.phone })
      .from(users)
      .where(inArray(users.phone, [DEMO_STUDENT.phone, '+919812345678']));
    const child = students.find((s) => s.phone === DEMO_STUDENT.phone)!;
    await db.insert(parentLinks).values({ parentId: parent!.id, studentId: child.id });

    const today = academyToday();
    const startDate = addDays(today, -28);
    const [batch] = await db
      .insert(batches)
      .values({
        name: 'Class 12 Science, Mon-Wed-Fri 5 pm',
        program: 'class-11-12',
        subjects: ['Physics', 'Chemistry', 'Mathematics'],
        startDate,
        endDate: addDays(today, 150),
        capacity: 30,
        enrolmentOpen: true,
      })
      .returning({ id: batches.id });
    const batchId = batch!.id;
    await db.insert(batchTeachers).values({ batchId, teacherId: teacher!.id });
    await db
      .insert(batchMembers)
      .values(students.map((s) => ({ batchId, studentId: s.id, status: 'member' as const })));
    await demoFees(db, batchId, startDate, child.id);
    const slots = await db
      .insert(timetableSlots)
      .values(WEEK.map((w) => ({ ...w, batchId, durationMinutes: 60, teacherId: teacher!.id })))
      .returning();

    // The classes held so far, each with its register.
    const held = datesBetween(startDate, addDays(today, -1)).flatMap((date) =>
      slots.filter((s) => s.weekday === weekdayOf(date)).map((slot) => ({ slot, date })),
    );
    for (const [i, { slot, date }] of held.entries()) {
      const [session] = await db
        .insert(classSessions)
        .values({
          batchId,
          slotId: slot.id,
          originalDate: date,
          date,
          startTime: slot.startTime,
          durationMinutes: slot.durationMinutes,
          subject: slot.subject,
          teacherId: slot.teacherId,
          room: slot.room,
          onlineLink: slot.onlineLink,
          recordingUrl: slot.onlineLink
            ? `https://youtu.be/${RECORDINGS[i % RECORDINGS.length]}`
            : null,
        })
        .returning({ id: classSessions.id });
      await db.insert(attendance).values(
        students.map((s) => ({
          sessionId: session!.id,
          studentId: s.id,
          status: ABSENT[s.name]?.includes(i) ? ('absent' as const) : ('present' as const),
          markedBy: teacher!.id,
        })),
      );
    }
  },
};
