import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatCount } from '@academy/contract/indian-numbers';
import type { HomeSettings } from '@academy/contract/site-config';
import type { SiteCounts } from '@academy/contract/trust';

export interface Figure {
  key: string;
  value: string;
  /** In the page's language when shown (StatsList). */
  label: MessageDescriptor;
}

const UNITS: Record<string, number> = { k: 1e3, l: 1e5, lakh: 1e5, cr: 1e7, crore: 1e7 };

/**
 * How many an admin's figure claims: "4.5k+" 4,500, "1,200+" 1,200, "2 lakh+" 200,000; none for
 * a figure that is not a count ("98%", "A+").
 */
export function claimedCount(figure: string): number | undefined {
  const match = /^(\d[\d,]*(?:\.\d+)?)\s*(k|l|lakh|cr|crore)?\s*\+?$/i.exec(figure.trim());
  if (!match) return undefined;
  const unit = match[2] ? UNITS[match[2].toLowerCase()]! : 1;
  return Math.round(Number(match[1]!.replace(/,/g, '')) * unit);
}

/**
 * The home and About pages' figures, agreeing with each other: what the site counts is shown as
 * counted, an admin's figure lower than a count it includes gives way to the count, and a figure
 * that is zero or empty is left out.
 */
export function homeFigures(
  stats: HomeSettings['stats'] | null,
  counts: SiteCounts | null,
  teachersListed: number,
): Figure[] {
  const figures: Figure[] = [];
  const add = (key: string, value: string, label: MessageDescriptor) => {
    if (value && claimedCount(value) !== 0) figures.push({ key, value, label });
  };
  const counted = (n: number) => (n > 0 ? formatCount(n) : '');
  // A claim is kept when it is not a count or says at least as many as the site has.
  const atLeast = (claim: string, n: number) => {
    const claimed = claimedCount(claim);
    return claimed === undefined || claimed >= n ? claim : counted(n);
  };

  const students = counts?.students ?? 0;
  add('signedUp', counted(students), msg`Students signed up`);
  if (stats) {
    // Fewer taught than have signed up would contradict the count beside it: the count stays.
    const taught = claimedCount(stats.students);
    if (taught === undefined || taught > students) {
      const { foundedYear } = stats;
      add('taught', stats.students, msg`Students taught since ${foundedYear}`);
    }
  }
  add('tutors', atLeast(stats?.tutors ?? '', teachersListed), msg`Expert tutors`);
  add('courses', counted(counts?.courses ?? 0), msg`Courses`);
  add('mockTests', counted(counts?.mockTests ?? 0), msg`Mock tests`);
  add('examSuccess', stats?.examSuccess ?? '', msg`Exam success`);
  return figures;
}
