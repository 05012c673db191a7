import { describe, expect, it } from 'vitest';
import {
  academyToday,
  addDays,
  classStart,
  datesBetween,
  mondayOf,
  weekdayOf,
} from './academy-calendar.ts';

describe('the academy calendar', () => {
  it('knows the weekday and the week of a date', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(datesBetween('2026-02-27', '2026-03-01')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });

  it('counts days and times in India whatever the server’s zone', () => {
    // 20:00 UTC is already 01:30 the next day in India.
    expect(academyToday(Date.parse('2026-11-24T20:00:00Z'))).toBe('2026-11-25');
    expect(academyToday(Date.parse('2026-11-24T18:00:00Z'))).toBe('2026-11-24');
    expect(new Date(classStart('2026-11-25', '17:00')).toISOString()).toBe(
      '2026-11-25T11:30:00.000Z',
    );
  });
});
