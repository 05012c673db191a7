import { describe, expect, it } from 'vitest';
import { formatDuration, marksFor, mockTestFormSchema, parseCsvRow } from './mock-tests.ts';

describe('marksFor', () => {
  const section = { marksPerQuestion: 4, negativeMarks: 1 };
  it('gives full marks when right, takes the negative marks when wrong, 0 when left', () => {
    expect(marksFor(2, 2, section)).toEqual({ outcome: 'correct', marks: 4 });
    expect(marksFor(1, 2, section)).toEqual({ outcome: 'wrong', marks: -1 });
    expect(marksFor(null, 2, section)).toEqual({ outcome: 'unattempted', marks: 0 });
  });
});

describe('parseCsvRow', () => {
  const row = {
    section: 'Part A',
    question: 'Q',
    option_a: 'a',
    option_b: 'b',
    option_c: 'c',
    option_d: 'd',
    answer: ' c ',
    topic: 'T',
    explanation: '',
  };
  it('reads the answer letter in any case', () => {
    expect(parseCsvRow(row, 2)).toMatchObject({ ok: true, question: { correctOption: 2 } });
    expect(parseCsvRow({ ...row, answer: 'd' }, 2)).toMatchObject({
      question: { correctOption: 3 },
    });
  });
  it('names the row in its message', () => {
    expect(parseCsvRow({ ...row, answer: '5' }, 7)).toEqual({
      ok: false,
      message: 'Row 7: Correct answer must be A, B, C or D',
    });
  });
});

describe('mockTestFormSchema', () => {
  it('keeps 1/3 of a mark to four decimals and allows an empty draft', () => {
    const parsed = mockTestFormSchema.parse({
      title: 'CMA drill one',
      program: 'cma-intermediate',
      subject: 'Costing',
      timeLimitMinutes: '10',
      sections: [{ title: 'A', marksPerQuestion: 1, negativeMarks: 1 / 3 }],
    });
    expect(parsed.sections[0]!.negativeMarks).toBe(0.3333);
    expect(parsed.status).toBe('draft');
  });
});

it('formats durations for people', () => {
  expect(formatDuration(45)).toBe('45 s');
  expect(formatDuration(754)).toBe('12 min 34 s');
  expect(formatDuration(3900)).toBe('1 h 05 min');
});
