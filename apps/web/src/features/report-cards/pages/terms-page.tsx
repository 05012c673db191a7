import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Term } from '@academy/contract/report-cards';
import { LoadError } from '@/components/load-error';
import { Pagination, pageCount } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toastOutcome } from '@/lib/toast';
import { useDeleteTerm } from '../api/delete-term';
import { useTerms } from '../api/list-terms';
import { TermForm } from '../components/term-form';
import { useTermDays } from '../components/term-days';

/** /admin/terms: the academy's terms, whose days report cards cover, and a new one. */
export function TermsPage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const terms = useTerms(page);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Terms</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>Report cards cover a term’s days. Terms may not overlap.</Trans>
        </p>
      </header>
      <TermForm />
      {terms.isPending ? (
        <Spinner label={t`Loading terms`} />
      ) : terms.isError ? (
        <LoadError error={terms.error} />
      ) : terms.data.total === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No terms yet.</Trans>
        </p>
      ) : (
        <div>
          <ul className="grid gap-3" aria-label={t`Terms`}>
            {terms.data.items.map((term) => (
              <TermItem key={term.id} term={term} />
            ))}
          </ul>
          {pageCount(terms.data) > 1 && (
            <Pagination page={page} totalPages={pageCount(terms.data)} onPage={setPage} />
          )}
        </div>
      )}
    </div>
  );
}

/** A term, changed in its own form or deleted in two taps (its remarks with it). */
function TermItem({ term }: { term: Term }) {
  const { t } = useLingui();
  const days = useTermDays();
  const remove = useDeleteTerm();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const name = term.name;
  if (editing) {
    return (
      <li>
        <TermForm term={term} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-3">
      <div>
        <p className="font-medium">{name}</p>
        <p className="text-sm text-muted-foreground">{days(term)}</p>
      </div>
      {confirming ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="destructive"
            size="sm"
            disabled={remove.isPending}
            onClick={() => remove.mutate(term.id, toastOutcome)}
          >
            <Trans>Delete {name} and its remarks</Trans>
          </Button>
          <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
            <Trans>Keep</Trans>
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={t`Change ${name}`}
            onClick={() => setEditing(true)}
          >
            <Trans>Change</Trans>
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={t`Delete ${name}`}
            onClick={() => setConfirming(true)}
          >
            <Trans>Delete</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}
