import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount } from '@academy/contract/indian-numbers';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { Pagination, pageCount } from '@/components/pagination';
import { useResponseTimes } from '../api/list-response-times';

/** Minutes as "2 h 5 min" or "45 min". */
function useDuration() {
  const { t } = useLingui();
  return (minutes: number) => {
    const hours = formatCount(Math.floor(minutes / 60));
    const rest = formatCount(minutes % 60);
    return minutes >= 60 ? t`${hours} h ${rest} min` : t`${rest} min`;
  };
}

/** /admin/doubts/response-times: how fast each teacher answers, over the last 30 days. */
export function ResponseTimesPage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const times = useResponseTimes(page);
  const duration = useDuration();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Doubt response times</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>The last 30 days: the median time to a teacher’s first answer.</Trans>
        </p>
      </header>
      {times.isPending ? (
        <LoadingBlock label={t`Loading response times`} />
      ) : times.isError ? (
        <LoadError error={times.error} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2 pr-4">{t`Teacher`}</th>
                <th scope="col" className="py-2 pr-4">{t`Answered`}</th>
                <th scope="col" className="py-2 pr-4">{t`Median time to answer`}</th>
                <th scope="col" className="py-2">{t`Waiting over a day`}</th>
              </tr>
            </thead>
            <tbody>
              {times.data.items.map((row) => (
                <tr key={row.teacher.id} className="border-b">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {row.teacher.name}
                  </th>
                  <td className="py-2 pr-4">{formatCount(row.answered)}</td>
                  <td className="py-2 pr-4">
                    {row.medianMinutes === null ? '—' : duration(row.medianMinutes)}
                  </td>
                  <td className="py-2">{formatCount(row.openOverADay)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={page} totalPages={pageCount(times.data)} onPage={setPage} />
        </div>
      )}
    </div>
  );
}
