import type { ProgramSlug } from '@academy/contract/programs';
import { DEMO_STUDENT } from './students.ts';

export const DEMO_TEACHER = { phone: '+919000000101', password: 'demo-teacher-2026' };
export const DEMO_PARENT = { phone: '+919000000201', password: 'demo-parent-2026' };
/** The batch's teacher and the demo student's parent. */
export const DEMO_TEACHER_NAME = 'Meera Iyer';
export const DEMO_PARENT_NAME = 'Sunita Sharma';

/** A running Class 12 Science batch, four weeks into its term (days counted from today). */
export const DEMO_BATCH = {
  name: 'Class 12 Science, Mon-Wed-Fri 5 pm',
  program: 'class-11-12' as ProgramSlug,
  subjects: ['Physics', 'Chemistry', 'Mathematics'],
  startsInDays: -28,
  endsInDays: 150,
  capacity: 30,
  enrolmentOpen: true,
  /** Its students, by phone: the demo student and a classmate. */
  studentPhones: [DEMO_STUDENT.phone, '+919812345678'],
};

/** Every class is an hour long. */
export const DEMO_CLASS_MINUTES = 60;

/** The batch's week: Monday, Wednesday and Friday at 5 pm in Room 2, Saturday's review online. */
export const DEMO_WEEK = [
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
];

/**
 * The term's fee: admission on the batch's first day (paid at the desk by the demo student,
 * overdue for the other), Term 1 due next week and Term 2 in three months, so the homes and Dues
 * have something.
 */
export const DEMO_FEE = [
  { label: 'Admission', amountPaise: 200_000, dueInDays: DEMO_BATCH.startsInDays },
  { label: 'Term 1', amountPaise: 600_000, dueInDays: 7 },
  { label: 'Term 2', amountPaise: 600_000, dueInDays: 90 },
];
/** The admission fee as the desk recorded the demo student's payment, on the batch's first day. */
export const DEMO_DESK_PAYMENT = { ref: 'Receipt book 1/1', method: 'cash' as const };

/** The Saturday reviews' recordings, as the teacher attached them (the demo courses' videos). */
export const DEMO_RECORDINGS = ['Ohq6J0mK0Yw', 'bS4DHSMxGfU', 'tY0yVzAAWn0', 'Ohq6J0mK0Yw'];

/** Who missed which of the past classes (by position, oldest first), for a real register. */
export const DEMO_ABSENT: Record<string, number[]> = {
  'Aarav Sharma': [2, 7],
  'Diya Patel': [4],
};

/**
 * The demo student's doubts in the batch: one the teacher answered an hour after it was asked,
 * one still waiting (hours counted back from now).
 */
export const DEMO_DOUBTS = [
  {
    subject: 'Physics',
    askedHoursAgo: 26,
    question: 'Why does a spoon look bent in a glass of water?',
    answer:
      'Light from the spoon bends as it leaves the water for the air (refraction), so the part under water seems higher than it is. See chapter 9, Snell’s law.',
  },
  {
    subject: 'Chemistry',
    askedHoursAgo: 3,
    question: 'In the chlorine test, why does the litmus paper turn white instead of red?',
    answer: null,
  },
];
