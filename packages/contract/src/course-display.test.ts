import { describe, expect, it } from 'vitest';
import { resumeLesson, type Lesson } from './course-display.ts';

const lessons = ['a', 'b', 'c', 'd'].map((id) => ({ id, title: id }) as Lesson);
const ids = (lesson: Lesson | null) => lesson?.id ?? null;

describe('resumeLesson', () => {
  it('starts a new course at its first lesson', () => {
    expect(ids(resumeLesson(lessons, new Set(), null))).toBe('a');
  });

  it('returns to the last lesson opened while it is unfinished', () => {
    expect(ids(resumeLesson(lessons, new Set(['a']), 'c'))).toBe('c');
  });

  it('moves on to the next unfinished lesson after a finished one, around to the start', () => {
    expect(ids(resumeLesson(lessons, new Set(['b', 'c']), 'b'))).toBe('d');
    expect(ids(resumeLesson(lessons, new Set(['c', 'd']), 'd'))).toBe('a');
  });

  it('stays on the last lesson opened when every lesson is done, and has nothing to offer without lessons', () => {
    expect(ids(resumeLesson(lessons, new Set(['a', 'b', 'c', 'd']), 'b'))).toBe('b');
    expect(ids(resumeLesson(lessons, new Set(['a', 'b', 'c', 'd']), null))).toBe('a');
    expect(resumeLesson([], new Set(), null)).toBeNull();
  });
});
