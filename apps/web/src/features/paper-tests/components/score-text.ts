import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ABSENT, type Score } from '@academy/contract/paper-tests';

/** A cell as the grid and the results write it: marks as typed, absent as "AB". */
export const scoreText = (score: Score | null | undefined) =>
  score === undefined || score === null ? '' : score === ABSENT ? 'AB' : String(score);

/** A percentage as the results write it ("82.5%"): plain digits, no Intl on a home page. */
export const percentText = (percent: number | null) => (percent === null ? '–' : `${percent}%`);

/** "AB" in the reader's language, for the results a student and a parent read. */
export const absentLabel = (i18n: I18n) => i18n._(msg`Absent`);
