import { useId, useState } from 'react';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { mockTestFormSchema, type MockTestForm } from '@academy/contract/mock-tests';
import { PROGRAMS } from '@academy/contract/programs';
import { formatCount } from '@academy/contract/indian-numbers';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { MOCK_TEST_TABLE } from '@/lib/i18n/messages/mock-tests';
import { toast } from '@/lib/toast';
import { pluralForm } from '@/lib/i18n/plural-form';
import { useCourseChoices } from '../api/mock-tests';
import { useProgramLabel } from '../lib/format';
import {
  FIRST_SECTION,
  emptySection,
  move,
  toPayload,
  withImported,
  type QuestionDraft,
  type SectionDraft,
  type TestDraft,
} from '../lib/test-draft';
import { NumberField } from './number-field';
import { QuestionCsvImport } from './question-csv-import';
import { SectionEditor } from './section-editor';

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
  const uid = useId();
  const courses = useCourseChoices();
  const { t, i18n } = useLingui();
  const programLabel = useProgramLabel();
  const inUse = i18n._(MOCK_TEST_TABLE.descriptors.questionsInUse);
  const sectionTitle = (letter: string) => t`Section ${letter}`;
  const totalQuestions = draft.sections.reduce((n, s) => n + s.questions.length, 0);
  const questionsForm = pluralForm(i18n, totalQuestions);
  const questionCount = formatCount(totalQuestions);

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
      const fieldsForm = pluralForm(i18n, Object.keys(next).length);
      const fieldCount = formatCount(Object.keys(next).length);
      toast.error(t`Please fix the highlighted fields`, {
        description: t`${select(fieldsForm, { one: `${fieldCount} field needs attention`, other: `${fieldCount} fields need attention` })}`,
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
          <NumberField
            id={`${uid}-time`}
            label={t`Time limit (minutes)`}
            error={err('timeLimitMinutes')}
            min={1}
            max={600}
            value={draft.timeLimitMinutes}
            onChange={(minutes) => set('timeLimitMinutes', minutes)}
          />
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

      <QuestionCsvImport
        disabled={hasAttempts}
        onImport={(questions) => setDraft((d) => withImported(d, questions, i18n._(FIRST_SECTION)))}
      />

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
            ? t`${select(questionsForm, { one: `${questionCount} question · now published`, other: `${questionCount} questions · now published` })}`
            : t`${select(questionsForm, { one: `${questionCount} question · now a draft`, other: `${questionCount} questions · now a draft` })}`}
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
