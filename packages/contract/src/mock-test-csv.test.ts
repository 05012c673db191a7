import { describe, expect, it } from 'vitest';
import { parseCsvRow } from './mock-test-csv.ts';

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
