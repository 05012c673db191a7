import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ABSENT, type PaperResult } from '@academy/contract/paper-tests';
import { formatCount } from '@academy/contract/indian-numbers';
import { LazyLineChart } from '@/components/charts/lazy-line-chart';
import { LoadError } from '@/components/load-error';
import { Pagination, pageCount } from '@/components/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useDateFormat } from '@/lib/i18n/formats';
import { usePaperResults } from '../api/list-paper-results';
import { absentLabel, percentText } from './score-text';

/**
 * A student's paper test results for their home and their parent's: a chart of their
 * percentages beside the batch's average, then each test with its marks, rank and average, a
 * page at a time. With `hideWhenNone`, nothing (nor what `wrap` adds) before a first result.
 */
export function PaperResults({
  studentId,
  headingLevel = 3,
  hideWhenNone = false,
  wrap = (results) => results,
}: {
  studentId: string;
  /** Each test's heading: under the section's own (a 2 on a student's home, a 3 on a parent's). */
  headingLevel?: 3 | 4;
  hideWhenNone?: boolean;
  wrap?: (results: ReactNode) => ReactNode;
}) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const results = usePaperResults(studentId, page);
  const day = useDateFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' });
  if (results.isPending) return hideWhenNone ? null : <Spinner label={t`Loading test results`} />;
  if (results.isError) return hideWhenNone ? null : <LoadError error={results.error} />;
  if (results.data.total === 0) {
    return hideWhenNone ? null : (
      <p className="text-muted-foreground">
        <Trans>No paper test results yet.</Trans>
      </p>
    );
  }
  // The chart reads left to right in time; the list, latest first.
  const oldestFirst = [...results.data.items].reverse();
  const labelOf = (r: PaperResult) => `${r.name} (${day.format(new Date(r.heldOn))})`;
  return wrap(
    <div className="grid gap-4">
      <LazyLineChart
        title={t`Percentage in each test`}
        columns={[t`Test`, t`Percentage`]}
        points={oldestFirst.map((r) => ({
          label: labelOf(r),
          value: r.percent,
          shown: r.rank === null ? t`Absent` : percentText(r.percent),
        }))}
        compare={{
          heading: t`Batch average`,
          values: oldestFirst.map((r) => r.average),
          shown: oldestFirst.map((r) => percentText(r.average)),
        }}
      />
      <ul className="grid gap-3" aria-label={t`Paper test results`}>
        {results.data.items.map((r) => (
          <li key={r.testId}>
            <ResultCard result={r} label={labelOf(r)} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      {results.data.total > results.data.pageSize && (
        <Pagination page={page} totalPages={pageCount(results.data)} onPage={setPage} />
      )}
    </div>,
  );
}

function ResultCard({
  result,
  label,
  headingLevel,
}: {
  result: PaperResult;
  label: string;
  headingLevel: 3 | 4;
}) {
  const { t, i18n } = useLingui();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const percent = percentText(result.percent);
  const average = percentText(result.average);
  const rank = result.rank === null ? '' : formatCount(result.rank);
  const ranked = formatCount(result.ranked);
  const total = String(result.total);
  const maxTotal = String(result.maxTotal);
  return (
    <article className="grid gap-2 rounded-lg border bg-card p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className="font-semibold">{label}</Heading>
        <p className="text-sm text-muted-foreground">{result.batch.name}</p>
      </header>
      {result.rank === null ? (
        <p className="font-medium">{absentLabel(i18n)}</p>
      ) : (
        <p className="font-medium">
          <Trans>
            {total} of {maxTotal} · {percent} · rank {rank} of {ranked}
          </Trans>
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        <Trans>Batch average: {average}</Trans>
      </p>
      <table className="w-full text-sm">
        <caption className="sr-only">{t`Marks in ${label}`}</caption>
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col" className="font-normal">
              <Trans>Subject</Trans>
            </th>
            <th scope="col" className="font-normal">
              <Trans>Marks</Trans>
            </th>
            <th scope="col" className="font-normal">
              <Trans>Highest</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {result.subjects.map((s) => {
            const max = String(s.maxMarks);
            const marks = s.score === ABSENT ? absentLabel(i18n) : String(s.score ?? '–');
            return (
              <tr key={s.id}>
                <th scope="row" className="text-left font-medium">
                  {s.name}
                </th>
                <td>{`${marks} / ${max}`}</td>
                <td>{s.topMarks === null ? '–' : String(s.topMarks)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </article>
  );
}
