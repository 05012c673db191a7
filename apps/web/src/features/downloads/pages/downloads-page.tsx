import { Trans, useLingui } from '@lingui/react/macro';
import { DOWNLOAD_MESSAGES } from '@academy/contract/downloads';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { Pagination, pageCount } from '@/components/pagination';
import { LoadingBlock } from '@/components/loading-block';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useDownloads, type DownloadFilters as Filters } from '../api/list-downloads';
import { DownloadFilters } from '../components/download-filters';
import { DownloadsList } from '../components/downloads-list';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters from the URL, anything malformed read as no filter. */
const readFilters = (params: URLSearchParams): Filters => ({
  q: params.get('q') ?? '',
  noteId: UUID.test(params.get('noteId') ?? '') ? params.get('noteId')! : '',
});

/**
 * Admin > Downloads: every time a student opened a paid note (each copy carries their name), so
 * a copy found elsewhere can be traced to an account, an address and a device.
 */
export function DownloadsPage() {
  const { t, i18n } = useLingui();
  const [params, update] = useUrlFilters();
  const filters = readFilters(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const downloads = useDownloads(filters, page);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        <Trans>Downloads</Trans>
      </h1>
      <p className="mt-1 text-muted-foreground">
        <Trans>Every time a student opened a paid note, newest first.</Trans>
      </p>

      <DownloadFilters filters={filters} onChange={update} />

      <div className="mt-6">
        {downloads.isPending ? (
          <LoadingBlock label={t`Loading downloads`} />
        ) : downloads.isError ? (
          <p role="alert" className="text-destructive">
            {translateMessage(i18n, DOWNLOAD_MESSAGES.loadFailed)}
          </p>
        ) : downloads.data.items.length === 0 ? (
          <p className="py-10 text-center text-muted-foreground">
            {translateMessage(i18n, DOWNLOAD_MESSAGES.empty)}
          </p>
        ) : (
          <DownloadsList downloads={downloads.data.items} />
        )}
        {downloads.data && (
          <Pagination
            page={page}
            totalPages={pageCount(downloads.data)}
            onPage={(next) => update({ page: String(next) })}
          />
        )}
      </div>
    </div>
  );
}
