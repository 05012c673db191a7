/**
 * What the demo student has studied on their own, so their home and their parent's show a course
 * with progress and a test result from the start (the README's promise for the parent).
 */
export const DEMO_STUDY = {
  /** Bought online this many days ago, its first lessons watched. */
  course: 'Class 12 Physics for Boards and JEE',
  boughtDaysAgo: 12,
  lessonsWatched: 2,
  /** A free test, taken with every answer right but those listed (by position, from 0). */
  test: 'Class 12 Physics: Electrostatics and Current Electricity',
  wrong: [1],
};
