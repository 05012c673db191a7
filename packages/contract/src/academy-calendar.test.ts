import { describe, expect, it } from 'vitest';
import {
  academyDateOf,
  academyHourOf,
  academyInstant,
  academyLocalTime,
  academyMidnight,
  academyMonth,
  academyToday,
  financialYearOf,
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

  it('knows midnight, a month and an hour in India', () => {
    expect(academyMidnight('2026-11-25').toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(academyDateOf(new Date('2026-11-24T18:29:59Z'))).toBe('2026-11-24');
    expect(academyDateOf(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
    expect(academyMonth('2026-12').map((d) => d.toISOString())).toEqual([
      '2026-11-30T18:30:00.000Z',
      '2026-12-31T18:30:00.000Z',
    ]);
    expect(academyHourOf(Date.parse('2026-11-29T12:30:00Z'))).toBe(18);
    expect(academyInstant('2026-11-25T17:00').toISOString()).toBe('2026-11-25T11:30:00.000Z');
    expect(academyLocalTime(academyInstant('2026-11-25T17:05'))).toBe('2026-11-25T17:05');
  });

  it('follows India’s financial year on the Indian clock', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2100-01-15T00:00:00Z'))).toBe('2099-00');
  });
});
