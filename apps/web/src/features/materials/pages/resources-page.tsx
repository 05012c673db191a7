import { useCallback, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import {
  PAPER_EXAMS,
  RESOURCE_MESSAGES,
  type Resource,
  type ResourceKind,
} from '@academy/contract/resources';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FilterSheet } from '@/components/filter-sheet';
import { SearchField } from '@/components/search-field';
import { StudyFilters } from '@/components/study-filters';
import { StudyPageHeader } from '@/components/study/study-page-header';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { LoadingBlock } from '@/components/loading-block';
import { RetryBlock } from '@/components/retry-block';
import { RESOURCE_TABLE } from '@/lib/i18n/messages/materials';
import { useStudyLabels } from '@/lib/i18n/study-filter-names';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useResources } from '../api/list-resources';
import { useDeleteResource } from '../api/save-resource';
import { ResourceCard } from '../components/resource-card';
import { KINDS } from '../kinds';

const YEARS = Array.from({ length: 12 }, (_, i) => String(new Date().getFullYear() - i));

interface ResourcesPageProps {
  kind: ResourceKind;
  isAdmin: boolean;
}

/** /ncert-textbooks, /ncert-solutions and /pyqs: the same filters, cards and empty state. */
export function ResourcesPage({ kind, isAdmin }: ResourcesPageProps) {
  const { t, i18n } = useLingui();
  const { examLabel } = useStudyLabels();
  const info = KINDS[kind];
  const heading = i18n._(info.heading);
  const [params, update] = useUrlFilters();
  const filters = {
    class: params.get('class') ?? '',
    stream: params.get('stream') ?? '',
    subject: params.get('subject') ?? '',
  };
  const exam = params.get('exam') ?? '';
  const year = params.get('year') ?? '';
  const chapter = params.get('chapter') ?? '';
  const query = useResources({ kind, ...filters, exam, year, chapter });
  const remove = useDeleteResource();
  const [toDelete, setToDelete] = useState<Resource | null>(null);
  const deletingTitle = toDelete?.title ?? '';
  const clearAll = () =>
    update({ class: '', stream: '', subject: '', exam: '', year: '', chapter: '' });
  const searchChapter = useCallback(
    (text: string) => update({ chapter: text.trim() }, { typing: true }),
    [update],
  );
  const activeCount = [filters.class, filters.stream, filters.subject, exam, year].filter(
    Boolean,
  ).length;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10">
      <StudyPageHeader
        heading={heading}
        intro={i18n._(info.intro)}
        upload={isAdmin ? { to: info.uploadPath, label: i18n._(info.uploadHeading) } : null}
      />

      <section aria-label={t`Filters`} className="mb-6 grid gap-4">
        <FilterSheet activeCount={activeCount} className="md:grid md:gap-4">
          {kind === 'paper' && (
            <div className="grid gap-4 sm:grid-cols-2 lg:max-w-xl">
              <div className="grid gap-2">
                <Label htmlFor="paper-exam">
                  <Trans>Exam</Trans>
                </Label>
                <Select
                  id="paper-exam"
                  value={exam}
                  onChange={(e) => update({ exam: e.target.value })}
                >
                  <option value="">{t`All exams`}</option>
                  {PAPER_EXAMS.map((x) => (
                    <option key={x} value={x}>
                      {examLabel(x)}
                    </option>
                  ))}
                </Select>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="paper-year">
                  <Trans>Year</Trans>
                </Label>
                <Select
                  id="paper-year"
                  value={year}
                  onChange={(e) => update({ year: e.target.value })}
                >
                  <option value="">{t`All years`}</option>
                  {YEARS.map((y) => (
                    <option key={y}>{y}</option>
                  ))}
                </Select>
              </div>
            </div>
          )}
          <StudyFilters idPrefix={kind} value={filters} onChange={(next) => update({ ...next })} />
        </FilterSheet>
        {kind === 'solution' && (
          <SearchField
            label={t`Search chapters`}
            placeholder={t`Chapter name or number`}
            value={chapter}
            onSearch={searchChapter}
            className="sm:max-w-sm"
          />
        )}
      </section>

      {query.isPending ? (
        <LoadingBlock label={t`Loading`} />
      ) : query.isError ? (
        <RetryBlock
          message={i18n._(RESOURCE_TABLE.descriptors.listError)}
          onRetry={() => void query.refetch()}
          retryLabel={<Trans>Try Again</Trans>}
        />
      ) : query.data.length === 0 ? (
        <div role="status" className="grid justify-items-center gap-3 py-16 text-center">
          <p className="text-lg font-semibold">{i18n._(RESOURCE_TABLE.descriptors.emptyTitle)}</p>
          <p className="text-muted-foreground">{i18n._(RESOURCE_TABLE.descriptors.emptyText)}</p>
          <Button variant="outline" onClick={clearAll}>
            <Trans>Clear all filters</Trans>
          </Button>
        </div>
      ) : (
        <>
          <p role="status" className="mb-4 text-sm text-muted-foreground">
            {i18n._(info.showing(query.data.length))}
          </p>
          <ul
            className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            aria-label={heading}
          >
            {query.data.map((r) => (
              <li key={r.id} className="grid">
                <ResourceCard resource={r} isAdmin={isAdmin} onDelete={setToDelete} />
              </li>
            ))}
          </ul>
        </>
      )}

      {toDelete && (
        <ConfirmDialog
          title={t`Delete “${deletingTitle}”?`}
          confirmLabel={t`Delete`}
          isDestructive
          isBusy={remove.isPending}
          onCancel={() => setToDelete(null)}
          onConfirm={() =>
            remove.mutate(toDelete.id, {
              onSuccess: () => {
                toast.success(RESOURCE_MESSAGES.deleted);
                setToDelete(null);
              },
              onError: () => toast.error(RESOURCE_MESSAGES.deleteFailed),
            })
          }
        >
          <Trans>It disappears from the list for everyone. This cannot be undone.</Trans>
        </ConfirmDialog>
      )}
    </div>
  );
}
