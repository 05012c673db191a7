import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Plus } from 'lucide-react';
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
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
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
  const info = KINDS[kind];
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
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{info.heading}</h1>
          <p className="mt-2 text-muted-foreground">{info.intro}</p>
        </div>
        {isAdmin && (
          <Button asChild>
            <Link to={info.uploadPath}>
              <Plus aria-hidden="true" /> {info.uploadHeading}
            </Link>
          </Button>
        )}
      </header>

      <section aria-label="Filters" className="mb-6 grid gap-4">
        <FilterSheet activeCount={activeCount} className="md:grid md:gap-4">
          {kind === 'paper' && (
            <div className="grid gap-4 sm:grid-cols-2 lg:max-w-xl">
              <div className="grid gap-2">
                <Label htmlFor="paper-exam">Exam</Label>
                <Select
                  id="paper-exam"
                  value={exam}
                  onChange={(e) => update({ exam: e.target.value })}
                >
                  <option value="">All exams</option>
                  {PAPER_EXAMS.map((x) => (
                    <option key={x}>{x}</option>
                  ))}
                </Select>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="paper-year">Year</Label>
                <Select
                  id="paper-year"
                  value={year}
                  onChange={(e) => update({ year: e.target.value })}
                >
                  <option value="">All years</option>
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
            label="Search chapters"
            placeholder="Chapter name or number"
            value={chapter}
            onSearch={searchChapter}
            className="sm:max-w-sm"
          />
        )}
      </section>

      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
          <p className="text-lg font-semibold">{RESOURCE_MESSAGES.listError}</p>
          <Button onClick={() => void query.refetch()}>Try Again</Button>
        </div>
      ) : query.data.length === 0 ? (
        <div role="status" className="grid justify-items-center gap-3 py-16 text-center">
          <p className="text-lg font-semibold">{RESOURCE_MESSAGES.emptyTitle}</p>
          <p className="text-muted-foreground">{RESOURCE_MESSAGES.emptyText}</p>
          <Button variant="outline" onClick={clearAll}>
            Clear all filters
          </Button>
        </div>
      ) : (
        <>
          <p role="status" className="mb-4 text-sm text-muted-foreground">
            Showing {query.data.length} {info.noun}
          </p>
          <ul
            className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            aria-label={info.heading}
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
          title={`Delete “${toDelete.title}”?`}
          confirmLabel="Delete"
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
          It disappears from the list for everyone. This cannot be undone.
        </ConfirmDialog>
      )}
    </div>
  );
}
