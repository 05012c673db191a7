import { useCallback, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  PAPER_EXAMS,
  RESOURCE_MESSAGES,
  type Resource,
  type ResourceKind,
} from '@academy/contract/resources';
import { FilterSheet } from '@/components/filter-sheet';
import { SearchField } from '@/components/search-field';
import { StudyFilters, studyFiltersOf } from '@/components/study-filters';
import { LazyDeleteMaterialDialog } from '@/components/study/lazy-admin-parts';
import { MaterialList } from '@/components/study/material-list';
import { StudyPageHeader } from '@/components/study/study-page-header';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { RESOURCE_TABLE } from '@/lib/i18n/messages/materials';
import { useStudyLabels } from '@/lib/i18n/study-filter-names';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useDeleteResource, useResources } from '../api/resources';
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
  const filters = studyFiltersOf(params);
  const exam = params.get('exam') ?? '';
  const year = params.get('year') ?? '';
  const chapter = params.get('chapter') ?? '';
  const query = useResources({ kind, ...filters, exam, year, chapter });
  const remove = useDeleteResource();
  const [toDelete, setToDelete] = useState<Resource | null>(null);
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

      <MaterialList
        query={query}
        items={query.data}
        label={heading}
        loadingLabel={t`Loading`}
        loadError={i18n._(RESOURCE_TABLE.descriptors.listError)}
        empty={
          <div role="status" className="grid justify-items-center gap-3 py-16 text-center">
            <p className="text-lg font-semibold">{i18n._(RESOURCE_TABLE.descriptors.emptyTitle)}</p>
            <p className="text-muted-foreground">{i18n._(RESOURCE_TABLE.descriptors.emptyText)}</p>
            <Button variant="outline" onClick={clearAll}>
              <Trans>Clear all filters</Trans>
            </Button>
          </div>
        }
        header={
          <p role="status" className="mb-4 text-sm text-muted-foreground">
            {i18n._(info.showing(query.data?.length ?? 0))}
          </p>
        }
        renderItem={(r) => <ResourceCard resource={r} isAdmin={isAdmin} onDelete={setToDelete} />}
      />

      {toDelete && (
        <LazyDeleteMaterialDialog
          item={toDelete}
          remove={remove}
          deleted={RESOURCE_MESSAGES.deleted}
          deleteFailed={RESOURCE_MESSAGES.deleteFailed}
          onClose={() => setToDelete(null)}
        >
          <Trans>It disappears from the list for everyone. This cannot be undone.</Trans>
        </LazyDeleteMaterialDialog>
      )}
    </div>
  );
}
