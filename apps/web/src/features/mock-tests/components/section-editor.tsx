import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { emptyQuestion, move, type QuestionDraft, type SectionDraft } from '../lib/test-draft';
import { IconButton } from './icon-button';
import { NumberField } from './number-field';
import { QuestionEditor } from './question-editor';

interface SectionEditorProps {
  section: SectionDraft;
  index: number;
  count: number;
  isQuestionSetFixed: boolean;
  err: (path: string) => string | undefined;
  onChange: (patch: Partial<SectionDraft>) => void;
  onQuestion: (qi: number, patch: Partial<QuestionDraft>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One section of the test editor: its title, marks and time, and its questions. */
export function SectionEditor({
  section,
  index,
  count,
  isQuestionSetFixed,
  err,
  onChange,
  onQuestion,
  onMove,
  onRemove,
}: SectionEditorProps) {
  const uid = useId();
  const { t } = useLingui();
  const n = index + 1;
  const name = section.title.trim() || t`Section ${n}`;
  const marks = Number(section.marksPerQuestion);
  return (
    <section aria-label={t`Section ${n}: ${name}`} className="grid gap-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">
          <Trans>
            Section {n}: {name}
          </Trans>
        </h2>
        <div className="flex gap-1">
          <IconButton
            label={t`Move section ${n} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp />
          </IconButton>
          <IconButton
            label={t`Move section ${n} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown />
          </IconButton>
          <IconButton
            label={t`Remove section ${n}`}
            disabled={count === 1 || isQuestionSetFixed}
            onClick={onRemove}
          >
            <Trash2 />
          </IconButton>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-4">
        <FormField
          id={`${uid}-title`}
          label={t`Section title`}
          error={err('title')}
          className="sm:col-span-4"
        >
          {(control) => (
            <Input
              {...control}
              value={section.title}
              placeholder={t`e.g. Part A`}
              onChange={(e) => onChange({ title: e.target.value })}
            />
          )}
        </FormField>
        <NumberField
          id={`${uid}-marks`}
          label={t`Marks per question`}
          error={err('marksPerQuestion')}
          min={0}
          fractions
          value={section.marksPerQuestion}
          onChange={(marksPerQuestion) => onChange({ marksPerQuestion })}
        />
        <NumberField
          id={`${uid}-negative`}
          label={t`Negative marks (wrong)`}
          hint={t`e.g. 0.25; 0 for none`}
          error={err('negativeMarks')}
          min={0}
          fractions
          value={section.negativeMarks}
          onChange={(negativeMarks) => onChange({ negativeMarks })}
        />
        <div className="flex items-start pt-8">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={!(marks > 0)}
            onClick={() =>
              onChange({ negativeMarks: String(Math.round((marks / 3) * 10_000) / 10_000) })
            }
          >
            <Trans>Set to ⅓ of the marks</Trans>
          </Button>
        </div>
        <NumberField
          id={`${uid}-time`}
          label={t`Section time (minutes, optional)`}
          hint={t`Shown as a guide`}
          error={err('timeLimitMinutes')}
          min={1}
          value={section.timeLimitMinutes}
          onChange={(timeLimitMinutes) => onChange({ timeLimitMinutes })}
        />
      </div>

      <ol className="grid gap-4">
        {section.questions.map((q, qi) => (
          <QuestionEditor
            key={q.key}
            question={q}
            section={name}
            number={qi + 1}
            first={qi === 0}
            last={qi === section.questions.length - 1}
            isRemovable={!isQuestionSetFixed}
            err={(p) => err(`questions.${qi}.${p}`)}
            onChange={(patch) => onQuestion(qi, patch)}
            onMove={(dir) => onChange({ questions: move(section.questions, qi, qi + dir) })}
            onRemove={() => onChange({ questions: section.questions.filter((_, j) => j !== qi) })}
          />
        ))}
      </ol>
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={isQuestionSetFixed}
          onClick={() => onChange({ questions: [...section.questions, emptyQuestion()] })}
        >
          <Plus aria-hidden="true" /> <Trans>Add question to {name}</Trans>
        </Button>
      </div>
    </section>
  );
}
