import { describe, expect, it } from 'vitest';
import { testI18n } from '@/testing/i18n';
import { claimedCount, homeFigures, type Figure } from './home-figures';

const english = testI18n('en');
const hindi = testI18n('hi');
const said = (figures: Figure[], i18n = english) =>
  figures.map(({ value, label }) => `${value} ${i18n._(label)}`);

const stats = { tutors: '50+', students: '4.5k+', examSuccess: '98%', foundedYear: 2012 };
const counts = { students: 13, courses: 6, mockTests: 4 };

describe('claimedCount', () => {
  it.each([
    ['4.5k+', 4500],
    ['1,200+', 1200],
    ['100+', 100],
    ['2 lakh+', 200000],
    ['0', 0],
    ['98%', undefined],
    ['A+', undefined],
    ['', undefined],
  ])('%s claims %s', (figure, n) => {
    expect(claimedCount(figure)).toBe(n);
  });
});

describe('homeFigures', () => {
  it('shows the real counts beside the admin figures, which do not contradict them', () => {
    expect(said(homeFigures(stats, counts, 0))).toEqual([
      '13 Students signed up',
      '4.5k+ Students taught since 2012',
      '50+ Expert tutors',
      '6 Courses',
      '4 Mock tests',
      '98% Exam success',
    ]);
  });

  it('says the same in Hindi, with the year in its place', () => {
    expect(said(homeFigures(stats, counts, 0), hindi)).toEqual([
      '13 रजिस्टर्ड छात्र',
      '4.5k+ 2012 से पढ़ाए गए छात्र',
      '50+ अनुभवी ट्यूटर',
      '6 कोर्स',
      '4 मॉक टेस्ट',
      '98% परीक्षा में सफलता',
    ]);
  });

  it('leaves out a figure that is zero or empty', () => {
    const figures = homeFigures(
      { ...stats, tutors: '0', examSuccess: '' },
      { students: 0, courses: 3, mockTests: 0 },
      0,
    );
    expect(figures.map((f) => f.key)).toEqual(['taught', 'courses']);
  });

  it('prefers the counts to an admin figure lower than them', () => {
    const figures = homeFigures(
      { ...stats, students: '100+', tutors: '2' },
      { ...counts, students: 1250 },
      5,
    );
    expect(said(figures)).toEqual([
      '1,250 Students signed up',
      '5 Expert tutors',
      '6 Courses',
      '4 Mock tests',
      '98% Exam success',
    ]);
  });

  it('shows only the counts before the settings are saved', () => {
    expect(homeFigures(null, counts, 0).map((f) => f.key)).toEqual([
      'signedUp',
      'courses',
      'mockTests',
    ]);
  });
});
