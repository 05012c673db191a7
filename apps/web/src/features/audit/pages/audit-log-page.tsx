import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACADEMY_TIME_ZONE } from '@academy/contract/academy-calendar';
import { LoadError } from '@/components/load-error';
import { Pagination, pageCount } from '@/components/pagination';
import { LoadingBlock } from '@/components/loading-block';
import { useDateFormat } from '@/lib/i18n/formats';
import { useAuditLog, type AuditEntry } from '../api/list-audit';
import { describeEntry } from '../lib/describe-entry';

function Change({ entry }: { entry: AuditEntry }) {
  const { t } = useLingui();
  const action = entry.action;
  const sides = { before: t`Before`, after: t`After` };
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-primary">
        <Trans>Details</Trans>
      </summary>
      <p className="mt-2 text-xs text-muted-foreground">
        <Trans>
          Recorded as <code>{action}</code>
        </Trans>
      </p>
      {(entry.before !== null || entry.after !== null) && (
        <div className="mt-2 grid gap-2 md:grid-cols-2">
          {(['before', 'after'] as const).map((side) => (
            // min-w-0: a long line scrolls inside its box instead of widening the page.
            <div key={side} className="min-w-0">
              <p className="text-xs font-semibold text-muted-foreground uppercase">{sides[side]}</p>
              <pre className="mt-1 max-h-64 overflow-auto rounded bg-muted p-2 text-xs">
                {entry[side] === null ? '—' : JSON.stringify(entry[side], null, 2)}
              </pre>
            </div>
          ))}
        </div>
      )}
    </details>
  );
}

function ByLine({ entry, when }: { entry: AuditEntry; when: string }) {
  const { t } = useLingui();
  const actor = entry.actorName ?? t`a removed account`;
  return (
    <Trans>
      By {actor} · <time dateTime={entry.createdAt}>{when}</time>
    </Trans>
  );
}

/**
 * Who changed what, and when: every administrator's change across the site, newest first. A
 * feed of sentences rather than a table, so it reads the same on a phone.
 */
export function AuditLogPage() {
  const { t, i18n } = useLingui();
  const timeFormat = useDateFormat({
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: ACADEMY_TIME_ZONE,
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const audit = useAuditLog(page);
  const goTo = (next: number) => setSearchParams({ page: String(next) });

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        <Trans>Audit log</Trans>
      </h1>
      <p className="mt-1 text-muted-foreground">
        <Trans>Every change made in the admin area, newest first.</Trans>
      </p>
      <div className="mt-8">
        {audit.isPending ? (
          <LoadingBlock label={t`Loading the audit log`} />
        ) : audit.isError ? (
          <LoadError error={audit.error} />
        ) : audit.data.items.length === 0 ? (
          <p className="py-10 text-center text-muted-foreground">
            <Trans>No changes recorded yet.</Trans>
          </p>
        ) : (
          <ol aria-label={t`Changes, newest first`} className="grid gap-3">
            {audit.data.items.map((entry) => (
              <li key={entry.id} className="min-w-0 rounded-lg border p-4">
                <p className="font-medium break-words">{describeEntry(i18n, entry)}</p>
                <p className="mt-1 text-sm text-muted-foreground">
                  <ByLine entry={entry} when={timeFormat.format(new Date(entry.createdAt))} />
                </p>
                <Change entry={entry} />
              </li>
            ))}
          </ol>
        )}
        <Pagination page={page} totalPages={pageCount(audit.data)} onPage={goTo} />
      </div>
    </div>
  );
}
