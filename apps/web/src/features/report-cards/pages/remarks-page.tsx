import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { formatCount } from '@academy/contract/indian-numbers';
import type { Locale } from '@academy/contract/locales';
import { batchCardsUrl, type Term } from '@academy/contract/report-cards';
import { LoadError } from '@/components/load-error';
import { Pagination, pageCount } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useLocale } from '@/lib/i18n/locale';
import { useMediaQuery } from '@/lib/use-media-query';
import { useRemarks } from '../api/list-remarks';
import { useTerms } from '../api/list-terms';
import { LanguageSelect } from '../components/language-select';
import { RemarkEditor } from '../components/remark-editor';
import { useTermDays } from '../components/term-days';

export interface BatchChoice {
  id: string;
  name: string;
}

/** The terms a select offers: the latest hundred, more than an academy keeps. */
const TERMS_SHOWN = 100;

/**
 * /report-cards: a teacher's (or an admin's) remarks on each student of a batch for a term, and
 * the batch's cards as one ZIP. Which batches the route hands in: a teacher's own, an admin's all.
 */
export function RemarksPage({ batches }: { batches: BatchChoice[] }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const terms = useTerms(1, TERMS_SHOWN);
  const termId = params.get('term') ?? terms.data?.items[0]?.id ?? '';
  const batchId = params.get('batch') ?? batches[0]?.id ?? '';
  const term = terms.data?.items.find((x) => x.id === termId);
  const pageLocale = useLocale();
  const [locale, setLocale] = useState(pageLocale);
  const choose = (key: 'term' | 'batch', value: string) =>
    setParams({ term: termId, batch: batchId, [key]: value });
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>Report cards</Trans>
      </h1>
      {terms.isPending ? (
        <Spinner label={t`Loading terms`} />
      ) : terms.isError ? (
        <LoadError error={terms.error} />
      ) : terms.data.total === 0 ? (
        <p className="text-muted-foreground">
          <Trans>The admin has not set any terms yet.</Trans>
        </p>
      ) : batches.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>You can write remarks once you teach a batch.</Trans>
        </p>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="report-cards-term">{t`Term`}</Label>
              <Select
                id="report-cards-term"
                value={termId}
                onChange={(e) => choose('term', e.target.value)}
              >
                {terms.data.items.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name}
                  </option>
                ))}
              </Select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="report-cards-batch">{t`Batch`}</Label>
              <Select
                id="report-cards-batch"
                value={batchId}
                onChange={(e) => choose('batch', e.target.value)}
              >
                {batches.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          {term && batchId && (
            <>
              <BatchDownload term={term} batchId={batchId} locale={locale} onLocale={setLocale} />
              <Remarks
                key={`${term.id}-${batchId}`}
                termId={term.id}
                batchId={batchId}
                locale={locale}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}

/** The language chosen here is also that of each student's card below. */
function BatchDownload({
  term,
  batchId,
  locale,
  onLocale,
}: {
  term: Term;
  batchId: string;
  locale: Locale;
  onLocale: (locale: Locale) => void;
}) {
  const days = useTermDays();
  return (
    <section
      aria-labelledby="batch-cards"
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <div className="grid gap-3">
        <h2 id="batch-cards" className="text-lg font-semibold">
          <Trans>The batch’s report cards</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">{days(term)}</p>
        <LanguageSelect id="batch-cards-language" value={locale} onChange={onLocale} />
      </div>
      <Button asChild variant="outline" className="w-fit">
        <a href={batchCardsUrl(batchId, term.id, locale)} download>
          <Download aria-hidden="true" /> <Trans>Download all as ZIP</Trans>
        </a>
      </Button>
    </section>
  );
}

const PAGE_SIZE = 20;

/** On a laptop a page of students at once; on a phone one student at a time. */
function Remarks({ termId, batchId, locale }: { termId: string; batchId: string; locale: Locale }) {
  const { t } = useLingui();
  const wide = useMediaQuery('(min-width: 640px)');
  const [page, setPage] = useState(1);
  const [index, setIndex] = useState(0);
  const remarks = useRemarks({ termId, batchId }, wide ? page : index + 1, wide ? PAGE_SIZE : 1);
  if (remarks.isPending) return <Spinner label={t`Loading students`} />;
  if (remarks.isError) return <LoadError error={remarks.error} />;
  const { items, total } = remarks.data;
  if (total === 0) {
    return (
      <p className="text-muted-foreground">
        <Trans>Nobody was in this batch during the term.</Trans>
      </p>
    );
  }
  if (wide) {
    return (
      <section aria-labelledby="remarks" className="grid gap-3">
        <h2 id="remarks" className="text-lg font-semibold">
          <Trans>Remarks</Trans>
        </h2>
        {items.map((row) => (
          <RemarkEditor
            key={`${row.student.id}-${row.updatedAt}`}
            termId={termId}
            batchId={batchId}
            row={row}
            locale={locale}
          />
        ))}
        {pageCount(remarks.data) > 1 && (
          <Pagination page={page} totalPages={pageCount(remarks.data)} onPage={setPage} />
        )}
      </section>
    );
  }
  const row = items[0];
  const position = formatCount(index + 1);
  const count = formatCount(total);
  const last = index + 1 >= total;
  return (
    <section aria-labelledby="remarks" className="grid gap-3">
      <h2 id="remarks" className="text-lg font-semibold">
        <Trans>Remarks</Trans>
      </h2>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Student {position} of {count}
        </Trans>
      </p>
      {row && (
        <RemarkEditor
          key={`${row.student.id}-${row.updatedAt}`}
          termId={termId}
          batchId={batchId}
          row={row}
          locale={locale}
          saveLabel={last ? undefined : t`Save and next`}
          onSaved={last ? undefined : () => setIndex(index + 1)}
        />
      )}
      <div className="flex justify-between gap-2">
        <Button variant="outline" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          <Trans>Previous student</Trans>
        </Button>
        <Button variant="outline" disabled={last} onClick={() => setIndex(index + 1)}>
          <Trans>Next student</Trans>
        </Button>
      </div>
    </section>
  );
}
