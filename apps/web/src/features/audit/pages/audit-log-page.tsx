import { useSearchParams } from 'react-router';
import { Pagination, pageCount } from '@/components/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useAuditLog, type AuditEntry } from '../api/list-audit';

const timeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function Change({ entry }: { entry: AuditEntry }) {
  if (entry.before === null && entry.after === null) return <span>—</span>;
  return (
    <details>
      <summary className="cursor-pointer text-primary">Before and after</summary>
      <div className="mt-2 grid gap-2 md:grid-cols-2">
        {(['before', 'after'] as const).map((side) => (
          <div key={side}>
            <p className="text-xs font-semibold text-muted-foreground uppercase">{side}</p>
            <pre className="mt-1 max-h-64 overflow-auto rounded bg-muted p-2 text-xs">
              {entry[side] === null ? '—' : JSON.stringify(entry[side], null, 2)}
            </pre>
          </div>
        ))}
      </div>
    </details>
  );
}

/** Who changed what, and when: every administrator's change across the site. */
export function AuditLogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const audit = useAuditLog(page);
  const goTo = (next: number) => setSearchParams({ page: String(next) });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
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
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full text-left text-sm">
              <thead className="bg-muted/60 text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    When
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Who
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    What
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Change
                  </th>
                </tr>
              </thead>
              <tbody>
                {audit.data.items.map((entry) => (
                  <tr key={entry.id} className="border-t align-top">
                    <td className="px-4 py-2 whitespace-nowrap">
                      {timeFormat.format(new Date(entry.createdAt))}
                    </td>
                    <td className="px-4 py-2">{entry.actorName ?? 'A removed account'}</td>
                    <td className="px-4 py-2">
                      <code className="text-xs">{entry.action}</code>
                    </td>
                    <td className="px-4 py-2">
                      <Change entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination page={page} totalPages={pageCount(audit.data)} onPage={goTo} />
      </div>
    </div>
  );
}
