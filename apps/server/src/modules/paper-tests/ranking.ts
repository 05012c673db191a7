/**
 * A test's results from its marks (decisions §120): the total over every subject, absent
 * counting 0; the percentage of the test's maximum; ranks in the batch by total, ties sharing a
 * rank (1, 1, 3). A student absent from every subject is not ranked and not in the average.
 */

export interface Sheet {
  subjects: { id: string; maxMarks: number }[];
  /** Marks by student, then subject id: a number, or null for absent. */
  marks: Map<string, Map<string, number | null>>;
}

export interface Result {
  studentId: string;
  total: number;
  percent: number;
  rank: number | null;
}

const hundredths = (value: number) => Math.round(value * 100) / 100;

export function rankResults({ subjects, marks }: Sheet): {
  results: Result[];
  average: number | null;
  ranked: number;
} {
  const maxTotal = subjects.reduce((sum, s) => sum + s.maxMarks, 0);
  const scored = [...marks].map(([studentId, bySubject]) => {
    const scores = subjects.map((s) => bySubject.get(s.id) ?? null);
    const total = scores.reduce<number>((sum, m) => sum + (m ?? 0), 0);
    return {
      studentId,
      total,
      percent: hundredths((total / maxTotal) * 100),
      sat: scores.some((m) => m !== null),
    };
  });
  const ranked = scored.filter((s) => s.sat).sort((a, b) => b.total - a.total);
  const rankOf = new Map<string, number>();
  ranked.forEach((s, i) => {
    const previous = ranked[i - 1];
    rankOf.set(
      s.studentId,
      previous && previous.total === s.total ? rankOf.get(previous.studentId)! : i + 1,
    );
  });
  const average = ranked.length
    ? hundredths(ranked.reduce((sum, s) => sum + s.percent, 0) / ranked.length)
    : null;
  return {
    results: scored.map(({ studentId, total, percent }) => ({
      studentId,
      total,
      percent,
      rank: rankOf.get(studentId) ?? null,
    })),
    average,
    ranked: ranked.length,
  };
}
