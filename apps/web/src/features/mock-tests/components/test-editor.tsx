import { useId, useRef, useState, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Download, Plus, Trash2, Upload } from 'lucide-react';
import { toast } from '@/lib/toast';
import {
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
import { translateMessage } from '@/lib/i18n/contract-messages';
import { MOCK_TEST_TABLE } from '@/lib/i18n/messages/mock-tests';
import { cn } from '@/lib/utils';
import { CSV_TEMPLATE_URL, importCsv, useCourseChoices } from '../api/mock-tests';
import { useProgramLabel } from '../lib/format';

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

const emptySection = (title: string): SectionDraft => ({
  key: newKey(),
  title,
  marksPerQuestion: '1',
  negativeMarks: '0',
  timeLimitMinutes: '',
  questions: [emptyQuestion()],
});

/** The first section's title, a new test's or an import's with none named. */
const FIRST_SECTION = msg`Section A`;

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
function withImported(draft: TestDraft, questions: CsvQuestion[], firstTitle: string): TestDraft {
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

/** A CSV problem in the page's language: "Row 3: Topic is required", or the file's. */
function csvErrorText(i18n: I18n, message: string): string {
  const match = /^Row (\d+): (.*)$/s.exec(message);
  if (!match) return translateMessage(i18n, message);
  const row = match[1]!;
  const said = match[2]!;
  const text = translateMessage(i18n, said);
  return i18n._(msg`Row ${row}: ${text}`);
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
  const { t, i18n } = useLingui();
  const programLabel = useProgramLabel();
  const inUse = i18n._(MOCK_TEST_TABLE.descriptors.questionsInUse);
  const sectionTitle = (letter: string) => t`Section ${letter}`;
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
      toast.error(t`Please fix the highlighted fields`, {
        description: t`${plural(n, { one: '# field needs attention', other: '# fields need attention' })}`,
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
      const { questions } = await importCsv(await file.text());
      const firstTitle = i18n._(FIRST_SECTION);
      setDraft((d) => withImported(d, questions, firstTitle));
      const count = questions.length;
      toast.success(
        t`${plural(count, { one: '# question imported', other: '# questions imported' })}`,
      );
    } catch (error) {
      if (error instanceof ApiError) {
        const rows = Object.values(error.fieldErrors);
        setCsvErrors((rows.length ? rows : [error.message]).map((m) => csvErrorText(i18n, m)));
      } else setCsvErrors([t`The file could not be read`]);
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
          <Trans>Test details</Trans>
        </h2>
        <FormField id={`${uid}-title`} label={t`Title`} error={err('title')}>
          {(control) => (
            <Input
              {...control}
              value={draft.title}
              placeholder={t`e.g. Class 10 Science: Electricity`}
              onChange={(e) => set('title', e.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${uid}-description`} label={t`Description (optional)`}>
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
          <FormField id={`${uid}-program`} label={t`Program or class`} error={err('program')}>
            {(control) => (
              <Select
                {...control}
                value={draft.program}
                onChange={(e) => set('program', e.target.value)}
              >
                <option value="">{t`Choose…`}</option>
                {PROGRAMS.map((p) => (
                  <option key={p.slug} value={p.slug}>
                    {programLabel(p.slug)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id={`${uid}-subject`} label={t`Subject`} error={err('subject')}>
            {(control) => (
              <Input
                {...control}
                value={draft.subject}
                placeholder={t`e.g. Science`}
                onChange={(e) => set('subject', e.target.value)}
              />
            )}
          </FormField>
          <FormField
            id={`${uid}-time`}
            label={t`Time limit (minutes)`}
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
          label={t`Who can take it`}
          hint={t`A free test is open to every student; a course test only to the course's students.`}
          error={err('courseId')}
        >
          {(control) => (
            <Select
              {...control}
              value={draft.courseId}
              onChange={(e) => set('courseId', e.target.value)}
            >
              <option value="">{t`Free: every student`}</option>
              {(courses.data ?? []).map(({ _id: id, title }) => (
                <option key={id} value={id}>
                  {t`Students of ${title}`}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id={`${uid}-instructions`} label={t`Instructions`}>
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
          <Trans>Import questions from a CSV file</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            One question a row: section, question, option A to D, answer (A, B, C or D), topic and
            an optional explanation. Questions go into the section of the same title (a new one if
            none matches).
          </Trans>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <a href={CSV_TEMPLATE_URL} download>
              <Download aria-hidden="true" /> <Trans>Download template</Trans>
            </a>
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={importing || hasAttempts}
            onClick={() => fileRef.current?.click()}
          >
            <Upload aria-hidden="true" /> {importing ? t`Importing…` : t`Import CSV`}
          </Button>
          <input
            ref={fileRef}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-label={t`CSV file of questions`}
            tabIndex={-1}
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </div>
        {csvErrors.length > 0 && (
          <div role="alert" className="rounded-md border border-destructive p-3 text-sm">
            <p className="font-medium text-destructive">
              <Trans>Nothing was imported. Fix these rows and import the file again:</Trans>
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
          {t`${inUse}. Corrected answers and marks re-score every submitted attempt.`}
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
          {translateMessage(i18n, err('sections')!)}
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
                emptySection(sectionTitle(String.fromCharCode(65 + d.sections.length))),
              ],
            }))
          }
        >
          <Plus aria-hidden="true" /> <Trans>Add section</Trans>
        </Button>
      </div>

      <div className="sticky bottom-0 z-10 flex flex-wrap items-center justify-end gap-2 border-t bg-background/95 py-3">
        <span className="mr-auto text-sm text-muted-foreground">
          {initialStatus === 'published'
            ? t`${plural(totalQuestions, { one: '# question · now published', other: '# questions · now published' })}`
            : t`${plural(totalQuestions, { one: '# question · now a draft', other: '# questions · now a draft' })}`}
        </span>
        <Button
          type="button"
          variant="outline"
          disabled={isSaving}
          onClick={() => void save('draft')}
        >
          <Trans>Save as draft</Trans>
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t`Saving…` : t`Publish`}
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
        <FormField
          id={`${uid}-marks`}
          label={t`Marks per question`}
          error={err('marksPerQuestion')}
        >
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
          label={t`Negative marks (wrong)`}
          hint={t`e.g. 0.25; 0 for none`}
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
            <Trans>Set to ⅓ of the marks</Trans>
          </Button>
        </div>
        <FormField
          id={`${uid}-time`}
          label={t`Section time (minutes, optional)`}
          hint={t`Shown as a guide`}
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

function QuestionEditor({
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
