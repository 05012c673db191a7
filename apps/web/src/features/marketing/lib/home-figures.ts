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
 * The home and About pages' figures: the admin's as they were set, and what the site counts only
 * where a count helps, the courses and mock tests there are to take. No live count of students
 * stands beside the admin's "taught since" (issue 49: "13 signed up" beside "4.5k+ taught"
 * contradicted it). A figure that is zero or empty is left out.
 */
export function homeFigures(
  stats: HomeSettings['stats'] | null,
  counts: SiteCounts | null,
): Figure[] {
  const figures: Figure[] = [];
  const add = (key: string, value: string, label: MessageDescriptor) => {
    if (value && claimedCount(value) !== 0) figures.push({ key, value, label });
  };
  const counted = (n: number) => (n > 0 ? formatCount(n) : '');

  if (stats) {
    const { foundedYear } = stats;
    add('taught', stats.students, msg`Students taught since ${foundedYear}`);
    add('tutors', stats.tutors, msg`Expert tutors`);
  }
  add('courses', counted(counts?.courses ?? 0), msg`Courses`);
  add('mockTests', counted(counts?.mockTests ?? 0), msg`Mock tests`);
  add('examSuccess', stats?.examSuccess ?? '', msg`Exam success`);
  return figures;
}
