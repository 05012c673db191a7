import { useCallback } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { ExternalLink } from 'lucide-react';
import type { UsefulLink } from '@academy/contract/links';
import { SearchField } from '@/components/search-field';
import { Spinner } from '@/components/ui/spinner';
import { compareLabels } from '@/lib/i18n/compare-labels';
import { LINK_TABLE } from '@/lib/i18n/messages/materials';
import { isSafeLink } from '@/lib/site-info';
import { useLinks } from '../api/list-links';

/** A link sits under each of its categories; categories in alphabetical order. */
function groupByCategory(links: UsefulLink[]): Array<[string, UsefulLink[]]> {
  const groups = new Map<string, UsefulLink[]>();
  for (const link of links) {
    for (const category of link.category)
      groups.set(category, [...(groups.get(category) ?? []), link]);
  }
  return [...groups].sort(([a], [b]) => compareLabels(a, b));
}

const hostOf = (url: string) => new URL(url).host.replace(/^www\./, '');

/** Product §2.8: the useful links, searchable by title or description, grouped by category. */
export function UsefulLinksPage() {
  const { t, i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const onSearch = useCallback(
    (next: string) => setSearchParams(next ? { q: next } : {}, { replace: true }),
    [setSearchParams],
  );
  const links = useLinks(q);
  const groups = groupByCategory((links.data ?? []).filter((l) => isSafeLink(l.link)));

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">
        <Trans>Useful links</Trans>
      </h1>
      <p className="mt-2 text-muted-foreground">
        <Trans>
          Official sites and resources for school students, parents and CA and CMA candidates.
        </Trans>
      </p>
      <SearchField
        label={t`Search links`}
        placeholder={t`Search by title or description`}
        value={q}
        onSearch={onSearch}
        className="mt-6 max-w-md"
      />
      <div className="mt-8" aria-busy={links.isFetching}>
        {links.isPending ? (
          <Spinner label={t`Loading links`} />
        ) : links.isError ? (
          <p role="alert" className="text-destructive">
            {i18n._(LINK_TABLE.descriptors.loadFailed)}
          </p>
        ) : groups.length === 0 ? (
          <div role="status" className="rounded-lg border border-dashed p-8 text-center">
            <p className="font-medium">{q ? t`No links match “${q}”.` : t`No links yet.`}</p>
            {q && (
              <p className="mt-1 text-sm text-muted-foreground">
                <Trans>Try other words from a title or a description.</Trans>
              </p>
            )}
          </div>
        ) : (
          <div className="grid gap-10">
            {groups.map(([category, items], index) => (
              <section key={category} aria-labelledby={`links-group-${index}`}>
                <h2 id={`links-group-${index}`} className="text-xl font-semibold">
                  {category}
                </h2>
                <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                  {items.map((link) => (
                    <li key={link._id} className="rounded-lg border bg-card p-5">
                      <a
                        href={link.link}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1.5 font-semibold text-primary hover:underline"
                      >
                        {link.title}
                        <ExternalLink aria-hidden="true" className="size-4" />
                        <span className="sr-only">{t`(opens in a new tab)`}</span>
                      </a>
                      <p className="mt-1 text-sm text-muted-foreground">{link.des}</p>
                      <p className="mt-2 text-xs text-muted-foreground">{hostOf(link.link)}</p>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
