import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { BookOpen, Download, Eye, Pencil, Trash2 } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { formatCount } from '@academy/contract/indian-numbers';
import type { Resource } from '@academy/contract/resources';
import { CoverImage } from '@/components/cover-image';
import { Button } from '@/components/ui/button';
import { SaveOfflineButton } from '@/components/offline/save-offline-button';
import { useStudyLabels } from '@/lib/i18n/study-filter-names';
import { KINDS } from '../kinds';

interface ResourceCardProps {
  resource: Resource;
  isAdmin: boolean;
  onDelete: (resource: Resource) => void;
}

const fileUrl = (r: Resource, download: boolean) =>
  `/api/resources/${r.id}/file${download ? '?download=true' : ''}`;

/**
 * Spec §2.10 textbook card: cover, title, 'Class {class} • {subject} • {stream}', the chapters
 * badge, description, View and Download, and (decisions.md) the source.
 */
export function ResourceCard({ resource: r, isAdmin, onDelete }: ResourceCardProps) {
  const { t } = useLingui();
  const { classLabel, subjectLabel, streamLabel, examLabel } = useStudyLabels();
  const meta = [classLabel(r.class), subjectLabel(r.subject), r.stream && streamLabel(r.stream)]
    .filter(Boolean)
    .join(' • ');
  const title = r.title;
  const source = r.source;
  const chapters = r.chapters ?? 0;
  const chapterCount = formatCount(chapters);
  // A link (NCERT's own PDFs) is viewed and downloaded from there; a stored file from here.
  const viewHref = r.link ?? fileUrl(r, false);
  const downloadHref = r.link ?? fileUrl(r, true);
  // Browsers honour `download` for same-origin links only: a cross-origin PDF opens in a new tab.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- link attributes, not text
  const newTab = r.link ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm">
      <CoverImage src={r.coverImage} icon={BookOpen} label={subjectLabel(r.subject)} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg leading-snug font-semibold">{r.title}</h2>
        <p className="text-sm text-muted-foreground">{meta}</p>
        <div className="flex flex-wrap gap-1 text-xs font-medium">
          {/* No "0 chapters": nothing until there is something. */}
          {r.chapters ? (
            <span className="rounded bg-secondary px-2 py-0.5 text-secondary-foreground">
              {t`${plural(chapters, { one: `${chapterCount} chapter`, other: `${chapterCount} chapters` })}`}
            </span>
          ) : null}
          {r.chapter && (
            <span className="rounded bg-secondary px-2 py-0.5 text-secondary-foreground">
              {r.chapter}
            </span>
          )}
          {r.exam && (
            <span className="rounded bg-secondary px-2 py-0.5 text-secondary-foreground">
              {examLabel(r.exam)} {r.year}
            </span>
          )}
        </div>
        {r.description && <p className="text-sm">{r.description}</p>}
        {source && (
          <p className="text-xs text-muted-foreground">
            <Trans>Source: {source}</Trans>
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button asChild size="sm">
            <a href={viewHref} target="_blank" rel="noopener noreferrer">
              <Eye aria-hidden="true" /> <Trans>View</Trans>
              <span className="sr-only"> {r.title}</span>
            </a>
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={downloadHref} download="" {...newTab}>
              <Download aria-hidden="true" /> <Trans>Download</Trans>
              <span className="sr-only"> {r.title}</span>
            </a>
          </Button>
          {!r.link && <SaveOfflineButton url={fileUrl(r, false)} title={r.title} />}
          {isAdmin && (
            <>
              <Button asChild size="sm" variant="ghost">
                <Link to={`${KINDS[r.kind].uploadPath}?id=${r.id}`} aria-label={t`Edit ${title}`}>
                  <Pencil aria-hidden="true" />
                </Link>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t`Delete ${title}`}
                onClick={() => onDelete(r)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </>
          )}
        </div>
      </div>
    </article>
  );
}
