import { useState } from 'react';
import {
  marksProblem,
  PAPER_TEST_MESSAGES,
  parseScore,
  type MarkEntry,
  type PaperTestSheet,
} from '@academy/contract/paper-tests';
import { scoreText } from './score-text';

export const cellKey = (studentId: string, subjectId: string) => `${studentId}:${subjectId}`;

/**
 * The grid's typed cells that differ from the server's, and what each would save: marks, absent,
 * an empty cell, or the message of a cell that is not a mark. The rule is the contract's, the
 * server's too.
 */
export function useMarkDrafts(sheet: PaperTestSheet) {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const saved = (studentId: string, subjectId: string) =>
    scoreText(sheet.students.find((s) => s.id === studentId)?.marks[subjectId]);
  const textOf = (studentId: string, subjectId: string) =>
    drafts[cellKey(studentId, subjectId)] ?? saved(studentId, subjectId);
  const maxOf = new Map(sheet.subjects.map((s) => [s.id, s.maxMarks]));

  const problemOf = (studentId: string, subjectId: string): string | null => {
    const score = parseScore(textOf(studentId, subjectId));
    if (score === undefined) return PAPER_TEST_MESSAGES.marksInvalid;
    if (typeof score === 'number') return marksProblem(score, maxOf.get(subjectId) ?? 0);
    return null;
  };

  /** The changed cells (of some students, or all) as entries, or the first problem among them. */
  const changes = (studentIds?: string[]) => {
    const entries: MarkEntry[] = [];
    for (const student of sheet.students) {
      if (studentIds && !studentIds.includes(student.id)) continue;
      for (const subject of sheet.subjects) {
        const text = drafts[cellKey(student.id, subject.id)];
        if (text === undefined || text.trim() === saved(student.id, subject.id)) continue;
        const problem = problemOf(student.id, subject.id);
        if (problem) return { entries: [], problem: { student, subject, message: problem } };
        entries.push({ studentId: student.id, subjectId: subject.id, marks: parseScore(text)! });
      }
    }
    return { entries, problem: null };
  };

  return {
    textOf,
    problemOf,
    changes,
    dirty: Object.entries(drafts).some(([key, text]) => {
      const [studentId, subjectId] = key.split(':') as [string, string];
      return text.trim() !== saved(studentId, subjectId);
    }),
    set: (cells: Record<string, string>) => setDrafts((all) => ({ ...all, ...cells })),
    /** Forgets the drafts the server now holds. */
    settle: (entries: MarkEntry[]) =>
      setDrafts((all) => {
        const left = { ...all };
        for (const e of entries) delete left[cellKey(e.studentId, e.subjectId)];
        return left;
      }),
  };
}

export type MarkDrafts = ReturnType<typeof useMarkDrafts>;
