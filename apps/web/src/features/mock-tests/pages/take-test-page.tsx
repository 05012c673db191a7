import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Bookmark, Check } from 'lucide-react';
import { toast } from '@/lib/toast';
import {
  MOCK_TEST_MESSAGES,
  OPTION_LETTERS,
  type AnswerInput,
  type AttemptView,
} from '@academy/contract/mock-tests';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { saveAnswer, useAttempt, useSubmitAttempt } from '../api/mock-tests';
import { formatClock, formatMarks } from '../lib/format';

/** /tests/attempt/:attemptId: the running test. */
export function TakeTestPage() {
  const { attemptId = '' } = useParams();
  const query = useAttempt(attemptId);
  if (query.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading test" />
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
        <p className="text-lg font-semibold">
          {query.error instanceof ApiError ? query.error.message : 'Error loading the test'}
        </p>
        <Button onClick={() => void query.refetch()}>Try again</Button>
      </div>
    );
  if (query.data.status === 'submitted')
    return <Navigate to={`/tests/attempt/${attemptId}/result`} replace />;
  return <TestRunner attempt={query.data} />;
}

interface Answer {
  chosenOption: number | null;
  markedForReview: boolean;
}

type SaveState = 'saving' | 'saved' | 'retrying' | 'failed';

const questionKey = (attemptId: string) => `mock-test:${attemptId}:question`;

function TestRunner({ attempt }: { attempt: AttemptView }) {
  const navigate = useNavigate();
  const { mutateAsync: submitAttempt } = useSubmitAttempt();
  const questions = attempt.questions;
  const sections = useMemo(
    () => new Map(attempt.sections.map((s) => [s.id, s])),
    [attempt.sections],
  );

  const [answers, setAnswers] = useState<Record<string, Answer>>(() =>
    Object.fromEntries(
      attempt.answers.map((a) => [
        a.questionId,
        { chosenOption: a.chosenOption, markedForReview: a.markedForReview },
      ]),
    ),
  );
  const [saveStates, setSaveStates] = useState<Record<string, SaveState>>({});
  const [current, setCurrent] = useState(() => {
    const stored = Number(sessionStorage.getItem(questionKey(attempt.id)));
    return Number.isInteger(stored) && stored >= 0 && stored < questions.length ? stored : 0;
  });
  const [confirming, setConfirming] = useState(false);
  const [finishing, setFinishing] = useState(false);

  // The server's remaining seconds, counted down on this device's clock from the moment they came.
  const endAt = useRef<number | null>(null);
  const [remaining, setRemaining] = useState(attempt.remainingSeconds);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    sessionStorage.setItem(questionKey(attempt.id), String(current));
  }, [attempt.id, current]);

  // --- Autosave: one request at a time per question; the latest choice always wins. ----------
  const desired = useRef(new Map<string, AnswerInput>());
  const inFlight = useRef(new Set<string>());
  const retries = useRef(new Map<string, number>());
  const finished = useRef(false);

  const finish = useCallback(
    async (reason: 'manual' | 'timeout') => {
      if (finished.current) return;
      finished.current = true;
      setFinishing(true);
      // Let saves under way land first (a few seconds at most).
      const until = Date.now() + 5000;
      while ((inFlight.current.size || desired.current.size) && Date.now() < until)
        await new Promise((r) => setTimeout(r, 200));
      try {
        const result = await submitAttempt(attempt.id);
        if (reason === 'timeout') toast.info(MOCK_TEST_MESSAGES.autoSubmitted);
        else toast.success(result.message ?? MOCK_TEST_MESSAGES.submitted);
      } catch {
        // The server submits an expired attempt itself when the result is read.
        if (reason === 'timeout') toast.info(MOCK_TEST_MESSAGES.autoSubmitted);
      }
      sessionStorage.removeItem(questionKey(attempt.id));
      void navigate(`/tests/attempt/${attempt.id}/result`, { replace: true });
    },
    [attempt.id, navigate, submitAttempt],
  );

  const flush = useCallback(
    async function flushOne(questionId: string): Promise<void> {
      if (inFlight.current.has(questionId) || finished.current) return;
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
          finished.current = false;
          void finish('timeout');
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
    [attempt.id, finish],
  );

  const update = (questionId: string, patch: Partial<Answer>) => {
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

  // Unsaved answers: ask before the page goes away.
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (desired.current.size && !finished.current) e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  // --- Timer ---------------------------------------------------------------------------------
  useEffect(() => {
    endAt.current ??= Date.now() + attempt.remainingSeconds * 1000;
    const end = endAt.current;
    const tick = () => {
      const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setRemaining(left);
      if (left === 300) setAnnouncement('5 minutes left');
      if (left === 60) setAnnouncement('1 minute left');
      if (left === 0) void finish('timeout');
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [finish, attempt.remainingSeconds]);

  const question = questions[current]!;
  const section = sections.get(question.sectionId);
  const answer = answers[question.id];
  const answeredCount = questions.filter((q) => answers[q.id]?.chosenOption != null).length;
  const reviewCount = questions.filter((q) => answers[q.id]?.markedForReview).length;
  const unsaved = Object.values(saveStates).filter(
    (s) => s === 'retrying' || s === 'failed',
  ).length;
  const lowTime = remaining <= 60;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-4">
      <div className="sticky top-16 z-30 -mx-4 mb-4 flex flex-wrap items-center gap-3 border-b bg-background/95 px-4 py-3 backdrop-blur">
        <h1 className="mr-auto text-lg font-semibold sm:text-xl">{attempt.title}</h1>
        <p
          className={cn(
            'rounded-md border px-3 py-1 font-mono text-lg font-semibold tabular-nums',
            lowTime && 'border-destructive text-destructive',
          )}
        >
          <span className="sr-only">Time left: </span>
          <span role="timer" aria-label="Time left" data-testid="timer">
            {formatClock(remaining)}
          </span>
        </p>
        <Button onClick={() => setConfirming(true)} disabled={finishing}>
          {finishing ? 'Submitting…' : 'Submit test'}
        </Button>
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <section className="grid min-w-0 content-start gap-4" aria-labelledby="question-heading">
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-muted-foreground">
            <span>{section?.title}</span>
            {section && (
              <span>
                +{formatMarks(section.marksPerQuestion)} if right
                {section.negativeMarks > 0
                  ? `, ${formatMarks(-section.negativeMarks)} if wrong`
                  : ', no negative marking'}
              </span>
            )}
          </div>
          <h2 id="question-heading" className="text-xl font-semibold">
            Question {question.number} of {questions.length}
          </h2>
          <fieldset className="grid gap-3" key={question.id}>
            <legend className="mb-3 text-base whitespace-pre-line">{question.text}</legend>
            {question.options.map((option, oi) => {
              const checked = answer?.chosenOption === oi;
              return (
                <label
                  key={oi}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    checked && 'border-primary bg-primary/5',
                  )}
                >
                  <input
                    type="radio"
                    name={`q-${question.id}`}
                    className="mt-1 size-4 accent-primary"
                    checked={checked}
                    disabled={finishing}
                    onChange={() => update(question.id, { chosenOption: oi })}
                  />
                  <span>
                    <span className="font-semibold">{OPTION_LETTERS[oi]}.</span> {option}
                  </span>
                </label>
              );
            })}
          </fieldset>

          <SaveStatus
            state={saveStates[question.id]}
            onRetry={() => {
              retries.current.delete(question.id);
              void flush(question.id);
            }}
          />

          <div className="flex flex-wrap gap-2">
            <Button
              variant={answer?.markedForReview ? 'secondary' : 'outline'}
              aria-pressed={Boolean(answer?.markedForReview)}
              disabled={finishing}
              onClick={() => update(question.id, { markedForReview: !answer?.markedForReview })}
            >
              <Bookmark
                aria-hidden="true"
                className={cn(answer?.markedForReview && 'fill-current')}
              />
              Mark for review
            </Button>
            <Button
              variant="outline"
              disabled={finishing || answer?.chosenOption == null}
              onClick={() => update(question.id, { chosenOption: null })}
            >
              Clear answer
            </Button>
            <div className="ml-auto flex gap-2">
              <Button
                variant="outline"
                disabled={current === 0}
                onClick={() => setCurrent((c) => c - 1)}
              >
                Previous
              </Button>
              <Button
                disabled={current === questions.length - 1}
                onClick={() => setCurrent((c) => c + 1)}
              >
                Next
              </Button>
            </div>
          </div>
        </section>

        <aside aria-labelledby="palette-heading" className="grid content-start gap-3">
          <h2 id="palette-heading" className="font-semibold">
            Questions
          </h2>
          <p className="text-sm text-muted-foreground">
            {answeredCount} answered · {questions.length - answeredCount} not answered ·{' '}
            {reviewCount} marked for review
          </p>
          <ul className="grid grid-cols-5 gap-2" aria-label="Question palette">
            {questions.map((q, i) => {
              const a = answers[q.id];
              const answered = a?.chosenOption != null;
              const review = Boolean(a?.markedForReview);
              const status = [
                answered ? 'answered' : 'not answered',
                review ? 'marked for review' : null,
              ]
                .filter(Boolean)
                .join(', ');
              return (
                <li key={q.id}>
                  <button
                    type="button"
                    aria-label={`Question ${q.number}: ${status}`}
                    aria-current={i === current ? 'step' : undefined}
                    onClick={() => setCurrent(i)}
                    className={cn(
                      'relative flex h-11 w-full items-center justify-center rounded-md border text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                      answered && 'border-primary bg-primary text-primary-foreground',
                      review && !answered && 'border-dashed border-foreground',
                      i === current && 'ring-2 ring-ring ring-offset-2 ring-offset-background',
                    )}
                  >
                    {q.number}
                    {answered && (
                      <Check aria-hidden="true" className="absolute top-0.5 left-0.5 size-3" />
                    )}
                    {review && (
                      <Bookmark
                        aria-hidden="true"
                        className="absolute top-0.5 right-0.5 size-3 fill-current"
                      />
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
          <ul className="grid gap-1 text-xs text-muted-foreground" aria-label="Palette key">
            <li className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-3" /> Answered (filled)
            </li>
            <li className="flex items-center gap-2">
              <Bookmark aria-hidden="true" className="size-3 fill-current" /> Marked for review
            </li>
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block size-3 rounded-sm border" /> Not
              answered (empty)
            </li>
          </ul>
        </aside>
      </div>

      {confirming && (
        <ConfirmDialog
          title="Submit the test?"
          confirmLabel="Submit"
          isBusy={finishing}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void finish('manual');
          }}
        >
          <p>
            You have answered {answeredCount} of {questions.length} questions
            {reviewCount ? `; ${reviewCount} marked for review` : ''}. You cannot change your
            answers after submitting.
          </p>
          {unsaved > 0 && (
            <p className="mt-2 font-medium text-destructive">
              {unsaved} {unsaved === 1 ? 'answer is' : 'answers are'} not saved yet: check your
              connection.
            </p>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}

function SaveStatus({ state, onRetry }: { state: SaveState | undefined; onRetry: () => void }) {
  return (
    <div className="flex min-h-9 items-center gap-2 text-sm" role="status">
      {state === 'saving' && <span className="text-muted-foreground">Saving…</span>}
      {state === 'saved' && (
        <span className="flex items-center gap-1 text-muted-foreground">
          <Check aria-hidden="true" className="size-4" /> Saved
        </span>
      )}
      {state === 'retrying' && (
        <span className="font-medium text-destructive">Not saved: no connection. Retrying…</span>
      )}
      {state === 'failed' && <span className="font-medium text-destructive">Not saved.</span>}
      {(state === 'retrying' || state === 'failed') && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Retry now
        </Button>
      )}
    </div>
  );
}
