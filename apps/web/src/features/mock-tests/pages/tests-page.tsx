import { useMemo } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PROGRAMS, programOfClass } from '@academy/contract/programs';
import { loginPath } from '@academy/contract/return-path';
import { ROLES } from '@academy/contract/roles';
import { FilterSheet } from '@/components/filter-sheet';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { LoadingBlock } from '@/components/loading-block';
import { RetryBlock } from '@/components/retry-block';
import { compareLabels } from '@/lib/i18n/compare-labels';
import { MOCK_TEST_TABLE } from '@/lib/i18n/messages/mock-tests';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';
import { useStudyLabels } from '@/lib/i18n/study-filter-names';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useUser } from '@/lib/session';
import { useStudentTests } from '../api/mock-tests';
import { TestCard } from '../components/test-card';

/**
 * /tests: every published test, by program and subject; the student's own program first. A
 * visitor sees what there is before registering, and signs in to take one.
 */
export function TestsPage() {
  const { t } = useLingui();
  const { user, isPending } = useUser();
  const viewer = !user ? 'visitor' : user.roles === ROLES.student ? 'student' : 'other';
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10">
      <h1 className="mb-2 text-3xl font-bold tracking-tight">
        <Trans>Mock tests</Trans>
      </h1>
      <p className="mb-8 text-muted-foreground">
        <Trans>
          Timed tests in the board and CA/CMA exam pattern, with negative marking, instant scores,
          your rank and a full answer review.
        </Trans>
      </p>
      {viewer === 'visitor' && !isPending && (
        <p className="mb-6 rounded-lg border bg-muted/50 p-4 text-sm">
          <Trans>
            <Link
              to="/register"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Register free
            </Link>{' '}
            or{' '}
            <Link
              to={loginPath('/tests')}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              log in
            </Link>{' '}
            to take a test: your answers, scores and ranks are kept in your account.
          </Trans>
        </p>
      )}
      {viewer === 'other' && (
        <p className="mb-6 text-sm">
          <Trans>
            Tests are taken by students.{' '}
            <Link
              to="/admin/tests"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Manage mock tests
            </Link>
          </Trans>
        </p>
      )}
      {isPending ? (
        <LoadingBlock label={t`Loading`} />
      ) : (
        <TestList
          viewer={viewer}
          viewerId={user?.userId}
          ownProgram={programOfClass(user?.class)}
        />
      )}
    </div>
  );
}

interface TestListProps {
  viewer: 'student' | 'visitor' | 'other';
  viewerId: string | undefined;
  ownProgram: string | null;
}

function TestList({ viewer, viewerId, ownProgram }: TestListProps) {
  const { t, i18n } = useLingui();
  const { subjectLabel } = useStudyLabels();
  const query = useStudentTests(viewerId);
  const [params, update] = useUrlFilters();
  const program = params.get('program') ?? '';
  const subject = params.get('subject') ?? '';

  const all = useMemo(() => query.data ?? [], [query.data]);
  const subjects = useMemo(
    () =>
      [
        ...new Set(
          all.filter((test) => !program || test.program === program).map((test) => test.subject),
        ),
      ].sort(compareLabels),
    [all, program],
  );
  const programs = PROGRAMS.filter((p) => all.some((test) => test.program === p.slug));
  // The student's own program first, then the menu's order (classes first), then by subject.
  const order = (slug: string) =>
    slug === ownProgram ? -1 : PROGRAMS.findIndex((p) => p.slug === slug);
  const tests = all
    .filter(
      (test) => (!program || test.program === program) && (!subject || test.subject === subject),
    )
    .sort((a, b) => order(a.program) - order(b.program) || compareLabels(a.subject, b.subject));

  if (query.isPending) return <LoadingBlock label={t`Loading tests`} />;
  if (query.isError)
    return (
      <RetryBlock
        message={i18n._(MOCK_TEST_TABLE.descriptors.listError)}
        onRetry={() => void query.refetch()}
      />
    );

  return (
    <>
      <div className="mb-6">
        <FilterSheet
          activeCount={[program, subject].filter(Boolean).length}
          className="md:grid md:max-w-xl md:grid-cols-2 md:gap-4"
        >
          <FormField id="tests-program" label={t`Program`}>
            {(control) => (
              <Select
                {...control}
                value={program}
                onChange={(e) => update({ program: e.target.value, subject: '' })}
              >
                <option value="">{t`All programs`}</option>
                {programs.map((p) => (
                  <option key={p.slug} value={p.slug}>
                    {i18n._(PROGRAM_NAMES[p.slug].label)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="tests-subject" label={t`Subject`}>
            {(control) => (
              <Select
                {...control}
                value={subject}
                onChange={(e) => update({ subject: e.target.value })}
              >
                <option value="">{t`All subjects`}</option>
                {subjects.map((s) => (
                  <option key={s} value={s}>
                    {subjectLabel(s)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </FilterSheet>
      </div>

      {tests.length === 0 ? (
        <p className="py-16 text-center text-muted-foreground">
          {i18n._(MOCK_TEST_TABLE.descriptors.listEmpty)}
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Tests`}>
          {tests.map((test) => (
            <li key={test.id}>
              <TestCard test={test} viewer={viewer} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
