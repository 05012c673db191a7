import { describe, expect, it } from 'vitest';
import { mockTestFormSchema } from './mock-tests.ts';

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
