import { describe, expect, it } from 'vitest';
import { marksFor } from './mock-test-scoring.ts';

describe('marksFor', () => {
  const section = { marksPerQuestion: 4, negativeMarks: 1 };
  it('gives full marks when right, takes the negative marks when wrong, 0 when left', () => {
    expect(marksFor(2, 2, section)).toEqual({ outcome: 'correct', marks: 4 });
    expect(marksFor(1, 2, section)).toEqual({ outcome: 'wrong', marks: -1 });
    expect(marksFor(null, 2, section)).toEqual({ outcome: 'unattempted', marks: 0 });
  });
});
