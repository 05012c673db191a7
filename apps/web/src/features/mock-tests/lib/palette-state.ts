import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A question's place in the palette, as on the NTA's computer-based tests. */
export type PaletteState =
  'not-visited' | 'not-answered' | 'answered' | 'marked' | 'answered-marked';

export interface AnswerState {
  chosenOption: number | null;
  markedForReview: boolean;
}

export function paletteState(answer: AnswerState | undefined, isVisited: boolean): PaletteState {
  const isAnswered = answer?.chosenOption != null;
  if (answer?.markedForReview) return isAnswered ? 'answered-marked' : 'marked';
  if (isAnswered) return 'answered';
  // An answer or a mark saved from another device means the question was seen there.
  return isVisited ? 'not-answered' : 'not-visited';
}

/** In the legend's order, which is the NTA's. */
export const PALETTE_STATES: { state: PaletteState; label: MessageDescriptor }[] = [
  { state: 'not-visited', label: msg`Not visited` },
  { state: 'not-answered', label: msg`Not answered` },
  { state: 'answered', label: msg`Answered` },
  { state: 'marked', label: msg`Marked for review` },
  { state: 'answered-marked', label: msg`Answered and marked for review (will be evaluated)` },
];

/** The words a screen reader hears on a palette button: "Question 3: answered". */
export const PALETTE_WORDS: Record<PaletteState, MessageDescriptor> = {
  'not-visited': msg`not visited`,
  'not-answered': msg`not answered`,
  answered: msg`answered`,
  marked: msg`marked for review`,
  'answered-marked': msg`answered and marked for review`,
};

/**
 * Colour and shape together, so the state never rests on colour alone: a square not visited, a
 * bowl not answered, a dome answered, a circle marked. Fixed colours in both themes, each with
 * at least 4.5:1 contrast for its number.
 */
/* eslint-disable lingui/no-unlocalized-strings -- CSS classes, not text */
export const PALETTE_LOOK: Record<PaletteState, string> = {
  'not-visited': 'rounded-md border border-slate-500 bg-slate-100 text-slate-900',
  'not-answered': 'rounded-t-sm rounded-b-2xl bg-orange-700 text-white',
  answered: 'rounded-t-2xl rounded-b-sm bg-green-700 text-white',
  marked: 'rounded-full bg-purple-700 text-white',
  'answered-marked': 'rounded-full bg-purple-700 text-white',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** Questions seen on this device, kept per attempt: the server stores only answers and marks. */
const visitedKey = (attemptId: string) => `mock-test:${attemptId}:visited`;

export function readVisited(attemptId: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(visitedKey(attemptId)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function writeVisited(attemptId: string, visited: Set<string>) {
  try {
    localStorage.setItem(visitedKey(attemptId), JSON.stringify([...visited]));
  } catch {
    // Private mode or a full store: the palette still knows for as long as the page is open.
  }
}

export const forgetVisited = (attemptId: string) => localStorage.removeItem(visitedKey(attemptId));
