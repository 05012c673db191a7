import { describe, expect, it } from 'vitest';
import { rankResults } from './ranking.ts';

const subjects = [
  { id: 'maths', maxMarks: 80 },
  { id: 'science', maxMarks: 20 },
];
const sheet = (rows: Record<string, [number | null, number | null]>) => ({
  subjects,
  marks: new Map(
    Object.entries(rows).map(([student, [maths, science]]) => [
      student,
      new Map([
        ['maths', maths],
        ['science', science],
      ]),
    ]),
  ),
});

describe('rankResults', () => {
  it('ranks by total, ties sharing a rank and the next rank skipping past them', () => {
    const { results, ranked, average } = rankResults(
      sheet({ asha: [70, 20], bala: [60, 15], chetan: [75, 15], dev: [50, 10] }),
    );
    expect(results).toEqual([
      { studentId: 'asha', total: 90, percent: 90, rank: 1 },
      { studentId: 'bala', total: 75, percent: 75, rank: 3 },
      { studentId: 'chetan', total: 90, percent: 90, rank: 1 },
      { studentId: 'dev', total: 60, percent: 60, rank: 4 },
    ]);
    expect(ranked).toBe(4);
    expect(average).toBe(78.75);
  });

  it('counts an absent subject as 0, and leaves one absent from every subject unranked and out of the average', () => {
    const { results, ranked, average } = rankResults(
      sheet({ asha: [40, null], bala: [null, null], chetan: [0, 0] }),
    );
    expect(results).toEqual([
      { studentId: 'asha', total: 40, percent: 40, rank: 1 },
      { studentId: 'bala', total: 0, percent: 0, rank: null },
      { studentId: 'chetan', total: 0, percent: 0, rank: 2 },
    ]);
    expect(ranked).toBe(2);
    expect(average).toBe(20);
  });

  it('keeps half marks and rounds the percentage to hundredths', () => {
    const { results } = rankResults({
      subjects: [{ id: 'maths', maxMarks: 30 }],
      marks: new Map([['asha', new Map([['maths', 20.5]])]]),
    });
    expect(results[0]).toMatchObject({ total: 20.5, percent: 68.33, rank: 1 });
  });

  it('has no average when nobody sat the test', () => {
    expect(rankResults(sheet({ asha: [null, null] }))).toMatchObject({ ranked: 0, average: null });
  });
});
