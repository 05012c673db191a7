import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CsvQuestion } from '@academy/contract/mock-test-csv';
import type { MockTestDetail } from '@academy/contract/mock-tests';

/**
 * The test editor's draft: strings as typed, a key per row for React, ids kept for saved rows;
 * and what turns it into the form the server takes.
 */
let keySeq = 0;
const newKey = () => `k${(keySeq += 1)}`;

export interface QuestionDraft {
  key: string;
  id?: string;
  text: string;
  options: [string, string, string, string];
  correctOption: number | null;
  topic: string;
  explanation: string;
}

export interface SectionDraft {
  key: string;
  id?: string;
  title: string;
  marksPerQuestion: string;
  negativeMarks: string;
  timeLimitMinutes: string;
  questions: QuestionDraft[];
}

export interface TestDraft {
  title: string;
  description: string;
  program: string;
  subject: string;
  timeLimitMinutes: string;
  instructions: string;
  courseId: string;
  sections: SectionDraft[];
}

export const emptyQuestion = (): QuestionDraft => ({
  key: newKey(),
  text: '',
  options: ['', '', '', ''],
  correctOption: null,
  topic: '',
  explanation: '',
});

export const emptySection = (title: string): SectionDraft => ({
  key: newKey(),
  title,
  marksPerQuestion: '1',
  negativeMarks: '0',
  timeLimitMinutes: '',
  questions: [emptyQuestion()],
});

/** The first section's title, a new test's or an import's with none named. */
export const FIRST_SECTION = msg`Section A`;

/** A new test, its starting texts in the page's language (the teacher may change them). */
export const emptyDraft = (i18n: I18n): TestDraft => ({
  title: '',
  description: '',
  program: '',
  subject: '',
  timeLimitMinutes: '30',
  instructions: i18n._(
    msg`Each question has one correct answer. Your answers are saved as you choose them, and the test is submitted automatically when the time is up.`,
  ),
  courseId: '',
  sections: [emptySection(i18n._(FIRST_SECTION))],
});

export const draftFromTest = (test: MockTestDetail): TestDraft => ({
  title: test.title,
  description: test.description,
  program: test.program,
  subject: test.subject,
  timeLimitMinutes: String(test.timeLimitMinutes),
  instructions: test.instructions,
  courseId: test.courseId ?? '',
  sections: test.sections.map((s) => ({
    key: newKey(),
    id: s.id,
    title: s.title,
    marksPerQuestion: String(s.marksPerQuestion),
    negativeMarks: String(s.negativeMarks),
    timeLimitMinutes: s.timeLimitMinutes ? String(s.timeLimitMinutes) : '',
    questions: s.questions.map((q) => ({
      key: newKey(),
      id: q.id,
      text: q.text,
      options: [q.options[0] ?? '', q.options[1] ?? '', q.options[2] ?? '', q.options[3] ?? ''],
      correctOption: q.correctOption,
      topic: q.topic,
      explanation: q.explanation,
    })),
  })),
});

export const toPayload = (draft: TestDraft, status: 'draft' | 'published') => ({
  title: draft.title,
  description: draft.description,
  program: draft.program,
  subject: draft.subject,
  timeLimitMinutes: draft.timeLimitMinutes === '' ? undefined : draft.timeLimitMinutes,
  instructions: draft.instructions,
  status,
  courseId: draft.courseId || null,
  sections: draft.sections.map((s) => ({
    ...(s.id ? { id: s.id } : {}),
    title: s.title,
    marksPerQuestion: s.marksPerQuestion === '' ? undefined : s.marksPerQuestion,
    negativeMarks: s.negativeMarks === '' ? 0 : s.negativeMarks,
    timeLimitMinutes: s.timeLimitMinutes === '' ? null : s.timeLimitMinutes,
    questions: s.questions.map((q) => ({
      ...(q.id ? { id: q.id } : {}),
      text: q.text,
      options: q.options,
      correctOption: q.correctOption ?? undefined,
      topic: q.topic,
      explanation: q.explanation,
    })),
  })),
});

export const move = <T>(items: T[], from: number, to: number): T[] => {
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** Appends imported questions: to the section of the same title, or a new one at the end. */
export function withImported(
  draft: TestDraft,
  questions: CsvQuestion[],
  firstTitle: string,
): TestDraft {
  const isBlank = (q: QuestionDraft) => !q.text.trim() && !q.options.some((o) => o.trim());
  // Blank questions (the new form's starter) give way to the import, and so does a new section
  // that had nothing else, unless the import fills it.
  const blankSections = new Set(
    draft.sections.filter((s) => !s.id && s.questions.every(isBlank)).map((s) => s.key),
  );
  const sections = draft.sections.map((s) => ({
    ...s,
    questions: s.questions.filter((q) => !isBlank(q)),
  }));
  for (const q of questions) {
    const title = q.section.trim();
    let section = title
      ? sections.find((s) => s.title.trim().toLowerCase() === title.toLowerCase())
      : sections.at(-1);
    if (!section) {
      section = { ...emptySection(title || firstTitle), questions: [] };
      sections.push(section);
    }
    section.questions.push({
      key: newKey(),
      text: q.text,
      options: [q.options[0] ?? '', q.options[1] ?? '', q.options[2] ?? '', q.options[3] ?? ''],
      correctOption: q.correctOption,
      topic: q.topic,
      explanation: q.explanation,
    });
  }
  const kept = sections.filter((s) => s.questions.length > 0 || !blankSections.has(s.key));
  return { ...draft, sections: kept.length ? kept : sections };
}
