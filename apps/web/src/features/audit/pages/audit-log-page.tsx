import { useSearchParams } from 'react-router';
import { Pagination, pageCount } from '@/components/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useAuditLog, type AuditEntry } from '../api/list-audit';
import { describeEntry } from '../lib/describe-entry';

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

function Change({ entry }: { entry: AuditEntry }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-primary">Details</summary>
      <p className="mt-2 text-xs text-muted-foreground">
        Recorded as <code>{entry.action}</code>
      </p>
      {(entry.before !== null || entry.after !== null) && (
        <div className="mt-2 grid gap-2 md:grid-cols-2">
          {(['before', 'after'] as const).map((side) => (
            // min-w-0: a long line scrolls inside its box instead of widening the page.
            <div key={side} className="min-w-0">
              <p className="text-xs font-semibold text-muted-foreground uppercase">{side}</p>
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

/**
 * Who changed what, and when: every administrator's change across the site, newest first. A
 * feed of sentences rather than a table, so it reads the same on a phone.
 */
export function AuditLogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const audit = useAuditLog(page);
  const goTo = (next: number) => setSearchParams({ page: String(next) });

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Audit Log</h1>
      <p className="mt-1 text-muted-foreground">
        Every change made in the admin area, newest first.
      </p>
      <div className="mt-8">
        {audit.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading the audit log" />
          </div>
        ) : audit.isError ? (
          <p role="alert" className="text-destructive">
            Error: {audit.error.message}
          </p>
        ) : audit.data.items.length === 0 ? (
          <p className="py-10 text-center text-muted-foreground">No changes recorded yet.</p>
        ) : (
          <ol aria-label="Changes, newest first" className="grid gap-3">
            {audit.data.items.map((entry) => (
              <li key={entry.id} className="min-w-0 rounded-lg border p-4">
                <p className="font-medium break-words">{describeEntry(entry)}</p>
                <p className="mt-1 text-sm text-muted-foreground">
                  By {entry.actorName ?? 'a removed account'} ·{' '}
                  <time dateTime={entry.createdAt}>
                    {timeFormat.format(new Date(entry.createdAt))}
                  </time>
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
