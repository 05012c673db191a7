import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import { OPTION_LETTERS, type AttemptView } from '@academy/contract/mock-tests';
import { formatCount } from '@academy/contract/indian-numbers';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/loading-block';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { MOCK_TEST_TABLE } from '@/lib/i18n/messages/mock-tests';
import { cn } from '@/lib/utils';
import { pluralForm } from '@/lib/i18n/plural-form';
import { Redirect } from '@/lib/redirect';
import { useAttempt, useSubmitAttempt } from '../api/mock-tests';
import { LeaveTestGuard } from '../components/leave-test-guard';
import { QuestionPalette } from '../components/question-palette';
import { SaveStatus } from '../components/save-status';
import { TestBar } from '../components/test-bar';
import { formatMarks } from '../lib/format';
import { forgetVisited, paletteState, readVisited, writeVisited } from '../lib/palette-state';
import { useAnswerAutosave } from '../lib/use-answer-autosave';

/** /tests/attempt/:attemptId: the running test. */
export function TakeTestPage() {
  const { t, i18n } = useLingui();
  const { attemptId = '' } = useParams();
  const query = useAttempt(attemptId);
  if (query.isPending) return <LoadingBlock label={t`Loading test`} />;
  if (query.isError)
    return (
      <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
        <p className="text-lg font-semibold">
          {query.error instanceof ApiError
            ? translateMessage(i18n, query.error.message)
            : t`Error loading the test`}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
          <Button asChild variant="outline">
            <Link to="/tests">
              <Trans>All tests</Trans>
            </Link>
          </Button>
        </div>
      </div>
    );
  if (query.data.status === 'submitted')
    return <Redirect to={`/tests/attempt/${attemptId}/result`} />;
  return <TestRunner attempt={query.data} />;
}

const questionKey = (attemptId: string) => `mock-test:${attemptId}:question`;

function TestRunner({ attempt }: { attempt: AttemptView }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { mutateAsync: submitAttempt } = useSubmitAttempt();
  const questions = attempt.questions;
  const sections = useMemo(
    () => new Map(attempt.sections.map((s) => [s.id, s])),
    [attempt.sections],
  );

  const [current, setCurrent] = useState(() => {
    const stored = Number(sessionStorage.getItem(questionKey(attempt.id)));
    return Number.isInteger(stored) && stored >= 0 && stored < questions.length ? stored : 0;
  });
  const [confirming, setConfirming] = useState(false);
  const [finishing, setFinishing] = useState(false);

  // The server's remaining seconds, counted down on this device's clock from the moment they came.
  const endAt = useRef<number | null>(null);
  const [remaining, setRemaining] = useState(attempt.remainingSeconds);
  /** Minutes left, said to screen readers at 5 and at 1. */
  const [minutesLeft, setMinutesLeft] = useState<number | null>(null);

  /** True once the test is being submitted: no more saves, and leaving asks nothing. */
  const finished = useRef(false);

  // Questions seen: the one on screen, and each one the student moves to.
  const [visited, setVisited] = useState(() => readVisited(attempt.id).add(questions[current]!.id));
  const goTo = (index: number) => {
    setCurrent(index);
    setVisited((seen) =>
      seen.has(questions[index]!.id) ? seen : new Set(seen).add(questions[index]!.id),
    );
  };

  useEffect(() => {
    sessionStorage.setItem(questionKey(attempt.id), String(current));
  }, [attempt.id, current]);
  useEffect(() => {
    if (!finished.current) writeVisited(attempt.id, visited);
  }, [attempt.id, visited]);

  const { answers, saveStates, update, retry, settle } = useAnswerAutosave(attempt, {
    isFinished: finished,
    // The time ran out on the server first: submit from here too, and show the result.
    onExpired: () => {
      finished.current = false;
      void finish('timeout');
    },
  });

  const finish = useCallback(
    async (reason: 'manual' | 'timeout') => {
      if (finished.current) return;
      finished.current = true;
      setFinishing(true);
      await settle();
      try {
        const result = await submitAttempt(attempt.id);
        if (reason === 'timeout') toast.info(i18n._(MOCK_TEST_TABLE.descriptors.autoSubmitted));
        else
          toast.success(
            result.message
              ? translateMessage(i18n, result.message)
              : i18n._(MOCK_TEST_TABLE.descriptors.submitted),
          );
      } catch {
        // The server submits an expired attempt itself when the result is read.
        if (reason === 'timeout') toast.info(i18n._(MOCK_TEST_TABLE.descriptors.autoSubmitted));
      }
      sessionStorage.removeItem(questionKey(attempt.id));
      forgetVisited(attempt.id);
      void navigate(`/tests/attempt/${attempt.id}/result`, { replace: true });
    },
    [attempt.id, i18n, navigate, settle, submitAttempt],
  );

  // --- Timer ---------------------------------------------------------------------------------
  useEffect(() => {
    endAt.current ??= Date.now() + attempt.remainingSeconds * 1000;
    const end = endAt.current;
    const tick = () => {
      const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setRemaining(left);
      if (left === 300) setMinutesLeft(5);
      if (left === 60) setMinutesLeft(1);
      if (left === 0) void finish('timeout');
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [finish, attempt.remainingSeconds]);

  // --- Moving about, as the NTA's buttons do -------------------------------------------------
  const question = questions[current]!;
  const section = sections.get(question.sectionId);
  const answer = answers[question.id];
  const goNext = () => goTo((current + 1) % questions.length);
  /** Save & next: the answer stands as it is, without a review mark. */
  const saveAndNext = () => {
    if (answer?.markedForReview) update(question.id, { markedForReview: false });
    goNext();
  };
  const markAndNext = () => {
    if (!answer?.markedForReview) update(question.id, { markedForReview: true });
    goNext();
  };

  const paletteItems = questions.map((q) => ({
    id: q.id,
    number: q.number,
    state: paletteState(answers[q.id], visited.has(q.id)),
  }));
  const answeredCount = questions.filter((q) => answers[q.id]?.chosenOption != null).length;
  const reviewCount = questions.filter((q) => answers[q.id]?.markedForReview).length;
  const states = Object.values(saveStates);
  const unsaved = states.filter((s) => s === 'retrying' || s === 'failed').length;
  const total = questions.length;
  const totalForm = pluralForm(i18n, total);
  const questionCount = formatCount(total);
  const unsavedForm = pluralForm(i18n, unsaved);
  const unsavedCount = formatCount(unsaved);
  const minutesLeftForm = pluralForm(i18n, minutesLeft ?? 0);
  const minuteCount = formatCount(minutesLeft ?? 0);
  const number = question.number;
  // The last question's "next" goes round to the first, and says so.
  const isLast = current === questions.length - 1;
  const first = questions[0]!.number;
  const announcement =
    minutesLeft === null
      ? ''
      : t`${select(minutesLeftForm, { one: `${minuteCount} minute left`, other: `${minuteCount} minutes left` })}`;
  const right = section ? formatMarks(section.marksPerQuestion) : '';
  const wrong = section ? formatMarks(-section.negativeMarks) : '';

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-8">
      <TestBar
        title={attempt.title}
        remaining={remaining}
        announcement={announcement}
        isFinishing={finishing}
        onSubmit={() => setConfirming(true)}
        palette={{ items: paletteItems, current, onSelect: goTo, answered: answeredCount }}
      />

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section className="grid min-w-0 content-start gap-4" aria-labelledby="question-heading">
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-muted-foreground">
            <span>{section?.title}</span>
            {section && (
              <span>
                {section.negativeMarks > 0
                  ? t`+${right} if right, ${wrong} if wrong`
                  : t`+${right} if right, no negative marking`}
              </span>
            )}
          </div>
          <h2 id="question-heading" className="text-xl font-semibold">
            <Trans>
              Question {number} of {total}
            </Trans>
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

          <SaveStatus state={saveStates[question.id]} onRetry={() => retry(question.id)} />

          <div className="grid gap-2 sm:flex sm:flex-wrap">
            <Button disabled={finishing} onClick={saveAndNext}>
              {isLast ? (
                <Trans>Save &amp; go back to question {first}</Trans>
              ) : (
                <Trans>Save &amp; next</Trans>
              )}
            </Button>
            <Button variant="outline" disabled={finishing} onClick={markAndNext}>
              {isLast ? (
                <Trans>Mark for review &amp; go back to question {first}</Trans>
              ) : (
                <Trans>Mark for review &amp; next</Trans>
              )}
            </Button>
            <Button
              variant="outline"
              disabled={finishing || answer?.chosenOption == null}
              onClick={() => update(question.id, { chosenOption: null })}
            >
              <Trans>Clear response</Trans>
            </Button>
          </div>
          <div className="flex justify-between gap-2 border-t pt-4">
            <Button variant="outline" disabled={current === 0} onClick={() => goTo(current - 1)}>
              <Trans>Back</Trans>
            </Button>
            <Button variant="outline" disabled={isLast} onClick={() => goTo(current + 1)}>
              <Trans>Next</Trans>
            </Button>
          </div>
        </section>

        <aside aria-labelledby="palette-heading" className="hidden content-start gap-3 lg:grid">
          <h2 id="palette-heading" className="font-semibold">
            <Trans>Questions</Trans>
          </h2>
          <QuestionPalette items={paletteItems} current={current} onSelect={goTo} />
        </aside>
      </div>

      <LeaveTestGuard isFinished={finished} unsaved={states.filter((s) => s !== 'saved').length} />
      {confirming && (
        <ConfirmDialog
          title={t`Submit the test?`}
          confirmLabel={t`Submit`}
          isBusy={finishing}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void finish('manual');
          }}
        >
          <p>
            {reviewCount
              ? t`You have answered ${answeredCount} of ${select(totalForm, { one: `${questionCount} question`, other: `${questionCount} questions` })}; ${reviewCount} marked for review. You cannot change your answers after submitting.`
              : t`You have answered ${answeredCount} of ${select(totalForm, { one: `${questionCount} question`, other: `${questionCount} questions` })}. You cannot change your answers after submitting.`}
          </p>
          {unsaved > 0 && (
            <p className="mt-2 font-medium text-destructive">
              {t`${select(unsavedForm, { one: `${unsavedCount} answer is not saved yet: check your connection.`, other: `${unsavedCount} answers are not saved yet: check your connection.` })}`}
            </p>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
