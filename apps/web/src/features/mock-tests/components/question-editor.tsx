import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { OPTION_LETTERS } from '@academy/contract/mock-tests';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { translateMessage } from '@/lib/i18n/contract-messages';
import type { QuestionDraft } from '../lib/test-draft';
import { IconButton } from './icon-button';

interface QuestionEditorProps {
  question: QuestionDraft;
  /** The section's name, for the question's label. */
  section: string;
  number: number;
  first: boolean;
  last: boolean;
  isRemovable: boolean;
  err: (path: string) => string | undefined;
  onChange: (patch: Partial<QuestionDraft>) => void;
  onMove: (dir: -1 | 1) => void;
  onRemove: () => void;
}

/** One question of the test editor: its text, four options, the answer, topic and explanation. */
export function QuestionEditor({
  question,
  section,
  number,
  first,
  last,
  isRemovable,
  err,
  onChange,
  onMove,
  onRemove,
}: QuestionEditorProps) {
  const uid = useId();
  const { t, i18n } = useLingui();
  const label = t`Question ${number} of ${section}`;
  const correctError = err('correctOption');
  const optionsError = err('options') ?? [0, 1, 2, 3].map((i) => err(`options.${i}`)).find(Boolean);
  return (
    <li className="grid gap-3 rounded-md border bg-muted/30 p-3" aria-label={label}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">
          <Trans>Question {number}</Trans>
        </h3>
        <div className="flex gap-1">
          <IconButton label={t`Move ${label} up`} disabled={first} onClick={() => onMove(-1)}>
            <ArrowUp />
          </IconButton>
          <IconButton label={t`Move ${label} down`} disabled={last} onClick={() => onMove(1)}>
            <ArrowDown />
          </IconButton>
          <IconButton label={t`Remove ${label}`} disabled={!isRemovable} onClick={onRemove}>
            <Trash2 />
          </IconButton>
        </div>
      </div>
      <FormField id={`${uid}-text`} label={t`Question`} error={err('text')}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={question.text}
            onChange={(e) => onChange({ text: e.target.value })}
          />
        )}
      </FormField>
      <fieldset
        className="grid gap-2"
        aria-describedby={correctError ? `${uid}-correct-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium">
          <Trans>Options (choose the correct answer)</Trans>
        </legend>
        {OPTION_LETTERS.map((letter, oi) => (
          <div key={letter} className="flex items-center gap-2">
            <input
              type="radio"
              id={`${uid}-correct-${oi}`}
              name={`${uid}-correct`}
              className="size-4 accent-primary"
              checked={question.correctOption === oi}
              onChange={() => onChange({ correctOption: oi })}
              aria-label={t`Option ${letter} is correct`}
            />
            <span aria-hidden="true" className="w-5 font-medium">
              {letter}
            </span>
            <Input
              aria-label={t`Option ${letter}`}
              aria-invalid={Boolean(err(`options.${oi}`) ?? err('options'))}
              value={question.options[oi]}
              onChange={(e) => {
                const options = [...question.options] as QuestionDraft['options'];
                options[oi] = e.target.value;
                onChange({ options });
              }}
            />
          </div>
        ))}
        {optionsError && (
          <p className="text-sm font-medium text-destructive">
            {translateMessage(i18n, optionsError)}
          </p>
        )}
        {correctError && (
          <p id={`${uid}-correct-error`} className="text-sm font-medium text-destructive">
            {translateMessage(i18n, correctError)}
          </p>
        )}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${uid}-topic`} label={t`Topic (chapter)`} error={err('topic')}>
          {(control) => (
            <Input
              {...control}
              value={question.topic}
              onChange={(e) => onChange({ topic: e.target.value })}
            />
          )}
        </FormField>
        <FormField id={`${uid}-explanation`} label={t`Explanation (optional)`}>
          {(control) => (
            <Textarea
              {...control}
              rows={1}
              className="min-h-10"
              value={question.explanation}
              onChange={(e) => onChange({ explanation: e.target.value })}
            />
          )}
        </FormField>
      </div>
    </li>
  );
}
