import { useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { reportCardUrl } from '@academy/contract/report-cards';
import { LoadError } from '@/components/load-error';
import { Pagination, pageCount } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useLocale } from '@/lib/i18n/locale';
import { useStudentCards } from '../api/list-student-cards';
import { LanguageSelect } from './language-select';
import { useTermDays } from './term-days';

/**
 * A student's report cards on their home or their parent's: a card for each term and batch,
 * downloaded as a PDF in the language chosen. A student's home shows it (through `wrap`, in a
 * section of its own) only once there is a card.
 */
export function ReportCardDownloads({
  studentId,
  hideWhenNone = false,
  wrap = (content) => content,
}: {
  studentId: string;
  hideWhenNone?: boolean;
  wrap?: (content: ReactNode) => ReactNode;
}) {
  const { t } = useLingui();
  const days = useTermDays();
  const pageLocale = useLocale();
  const [locale, setLocale] = useState(pageLocale);
  const [page, setPage] = useState(1);
  const cards = useStudentCards(studentId, page);
  const languageId = `${useId()}-language`;
  if (hideWhenNone && (cards.isPending || cards.isError || cards.data.total === 0)) return null;
  if (cards.isPending) return wrap(<Spinner label={t`Loading report cards`} />);
  if (cards.isError) return wrap(<LoadError error={cards.error} />);
  if (cards.data.total === 0) {
    return wrap(
      <p className="text-muted-foreground">
        <Trans>No report cards yet.</Trans>
      </p>,
    );
  }
  return wrap(
    <div className="grid gap-4">
      <LanguageSelect id={languageId} value={locale} onChange={setLocale} />
      <ul className="grid gap-3" aria-label={t`Report cards`}>
        {cards.data.items.flatMap(({ term, batches }) =>
          batches.map((batch) => {
            const termName = term.name;
            const batchName = batch.name;
            return (
              <li
                key={`${term.id}-${batch.id}`}
                className="grid gap-2 rounded-lg border bg-card p-3 sm:flex sm:items-center sm:justify-between"
              >
                <div>
                  <p className="font-medium">{termName}</p>
                  <p className="text-sm text-muted-foreground">
                    {batchName} · {days(term)}
                  </p>
                </div>
                <Button asChild variant="outline" size="sm" className="w-fit">
                  <a
                    href={reportCardUrl(studentId, { termId: term.id, batchId: batch.id }, locale)}
                    download
                  >
                    <Download aria-hidden="true" />{' '}
                    <Trans>
                      Download report card
                      <span className="sr-only">
                        {' '}
                        for {termName}, {batchName}
                      </span>
                    </Trans>
                  </a>
                </Button>
              </li>
            );
          }),
        )}
      </ul>
      {pageCount(cards.data) > 1 && (
        <Pagination page={page} totalPages={pageCount(cards.data)} onPage={setPage} />
      )}
    </div>,
  );
}
