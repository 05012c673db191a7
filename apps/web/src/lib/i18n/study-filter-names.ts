import { useCallback } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { Stream, StudentClass } from '@academy/contract/classes';
import type { PAPER_EXAMS } from '@academy/contract/resources';
import type { MaterialClass } from '@academy/contract/study-filters';

type PaperExam = (typeof PAPER_EXAMS)[number];

/**
 * The study materials' classes, streams, subjects and exams (contract's study-filters and
 * PAPER_EXAMS) in the page's language, by the English value that the server, the database and
 * the address keep.
 */
const NAMED_CLASSES: Partial<Record<MaterialClass | StudentClass, MessageDescriptor>> = {
  'ca-foundation': msg`CA Foundation`,
  'ca-intermediate': msg`CA Intermediate`,
  'cma-foundation': msg`CMA Foundation`,
  'cma-intermediate': msg`CMA Intermediate`,
  Undergraduate: msg`Undergraduate`,
  Postgraduate: msg`Postgraduate`,
  Other: msg`Other`,
};

export const STREAM_NAMES: Record<Stream, MessageDescriptor> = {
  Science: msg`Science`,
  Commerce: msg`Commerce`,
  Arts: msg`Arts`,
};

/** Every subject of DEFAULT_SUBJECTS and STREAM_SUBJECTS; an admin's own stays as typed. */
export const SUBJECT_NAMES: Record<string, MessageDescriptor> = {
  Mathematics: msg`Mathematics`,
  Science: msg`Science`,
  English: msg`English`,
  Hindi: msg`Hindi`,
  Geography: msg`Geography`,
  History: msg`History`,
  Civics: msg`Civics`,
  Computer: msg`Computer`,
  Sanskrit: msg`Sanskrit`,
  'General Knowledge': msg`General Knowledge`,
  'Environmental Studies': msg`Environmental Studies`,
  Physics: msg`Physics`,
  Chemistry: msg`Chemistry`,
  Biology: msg`Biology`,
  'Computer Science': msg`Computer Science`,
  'Physical Education': msg`Physical Education`,
  'Informatics Practices': msg`Informatics Practices`,
  Accountancy: msg`Accountancy`,
  'Business Studies': msg`Business Studies`,
  Economics: msg`Economics`,
  Entrepreneurship: msg`Entrepreneurship`,
  'Political Science': msg`Political Science`,
  Sociology: msg`Sociology`,
  Psychology: msg`Psychology`,
  'Fine Arts': msg`Fine Arts`,
  'Home Science': msg`Home Science`,
};

export const PAPER_EXAM_NAMES: Record<PaperExam, MessageDescriptor> = {
  'CBSE Board': msg`CBSE Board`,
  'CA Foundation': msg`CA Foundation`,
  'CA Intermediate': msg`CA Intermediate`,
  'CA Final': msg`CA Final`,
  'CMA Foundation': msg`CMA Foundation`,
  'CMA Intermediate': msg`CMA Intermediate`,
  'CMA Final': msg`CMA Final`,
};

const has = <T extends object>(table: T, key: string): key is Extract<keyof T, string> =>
  Object.prototype.hasOwnProperty.call(table, key);

/** "Class 10", "CA Foundation" or "Undergraduate" in the page's language; others as they came. */
export function classLabelOf(i18n: I18n, value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d/.test(value)) {
    const number = value;
    return i18n._(msg`Class ${number}`);
  }
  return has(NAMED_CLASSES, value) ? i18n._(NAMED_CLASSES[value]!) : value;
}

/** A stream the contract knows, in the page's language; any other value as it came. */
export const streamLabelOf = (i18n: I18n, value: string | null | undefined): string =>
  value ? (has(STREAM_NAMES, value) ? i18n._(STREAM_NAMES[value]) : value) : '';

/**
 * The labels of a class ('Class 10', 'Undergraduate'), a stream, a subject and an exam in the
 * page's language; a value the lists do not know (a subject an admin typed) comes back as it is.
 */
export function useStudyLabels() {
  const { i18n } = useLingui();
  const classLabel = useCallback((value: string) => classLabelOf(i18n, value), [i18n]);
  const streamLabel = useCallback((value: string) => streamLabelOf(i18n, value), [i18n]);
  const subjectLabel = useCallback(
    (value: string) => (has(SUBJECT_NAMES, value) ? i18n._(SUBJECT_NAMES[value]!) : value),
    [i18n],
  );
  const examLabel = useCallback(
    (value: string) => (has(PAPER_EXAM_NAMES, value) ? i18n._(PAPER_EXAM_NAMES[value]) : value),
    [i18n],
  );
  return { classLabel, streamLabel, subjectLabel, examLabel };
}
