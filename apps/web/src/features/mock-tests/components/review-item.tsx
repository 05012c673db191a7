import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CircleCheck, CircleX, MessageCircleQuestion } from 'lucide-react';
import { OPTION_LETTERS, type ResultQuestion } from '@academy/contract/mock-tests';
import { cn } from '@/lib/utils';
import { formatMarks } from '../lib/format';

const OUTCOME_TEXT = {
  correct: msg`Correct`,
  wrong: msg`Wrong`,
  unattempted: msg`Not answered`,
} as const;

// Green for right and red for wrong, in both themes with AA contrast; an icon and words say
// the same for anyone who cannot tell the colours apart.
const RIGHT =
  'border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100';
const WRONG =
  'border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100';

/**
 * One question of the review: the options, the right one and the student's own, and why; and a
 * way to ask a doubt about it (its teachers answer, decisions §116).
 */
export function ReviewItem({ question: q }: { question: ResultQuestion }) {
  const { t, i18n } = useLingui();
  const number = q.number;
  return (
    <li className="grid gap-3 rounded-lg border p-4" aria-label={t`Question ${number}`}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold">
          <Trans>Question {number}</Trans>{' '}
          <span className="font-normal text-muted-foreground">
            · {q.sectionTitle} · {q.topic}
          </span>
        </span>
        <span
          className={cn(
            'flex items-center gap-1 rounded-md border px-2 py-0.5 font-medium',
            q.outcome === 'correct' && RIGHT,
            q.outcome === 'wrong' && WRONG,
          )}
        >
          {q.outcome === 'correct' && <CircleCheck aria-hidden="true" className="size-4" />}
          {q.outcome === 'wrong' && <CircleX aria-hidden="true" className="size-4" />}
          {i18n._(OUTCOME_TEXT[q.outcome])} ({q.marks > 0 ? '+' : ''}
          {formatMarks(q.marks)})
        </span>
      </div>
      <p className="whitespace-pre-line">{q.text}</p>
      <ul className="grid gap-2">
        {q.options.map((option, oi) => {
          const isCorrect = oi === q.correctOption;
          const isChosen = oi === q.chosenOption;
          const isWrongChoice = isChosen && !isCorrect;
          return (
            <li
              key={oi}
              className={cn(
                'flex flex-wrap items-start gap-2 rounded-md border p-2 text-sm',
                isCorrect && cn(RIGHT, 'border-2'),
                isWrongChoice && cn(WRONG, 'border-2'),
              )}
            >
              {isCorrect ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              ) : isWrongChoice ? (
                <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              ) : (
                <span aria-hidden="true" className="size-4 shrink-0" />
              )}
              <span className="min-w-0 flex-1">
                <span className="font-semibold">{OPTION_LETTERS[oi]}.</span> {option}
              </span>
              {(isCorrect || isChosen) && (
                <span className="text-xs font-semibold">
                  {isCorrect && isChosen
                    ? t`Your answer · Correct answer`
                    : isCorrect
                      ? t`Correct answer`
                      : t`Your answer · Wrong`}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {q.explanation && (
        <p className="rounded-md bg-muted/50 p-3 text-sm">
          <span className="font-semibold">
            <Trans>Explanation:</Trans>{' '}
          </span>
          {q.explanation}
        </p>
      )}
      <Link
        to={`/doubts/ask?${new URLSearchParams({ questionId: q.id })}`}
        className="flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <MessageCircleQuestion aria-hidden="true" className="size-4" />
        <Trans>Ask a doubt about question {number}</Trans>
      </Link>
    </li>
  );
}
