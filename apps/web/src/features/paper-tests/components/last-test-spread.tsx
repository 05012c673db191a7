import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount } from '@academy/contract/indian-numbers';
import { LazyBarChart } from '@/components/charts/lazy-bar-chart';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useDateFormat } from '@/lib/i18n/formats';
import { useDistribution } from '../api/get-distribution';
import { percentText } from './score-text';

/**
 * How the batch's last published paper test went: how many scored in each tenth of the marks,
 * with the average and the absent, and the way to the batch's paper tests.
 */
export function LastTestSpread({ batchId }: { batchId: string }) {
  const { t } = useLingui();
  const spread = useDistribution(batchId);
  const day = useDateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const link = (
    <Link
      to={`/paper-tests?batch=${batchId}`}
      className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <Trans>Paper tests and marks</Trans>
    </Link>
  );
  if (spread.isPending) return <Spinner label={t`Loading the last test`} />;
  if (spread.isError) return <LoadError error={spread.error} />;
  const { test, bands, absent, average } = spread.data;
  if (!test) {
    return (
      <div className="grid gap-2">
        <p className="text-muted-foreground">
          <Trans>No paper test published yet.</Trans>
        </p>
        {link}
      </div>
    );
  }
  const name = test.name;
  const date = day.format(new Date(test.heldOn));
  const averageText = percentText(average);
  const absentCount = formatCount(absent);
  return (
    <div className="grid gap-3">
      <LazyBarChart
        title={t`${name} (${date}): students by percentage`}
        columns={[t`Percentage`, t`Students`]}
        max={Math.max(1, ...bands)}
        points={bands.map((count, i) => ({
          label: i === 9 ? '90–100' : `${i * 10}–${i * 10 + 9}`,
          value: count,
          shown: formatCount(count),
        }))}
      />
      <p className="text-sm">
        <Trans>
          Average {averageText} · absent {absentCount}
        </Trans>
      </p>
      {link}
    </div>
  );
}
