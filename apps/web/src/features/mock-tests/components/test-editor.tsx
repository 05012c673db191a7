import { useId, useRef, useState, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, Download, Plus, Trash2, Upload } from 'lucide-react';
import { toast } from '@/lib/toast';
import {
  MOCK_TEST_MESSAGES,
  OPTION_LETTERS,
  mockTestFormSchema,
  type CsvQuestion,
  type MockTestDetail,
  type MockTestForm,
} from '@academy/contract/mock-tests';
import { PROGRAMS } from '@academy/contract/programs';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { CSV_TEMPLATE_URL, importCsv, useCourseChoices } from '../api/mock-tests';

// ---------------------------------------------------------------------------------------------
// The draft: strings as typed, a key per row for React, ids kept for saved rows.

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

const emptyQuestion = (): QuestionDraft => ({
  key: newKey(),
  text: '',
  options: ['', '', '', ''],
  correctOption: null,
  topic: '',
  explanation: '',
});

const emptySection = (title = 'Section A'): SectionDraft => ({
  key: newKey(),
  title,
  marksPerQuestion: '1',
  negativeMarks: '0',
  timeLimitMinutes: '',
  questions: [emptyQuestion()],
});

export const emptyDraft = (): TestDraft => ({
  title: '',
  description: '',
  program: '',
  subject: '',
  timeLimitMinutes: '30',
  instructions:
    'Each question has one correct answer. Your answers are saved as you choose them, and the test is submitted automatically when the time is up.',
  courseId: '',
  sections: [emptySection()],
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

const toPayload = (draft: TestDraft, status: 'draft' | 'published') => ({
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

const move = <T,>(items: T[], from: number, to: number): T[] => {
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** Appends imported questions: to the section of the same title, or a new one at the end. */
function withImported(draft: TestDraft, questions: CsvQuestion[]): TestDraft {
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
      section = { ...emptySection(title || 'Section A'), questions: [] };
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

// ---------------------------------------------------------------------------------------------

interface TestEditorProps {
  initial: TestDraft;
  initialStatus: 'draft' | 'published';
  /** Students have answered it: the server refuses adding or removing questions. */
  hasAttempts: boolean;
  onSave: (
    values: MockTestForm,
  ) => Promise<Record<string, string> | undefined | void> | Record<string, string> | undefined;
  isSaving: boolean;
}

const Textarea = (props: React.ComponentProps<'textarea'>) => (
  <textarea
    {...props}
    className={cn(
      'flex min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive sm:text-sm',
      props.className,
    )}
  />
);

/** The whole test on one page: details, then sections with their questions. */
export function TestEditor({
  initial,
  initialStatus,
  hasAttempts,
  onSave,
  isSaving,
}: TestEditorProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [csvErrors, setCsvErrors] = useState<string[]>([]);
  const [importing, setImporting] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const uid = useId();
  const courses = useCourseChoices();
  const totalQuestions = draft.sections.reduce((n, s) => n + s.questions.length, 0);

  const set = <K extends keyof TestDraft>(key: K, value: TestDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const setSection = (si: number, patch: Partial<SectionDraft>) =>
    setDraft((d) => ({
      ...d,
      sections: d.sections.map((s, i) => (i === si ? { ...s, ...patch } : s)),
    }));
  const setQuestion = (si: number, qi: number, patch: Partial<QuestionDraft>) =>
    setDraft((d) => ({
      ...d,
      sections: d.sections.map((s, i) =>
        i === si
          ? { ...s, questions: s.questions.map((q, j) => (j === qi ? { ...q, ...patch } : q)) }
          : s,
      ),
    }));

  const err = (path: string) => errors[path];

  async function save(status: 'draft' | 'published') {
    const parsed = mockTestFormSchema.safeParse(toPayload(draft, status));
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
      setErrors(next);
      const n = Object.keys(next).length;
      toast.error('Please fix the highlighted fields', {
        description: `${n} ${n === 1 ? 'field needs' : 'fields need'} attention`,
      });
      // Take the teacher to the first problem.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    const serverErrors = await onSave(parsed.data);
    if (serverErrors) setErrors(serverErrors);
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    setImporting(true);
    setCsvErrors([]);
    try {
      const { questions, message } = await importCsv(await file.text());
      setDraft((d) => withImported(d, questions));
      toast.success(message ?? `${questions.length} questions imported`);
    } catch (error) {
      if (error instanceof ApiError) {
        const rows = Object.values(error.fieldErrors);
        setCsvErrors(rows.length ? rows : [error.message]);
      } else setCsvErrors(['The file could not be read']);
    } finally {
      setImporting(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  return (
    <form
      noValidate
      className="grid gap-8"
      onSubmit={(e) => {
        e.preventDefault();
        void save('published');
      }}
    >
      <section aria-labelledby={`${uid}-details`} className="grid gap-4">
        <h2 id={`${uid}-details`} className="text-xl font-semibold">
          Test details
        </h2>
        <FormField id={`${uid}-title`} label="Title" error={err('title')}>
          {(control) => (
            <Input
              {...control}
              value={draft.title}
              placeholder="e.g. Class 10 Science: Electricity"
              onChange={(e) => set('title', e.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${uid}-description`} label="Description (optional)">
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              value={draft.description}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id={`${uid}-program`} label="Program or class" error={err('program')}>
            {(control) => (
              <Select
                {...control}
                value={draft.program}
                onChange={(e) => set('program', e.target.value)}
              >
                <option value="">Choose…</option>
                {PROGRAMS.map((p) => (
                  <option key={p.slug} value={p.slug}>
                    {p.label}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id={`${uid}-subject`} label="Subject" error={err('subject')}>
            {(control) => (
              <Input
                {...control}
                value={draft.subject}
                placeholder="e.g. Science"
                onChange={(e) => set('subject', e.target.value)}
              />
            )}
          </FormField>
          <FormField
            id={`${uid}-time`}
            label="Time limit (minutes)"
            error={err('timeLimitMinutes')}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={600}
                value={draft.timeLimitMinutes}
                onChange={(e) => set('timeLimitMinutes', e.target.value)}
              />
            )}
          </FormField>
        </div>
        <FormField
          id={`${uid}-course`}
          label="Who can take it"
          hint="A free test is open to every student; a course test only to the course's students."
          error={err('courseId')}
        >
          {(control) => (
            <Select
              {...control}
              value={draft.courseId}
              onChange={(e) => set('courseId', e.target.value)}
            >
              <option value="">Free: every student</option>
              {(courses.data ?? []).map((c) => (
                <option key={c._id} value={c._id}>
                  Students of {c.title}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id={`${uid}-instructions`} label="Instructions">
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={draft.instructions}
              onChange={(e) => set('instructions', e.target.value)}
            />
          )}
        </FormField>
      </section>

      <section aria-labelledby={`${uid}-import`} className="grid gap-3 rounded-lg border p-4">
        <h2 id={`${uid}-import`} className="text-xl font-semibold">
          Import questions from a CSV file
        </h2>
        <p className="text-sm text-muted-foreground">
          One question a row: section, question, option A to D, answer (A, B, C or D), topic and an
          optional explanation. Questions go into the section of the same title (a new one if none
          matches).
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <a href={CSV_TEMPLATE_URL} download>
              <Download aria-hidden="true" /> Download template
            </a>
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={importing || hasAttempts}
            onClick={() => fileRef.current?.click()}
          >
            <Upload aria-hidden="true" /> {importing ? 'Importing…' : 'Import CSV'}
          </Button>
          <input
            ref={fileRef}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-label="CSV file of questions"
            tabIndex={-1}
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </div>
        {csvErrors.length > 0 && (
          <div role="alert" className="rounded-md border border-destructive p-3 text-sm">
            <p className="font-medium text-destructive">
              Nothing was imported. Fix these rows and import the file again:
            </p>
            <ul className="mt-2 list-disc pl-5">
              {csvErrors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        )}
      </section>

      {hasAttempts && (
        <p className="rounded-md border p-3 text-sm" role="note">
          {MOCK_TEST_MESSAGES.questionsInUse}. Corrected answers and marks re-score every submitted
          attempt.
        </p>
      )}

      {draft.sections.map((section, si) => (
        <SectionEditor
          key={section.key}
          section={section}
          index={si}
          count={draft.sections.length}
          isQuestionSetFixed={hasAttempts}
          err={(p) => err(`sections.${si}.${p}`)}
          onChange={(patch) => setSection(si, patch)}
          onQuestion={(qi, patch) => setQuestion(si, qi, patch)}
          onMove={(to) => setDraft((d) => ({ ...d, sections: move(d.sections, si, to) }))}
          onRemove={() =>
            setDraft((d) => ({ ...d, sections: d.sections.filter((_, i) => i !== si) }))
          }
        />
      ))}
      {err('sections') && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {err('sections')}
        </p>
      )}

      <div>
        <Button
          type="button"
          variant="outline"
          disabled={hasAttempts}
          onClick={() =>
            setDraft((d) => ({
              ...d,
              sections: [
                ...d.sections,
                emptySection(`Section ${String.fromCharCode(65 + d.sections.length)}`),
              ],
            }))
          }
        >
          <Plus aria-hidden="true" /> Add section
        </Button>
      </div>

      <div className="sticky bottom-0 z-10 flex flex-wrap items-center justify-end gap-2 border-t bg-background/95 py-3">
        <span className="mr-auto text-sm text-muted-foreground">
          {totalQuestions} {totalQuestions === 1 ? 'question' : 'questions'} · now{' '}
          {initialStatus === 'published' ? 'published' : 'a draft'}
        </span>
        <Button
          type="button"
          variant="outline"
          disabled={isSaving}
          onClick={() => void save('draft')}
        >
          Save as draft
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Publish'}
        </Button>
      </div>
    </form>
  );
}

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

function SectionEditor({
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
  const n = index + 1;
  const name = section.title.trim() || `Section ${n}`;
  const marks = Number(section.marksPerQuestion);
  return (
    <section aria-label={`Section ${n}: ${name}`} className="grid gap-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">
          Section {n}: {name}
        </h2>
        <div className="flex gap-1">
          <IconButton
            label={`Move section ${n} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp />
          </IconButton>
          <IconButton
            label={`Move section ${n} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown />
          </IconButton>
          <IconButton
            label={`Remove section ${n}`}
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
          label="Section title"
          error={err('title')}
          className="sm:col-span-4"
        >
          {(control) => (
            <Input
              {...control}
              value={section.title}
              placeholder="e.g. Part A"
              onChange={(e) => onChange({ title: e.target.value })}
            />
          )}
        </FormField>
        <FormField id={`${uid}-marks`} label="Marks per question" error={err('marksPerQuestion')}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={section.marksPerQuestion}
              onChange={(e) => onChange({ marksPerQuestion: e.target.value })}
            />
          )}
        </FormField>
        <FormField
          id={`${uid}-negative`}
          label="Negative marks (wrong)"
          hint="e.g. 0.25; 0 for none"
          error={err('negativeMarks')}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={section.negativeMarks}
              onChange={(e) => onChange({ negativeMarks: e.target.value })}
            />
          )}
        </FormField>
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
            Set to ⅓ of the marks
          </Button>
        </div>
        <FormField
          id={`${uid}-time`}
          label="Section time (minutes, optional)"
          hint="Shown as a guide"
          error={err('timeLimitMinutes')}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              value={section.timeLimitMinutes}
              onChange={(e) => onChange({ timeLimitMinutes: e.target.value })}
            />
          )}
        </FormField>
      </div>

      <ol className="grid gap-4">
        {section.questions.map((q, qi) => (
          <QuestionEditor
            key={q.key}
            question={q}
            label={`Question ${qi + 1} of ${name}`}
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
          <Plus aria-hidden="true" /> Add question to {name}
        </Button>
      </div>
    </section>
  );
}

interface QuestionEditorProps {
  question: QuestionDraft;
  label: string;
  number: number;
  first: boolean;
  last: boolean;
  isRemovable: boolean;
  err: (path: string) => string | undefined;
  onChange: (patch: Partial<QuestionDraft>) => void;
  onMove: (dir: -1 | 1) => void;
  onRemove: () => void;
}

function QuestionEditor({
  question,
  label,
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
  const correctError = err('correctOption');
  return (
    <li className="grid gap-3 rounded-md border bg-muted/30 p-3" aria-label={label}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">Question {number}</h3>
        <div className="flex gap-1">
          <IconButton label={`Move ${label} up`} disabled={first} onClick={() => onMove(-1)}>
            <ArrowUp />
          </IconButton>
          <IconButton label={`Move ${label} down`} disabled={last} onClick={() => onMove(1)}>
            <ArrowDown />
          </IconButton>
          <IconButton label={`Remove ${label}`} disabled={!isRemovable} onClick={onRemove}>
            <Trash2 />
          </IconButton>
        </div>
      </div>
      <FormField id={`${uid}-text`} label="Question" error={err('text')}>
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
        <legend className="mb-1 text-sm font-medium">Options (choose the correct answer)</legend>
        {OPTION_LETTERS.map((letter, oi) => (
          <div key={letter} className="flex items-center gap-2">
            <input
              type="radio"
              id={`${uid}-correct-${oi}`}
              name={`${uid}-correct`}
              className="size-4 accent-primary"
              checked={question.correctOption === oi}
              onChange={() => onChange({ correctOption: oi })}
              aria-label={`Option ${letter} is correct`}
            />
            <span aria-hidden="true" className="w-5 font-medium">
              {letter}
            </span>
            <Input
              aria-label={`Option ${letter}`}
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
        {(err('options') ?? [0, 1, 2, 3].map((i) => err(`options.${i}`)).find(Boolean)) && (
          <p className="text-sm font-medium text-destructive">
            {err('options') ?? [0, 1, 2, 3].map((i) => err(`options.${i}`)).find(Boolean)}
          </p>
        )}
        {correctError && (
          <p id={`${uid}-correct-error`} className="text-sm font-medium text-destructive">
            {correctError}
          </p>
        )}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${uid}-topic`} label="Topic (chapter)" error={err('topic')}>
          {(control) => (
            <Input
              {...control}
              value={question.topic}
              onChange={(e) => onChange({ topic: e.target.value })}
            />
          )}
        </FormField>
        <FormField id={`${uid}-explanation`} label="Explanation (optional)">
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

function IconButton({
  label,
  children,
  ...props
}: { label: string; children: ReactNode } & Omit<React.ComponentProps<'button'>, 'children'>) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} title={label} {...props}>
      <span aria-hidden="true" className="contents">
        {children}
      </span>
    </Button>
  );
}
