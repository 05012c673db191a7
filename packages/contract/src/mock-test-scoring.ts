/** Mock test scoring, shared so the screens and the server agree (product §5.11). */

export const roundMarks = (v: number) => Math.round(v * 100) / 100;

/** Marks of one answer: full marks if right, minus the negative marks if wrong, 0 if left. */
export function marksFor(
  chosen: number | null | undefined,
  correct: number,
  section: { marksPerQuestion: number; negativeMarks: number },
): { outcome: 'correct' | 'wrong' | 'unattempted'; marks: number } {
  if (chosen === null || chosen === undefined) return { outcome: 'unattempted', marks: 0 };
  return chosen === correct
    ? { outcome: 'correct', marks: section.marksPerQuestion }
    : { outcome: 'wrong', marks: -section.negativeMarks };
}
