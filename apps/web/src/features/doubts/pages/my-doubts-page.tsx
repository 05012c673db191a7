import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { DoubtStatus } from '@academy/contract/doubts';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { Button } from '@/components/ui/button';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useDoubts } from '../api/list-doubts';
import { DoubtList } from '../components/doubt-list';
import { StatusFilter } from '../components/status-filter';

/** /doubts: a student's doubts, the latest first; a parent reads their children's. */
export function MyDoubtsPage({ canAsk }: { canAsk: boolean }) {
  const { t } = useLingui();
  const [params, update] = useUrlFilters();
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? 1);
  const doubts = useDoubts({ status: (status || undefined) as DoubtStatus | undefined, page });
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">
          {canAsk ? <Trans>My doubts</Trans> : <Trans>My children’s doubts</Trans>}
        </h1>
        {canAsk && (
          <Button asChild>
            <Link to="/doubts/ask">
              <Trans>Ask a doubt</Trans>
            </Link>
          </Button>
        )}
      </header>
      <StatusFilter value={status} onChange={(next) => update({ status: next })} />
      {doubts.isPending ? (
        <LoadingBlock label={t`Loading doubts`} />
      ) : doubts.isError ? (
        <LoadError error={doubts.error} />
      ) : (
        <DoubtList
          page={doubts.data}
          showStudent={!canAsk}
          onPage={(next) => update({ page: String(next) })}
        />
      )}
    </div>
  );
}
