import { describe, expect, it } from 'vitest';
import { programOfClass } from './programs.ts';

describe('programOfClass', () => {
  it('places each school class in its program and a professional class in its own', () => {
    expect(programOfClass('1')).toBe('class-1-5');
    expect(programOfClass('5')).toBe('class-1-5');
    expect(programOfClass('6')).toBe('class-6-8');
    expect(programOfClass('10')).toBe('class-9-10');
    expect(programOfClass('12')).toBe('class-11-12');
    expect(programOfClass('ca-foundation')).toBe('ca-foundation');
    expect(programOfClass('cma-intermediate')).toBe('cma-intermediate');
  });

  it('knows nothing of no class or an unknown one', () => {
    expect(programOfClass(null)).toBeNull();
    expect(programOfClass('')).toBeNull();
    expect(programOfClass('13')).toBeNull();
    expect(programOfClass('mba')).toBeNull();
  });
});
