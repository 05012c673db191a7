import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { AnswerInput, AttemptView } from '@academy/contract/mock-tests';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { saveAnswer } from '../api/mock-tests';
import type { SaveState } from '../components/save-status';
import type { AnswerState } from './palette-state';

interface AutosaveOptions {
  /** Set once the test is being submitted: nothing more is sent after that. */
  isFinished: RefObject<boolean>;
  /** The server refused an answer because the time is up (409). */
  onExpired: () => void;
}

/**
 * The attempt's answers, each change sent at once: one request at a time per question, the
 * latest choice always wins, and a dropped connection is retried with backoff.
 */
export function useAnswerAutosave(
  attempt: AttemptView,
  { isFinished, onExpired }: AutosaveOptions,
) {
  const [answers, setAnswers] = useState<Record<string, AnswerState>>(() =>
    Object.fromEntries(
      attempt.answers.map((a) => [
        a.questionId,
        { chosenOption: a.chosenOption, markedForReview: a.markedForReview },
      ]),
    ),
  );
  const [saveStates, setSaveStates] = useState<Record<string, SaveState>>({});
  const desired = useRef(new Map<string, AnswerInput>());
  const inFlight = useRef(new Set<string>());
  const retries = useRef(new Map<string, number>());
  const expired = useRef(onExpired);
  useEffect(() => {
    expired.current = onExpired;
  }, [onExpired]);

  const flush = useCallback(
    async function flushOne(questionId: string): Promise<void> {
      if (inFlight.current.has(questionId) || isFinished.current) return;
      const body = desired.current.get(questionId);
      if (!body) return;
      inFlight.current.add(questionId);
      setSaveStates((s) => ({ ...s, [questionId]: 'saving' }));
      try {
        await saveAnswer(attempt.id, questionId, body);
        inFlight.current.delete(questionId);
        retries.current.delete(questionId);
        if (desired.current.get(questionId) !== body) return flushOne(questionId);
        desired.current.delete(questionId);
        setSaveStates((s) => ({ ...s, [questionId]: 'saved' }));
      } catch (error) {
        inFlight.current.delete(questionId);
        if (error instanceof ApiError && error.status === 409) {
          desired.current.clear();
          toast.error(error.message);
          expired.current();
          return;
        }
        const transient = !(error instanceof ApiError) || error.status === 0 || error.status >= 429;
        const n = (retries.current.get(questionId) ?? 0) + 1;
        retries.current.set(questionId, n);
        if (transient && n <= 6) {
          setSaveStates((s) => ({ ...s, [questionId]: 'retrying' }));
          setTimeout(() => void flushOne(questionId), Math.min(1000 * 2 ** (n - 1), 10_000));
        } else {
          setSaveStates((s) => ({ ...s, [questionId]: 'failed' }));
        }
      }
    },
    [attempt.id, isFinished],
  );

  const update = (questionId: string, patch: Partial<AnswerState>) => {
    const next = {
      chosenOption: answers[questionId]?.chosenOption ?? null,
      markedForReview: answers[questionId]?.markedForReview ?? false,
      ...patch,
    };
    setAnswers((a) => ({ ...a, [questionId]: next }));
    desired.current.set(questionId, next);
    retries.current.delete(questionId);
    void flush(questionId);
  };

  const retry = (questionId: string) => {
    retries.current.delete(questionId);
    void flush(questionId);
  };

  // Back online: send whatever is waiting at once.
  useEffect(() => {
    const onOnline = () => {
      for (const id of desired.current.keys()) {
        retries.current.delete(id);
        void flush(id);
      }
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);

  /** Waits (a few seconds at most) for the saves under way to land. */
  const settle = useCallback(async () => {
    const until = Date.now() + 5000;
    while ((inFlight.current.size || desired.current.size) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 200));
  }, []);

  return { answers, saveStates, update, retry, settle };
}
