import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import {
  COURSE_CATEGORIES,
  COURSE_PAGE_SIZE,
  COURSE_SORTS,
  type CourseSummary,
} from '@academy/contract/course-display';
import { PROGRAM_SLUGS, type ProgramSlug } from '@academy/contract/programs';
import { formatCount } from '@academy/contract/indian-numbers';
import { FilterSheet } from '@/components/filter-sheet';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { RetryBlock } from '@/components/retry-block';
import { showNewPage, useUrlFilters } from '@/lib/use-url-filters';
import {
  COURSE_CATEGORY_NAMES,
  COURSE_SORT_NAMES,
  COURSE_TABLE,
} from '@/lib/i18n/messages/courses';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';
import { pluralForm } from '@/lib/i18n/plural-form';
import { useCourses } from '../api/list-courses';
import { CourseCard, CourseGridSkeleton } from '../components/course-card';
import { OwnProgramCourses } from '../components/own-program-courses';

// Only admins delete: the dialog and Radix's dialog code (about 14 KB gzip) load for them alone,
// not with every visitor's catalogue.
const DeleteCourseDialog = lazy(async () => ({
  default: (await import('../components/delete-course-dialog')).DeleteCourseDialog,
}));

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

const PRICES = ['all', 'free', 'paid'] as const;
/**
 * Beside the filters' column from `md` up, the cards have a column less than the page's width.
 * Columns of whole pixels: fractional ones drew covers a pixel apart, and a lazy cover a pixel
 * larger than the first became the page's largest paint, after its script (server-render.spec).
 */
const GRID_COLUMNS =
  'sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-[repeat(2,round(down,calc((100%_-_1.5rem)/2),1px))] xl:grid-cols-[repeat(3,round(down,calc((100%_-_3rem)/3),1px))]';

interface FilterProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** One of the catalogue's filters: a labelled list whose choice goes into the address. */
function Filter({ id, label, value, onChange, children }: FilterProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </Select>
    </div>
  );
}

interface CataloguePageProps {
  /** /courses/:program: the catalogue filtered by one program. */
  program?: ProgramSlug;
  isAdmin?: boolean;
  /** A student's own program: its courses come first on the unfiltered first page. */
  ownProgram?: ProgramSlug | null;
}

/**
 * /courses: search; class or exam, category, price and language; sort and pages, all on the
 * server and all in the URL (the server's `pageQueryOf` names the same parameters).
 */
export function CataloguePage({ program, isAdmin = false, ownProgram }: CataloguePageProps) {
  const { t, i18n } = useLingui();
  const [params, update] = useUrlFilters();
  const q = params.get('q') ?? '';
  const category = pick(params.get('category'), ['all', ...COURSE_CATEGORIES], 'all');
  // On /courses/:program the address's path chose it already.
  const chosenProgram = program
    ? 'all'
    : pick(params.get('program'), ['all', ...PROGRAM_SLUGS], 'all');
  const price = pick(params.get('price'), PRICES, 'all');
  const language = params.get('language')?.trim() ?? '';
  const activeCount = [
    category !== 'all',
    chosenProgram !== 'all',
    price !== 'all',
    language,
  ].filter(Boolean).length;
  const isFiltered = Boolean(q) || activeCount > 0;
  const sort = pick(params.get('sort'), COURSE_SORTS, 'newest');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [text, setText] = useState(q);
  const [toDelete, setToDelete] = useState<CourseSummary | null>(null);
  // The URL changed from outside (back button, a link): the box follows it. Not when the change
  // is the search this box just sent: on a slow phone a key typed while it landed would be lost.
  const [shownQ, setShownQ] = useState(q);
  const [sentQ, setSentQ] = useState<string | null>(null);
  if (shownQ !== q) {
    setShownQ(q);
    if (q !== sentQ) setText(q);
  }

  const list = useRef<HTMLUListElement>(null);
  const search = (value: string) => {
    if (value.trim() === q) return;
    setSentQ(value.trim());
    update({ q: value.trim() }, { typing: true });
  };
  const goToPage = (next: number) => {
    update({ page: String(next) });
    showNewPage(list.current);
  };

  // Typing searches after a short pause; the query lands in the URL.
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => search(text), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const query = useCourses({
    q: q || undefined,
    category: category === 'all' ? undefined : category,
    program: program ?? (chosenProgram === 'all' ? undefined : chosenProgram),
    free: price === 'all' ? undefined : String(price === 'free'),
    language: language || undefined,
    sort,
    page,
    pageSize: COURSE_PAGE_SIZE,
    ...(isAdmin ? { status: 'all' } : {}),
  });
  const info = program ? PROGRAM_NAMES[program] : undefined;
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  const total = query.data?.total ?? 0;
  const totalForm = pluralForm(i18n, total);
  const totalCount = formatCount(total);
  // The choices stay while the next page loads (the list keeps its previous data).
  const languages = query.data?.languages ?? [];

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">
          {info ? i18n._(info.label) : t`Courses`}
        </h1>
        <p className="mt-2 text-muted-foreground first-letter:uppercase">
          {info ? i18n._(info.description) : t`Find the right course for your class or exam.`}
        </p>
      </header>

      {/* On a phone: the search, and the filters behind a button; from `md` up the filters are
          a column beside the list. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 md:grid-cols-[15rem_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:items-start md:gap-x-8 md:gap-y-6">
        <form
          role="search"
          className="grid gap-2 md:col-start-2 md:row-start-1"
          onSubmit={(e) => {
            e.preventDefault();
            search(text);
          }}
        >
          <Label htmlFor="course-search">
            <Trans>Search courses</Trans>
          </Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="course-search"
              type="search"
              className="pl-9"
              placeholder={t`Title, topic or tag`}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
        </form>
        <FilterSheet
          activeCount={activeCount}
          className="md:col-start-1 md:row-span-2 md:row-start-1 md:grid md:content-start md:gap-4"
        >
          {!program && (
            <Filter
              id="course-program"
              label={t`Class or exam`}
              value={chosenProgram}
              onChange={(value) => update({ program: value === 'all' ? '' : value })}
            >
              <option value="all">{t`All classes and exams`}</option>
              {PROGRAM_SLUGS.map((slug) => (
                <option key={slug} value={slug}>
                  {i18n._(PROGRAM_NAMES[slug].label)}
                </option>
              ))}
            </Filter>
          )}
          <Filter
            id="course-category"
            label={t`Category`}
            value={category}
            onChange={(value) => update({ category: value === 'all' ? '' : value })}
          >
            <option value="all">{t`All categories`}</option>
            {COURSE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {i18n._(COURSE_CATEGORY_NAMES[c])}
              </option>
            ))}
          </Filter>
          <Filter
            id="course-price"
            label={t`Price`}
            value={price}
            onChange={(value) => update({ price: value === 'all' ? '' : value })}
          >
            <option value="all">{t`Free and paid`}</option>
            <option value="free">{t`Free`}</option>
            <option value="paid">{t`Paid`}</option>
          </Filter>
          <Filter
            id="course-language"
            label={t`Language`}
            value={language}
            onChange={(value) => update({ language: value })}
          >
            <option value="">{t`All languages`}</option>
            {/* A language in the address that no course has any more still shows as chosen. */}
            {[...new Set([...languages, ...(language ? [language] : [])])].map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Filter>
          <Filter
            id="course-sort"
            label={t`Sort by`}
            value={sort}
            onChange={(value) => update({ sort: value === 'newest' ? '' : value })}
          >
            {COURSE_SORTS.map((s) => (
              <option key={s} value={s}>
                {i18n._(COURSE_SORT_NAMES[s])}
              </option>
            ))}
          </Filter>
        </FilterSheet>
        <div className="col-span-2 mt-5 md:col-span-1 md:col-start-2 md:row-start-2 md:mt-0">
          {ownProgram && !program && page === 1 && !isFiltered && (
            <OwnProgramCourses program={ownProgram} />
          )}

          {query.isPending ? (
            <CourseGridSkeleton columnsClassName={GRID_COLUMNS} />
          ) : query.isError ? (
            <RetryBlock
              message={i18n._(COURSE_TABLE.descriptors.listError)}
              onRetry={() => void query.refetch()}
              retryLabel={<Trans>Try Again</Trans>}
            />
          ) : query.data.items.length === 0 ? (
            <p role="status" className="py-16 text-center text-lg font-semibold">
              {isAdmin && !isFiltered
                ? i18n._(COURSE_TABLE.descriptors.adminListEmpty)
                : i18n._(COURSE_TABLE.descriptors.listEmpty)}
            </p>
          ) : (
            <>
              <p className="sr-only" role="status">
                {t`${select(totalForm, { one: `${totalCount} course found`, other: `${totalCount} courses found` })}`}
              </p>
              <ul
                ref={list}
                tabIndex={-1}
                className={`grid gap-6 outline-none ${GRID_COLUMNS}`}
                aria-label={t`Courses`}
              >
                {query.data.items.map((course, index) => (
                  <li key={course._id} className="grid">
                    <CourseCard
                      course={course}
                      isAdmin={isAdmin}
                      onDelete={setToDelete}
                      priority={index === 0}
                    />
                  </li>
                ))}
              </ul>
              {pages > 1 && (
                <nav aria-label={t`Pages`} className="mt-8 flex items-center justify-center gap-4">
                  <Button variant="outline" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
                    <Trans>Previous</Trans>
                  </Button>
                  <span>
                    <Trans>
                      Page {page} of {pages}
                    </Trans>
                  </span>
                  <Button
                    variant="outline"
                    disabled={page >= pages}
                    onClick={() => goToPage(page + 1)}
                  >
                    <Trans>Next</Trans>
                  </Button>
                </nav>
              )}
            </>
          )}
        </div>
      </div>
      {isAdmin && (
        <Suspense fallback={null}>
          <DeleteCourseDialog course={toDelete} onClose={() => setToDelete(null)} />
        </Suspense>
      )}
    </div>
  );
}
