import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MOCK_TEST_MESSAGES } from '@academy/contract/mock-tests';
import { PROGRAMS } from '@academy/contract/programs';
import { ROLES } from '@academy/contract/roles';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-me';
import { useStudentTests } from '../api/mock-tests';
import { formatMarks, programLabel } from '../lib/format';

/** /tests: the tests a student can take, by program and subject, with their best score. */
export function TestsPage() {
  const { user, isPending } = useUser();
  const isStudent = user?.roles === ROLES.student;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10">
      <h1 className="mb-2 text-3xl font-bold tracking-tight">Mock Tests</h1>
      <p className="mb-8 text-muted-foreground">
        Timed tests in the board and CA/CMA exam pattern, with negative marking, instant scores,
        your rank and a full answer review.
      </p>
      {isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading" />
        </div>
      ) : !user ? (
        <div className="grid justify-items-center gap-4 rounded-lg border py-12 text-center">
          <p className="text-lg font-semibold">Log in to take mock tests</p>
          <p className="text-muted-foreground">
            Your answers, scores and ranks are kept in your account.
          </p>
          <div className="flex gap-2">
            <Button asChild>
              <Link to="/login" state={{ from: '/tests' }}>
                Login
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/register">Register</Link>
            </Button>
          </div>
        </div>
      ) : !isStudent ? (
        <div className="grid justify-items-center gap-4 rounded-lg border py-12 text-center">
          <p className="text-lg font-semibold">Tests are taken by students</p>
          <Button asChild>
            <Link to="/admin/tests">Manage mock tests</Link>
          </Button>
        </div>
      ) : (
        <StudentTests />
      )}
    </div>
  );
}

function StudentTests() {
  const query = useStudentTests(true);
  const [params, setParams] = useSearchParams();
  const program = params.get('program') ?? '';
  const subject = params.get('subject') ?? '';
  const setFilter = (key: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key === 'program') next.delete('subject');
        return next;
      },
      { replace: true },
    );

  const all = useMemo(() => query.data ?? [], [query.data]);
  const subjects = useMemo(
    () =>
      [
        ...new Set(all.filter((t) => !program || t.program === program).map((t) => t.subject)),
      ].sort(),
    [all, program],
  );
  const programs = PROGRAMS.filter((p) => all.some((t) => t.program === p.slug));
  const order = (slug: string) => PROGRAMS.findIndex((p) => p.slug === slug);
  // In the menu's order of programs (classes first), then by subject.
  const tests = all
    .filter((t) => (!program || t.program === program) && (!subject || t.subject === subject))
    .sort((a, b) => order(a.program) - order(b.program) || a.subject.localeCompare(b.subject));

  if (query.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading tests" />
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
        <p className="text-lg font-semibold">{MOCK_TEST_MESSAGES.listError}</p>
        <Button onClick={() => void query.refetch()}>Refresh</Button>
      </div>
    );

  return (
    <>
      <div className="mb-6 grid gap-4 sm:max-w-xl sm:grid-cols-2">
        <FormField id="tests-program" label="Program">
          {(control) => (
            <Select
              {...control}
              value={program}
              onChange={(e) => setFilter('program', e.target.value)}
            >
              <option value="">All programs</option>
              {programs.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="tests-subject" label="Subject">
          {(control) => (
            <Select
              {...control}
              value={subject}
              onChange={(e) => setFilter('subject', e.target.value)}
            >
              <option value="">All subjects</option>
              {subjects.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      {tests.length === 0 ? (
        <p className="py-16 text-center text-muted-foreground">{MOCK_TEST_MESSAGES.listEmpty}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Tests">
          {tests.map((t) => (
            <li key={t.id} className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm">
              <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                {programLabel(t.program)} · {t.subject}
              </p>
              <h2 className="text-lg font-semibold">{t.title}</h2>
              {t.description && <p className="text-sm text-muted-foreground">{t.description}</p>}
              <dl className="grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-muted-foreground">Questions</dt>
                  <dd className="font-medium">{t.questionCount}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Time</dt>
                  <dd className="font-medium">{t.timeLimitMinutes} min</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Best score</dt>
                  <dd className="font-medium">
                    {t.bestScore === null
                      ? 'Not taken'
                      : `${formatMarks(t.bestScore)} / ${formatMarks(t.maxScore)}`}
                  </dd>
                </div>
              </dl>
              {t.courseTitle && (
                <p className="text-xs text-muted-foreground">Included with {t.courseTitle}</p>
              )}
              <Button asChild className="mt-auto">
                <Link
                  to={`/tests/${t.id}`}
                  aria-label={`${t.inProgressAttemptId ? 'Resume' : t.attemptCount ? 'Retake' : 'Start'} ${t.title}`}
                >
                  {t.inProgressAttemptId
                    ? 'Resume test'
                    : t.attemptCount
                      ? 'Retake test'
                      : 'Start test'}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
