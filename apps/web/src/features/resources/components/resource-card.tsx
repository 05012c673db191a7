import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen } from 'lucide-react';
import { select } from '@lingui/core/macro';
import { formatCount } from '@academy/contract/indian-numbers';
import type { Resource } from '@academy/contract/resources';
import { CoverImage } from '@/components/cover-image';
import { LazyAdminItemActions } from '@/components/study/lazy-admin-parts';
import { FileActions, StudyCard } from '@/components/study/study-card';
import { useStudyLabels } from '@/lib/i18n/study-filter-names';
import { pluralForm } from '@/lib/i18n/plural-form';
import { KINDS } from '../kinds';

interface ResourceCardProps {
  resource: Resource;
  isAdmin: boolean;
  onDelete: (resource: Resource) => void;
}

const fileUrl = (r: Resource, download: boolean) =>
  `/api/resources/${r.id}/file${download ? '?download=true' : ''}`;

/**
 * Product §2.5 textbook card: cover, title, 'Class {class} • {subject} • {stream}', the chapters
 * badge, description, View and Download, and the source.
 */
export function ResourceCard({ resource: r, isAdmin, onDelete }: ResourceCardProps) {
  const { t, i18n } = useLingui();
  const { classLabel, subjectLabel, streamLabel, examLabel } = useStudyLabels();
  const meta = [classLabel(r.class), subjectLabel(r.subject), r.stream && streamLabel(r.stream)]
    .filter(Boolean)
    .join(' • ');
  const title = r.title;
  const source = r.source;
  const chapters = r.chapters ?? 0;
  const chaptersForm = pluralForm(i18n, chapters);
  const chapterCount = formatCount(chapters);
  return (
    <StudyCard
      cover={<CoverImage src={r.coverImage} icon={BookOpen} label={subjectLabel(r.subject)} />}
      actions={
        <>
          {/* A link (NCERT's own PDFs) is viewed and downloaded from there; a stored file here. */}
          <FileActions
            title={title}
            viewHref={r.link ?? fileUrl(r, false)}
            downloadHref={r.link ?? fileUrl(r, true)}
            isStored={!r.link}
          />
          {isAdmin && (
            <LazyAdminItemActions
              title={title}
              editTo={`${KINDS[r.kind].uploadPath}?id=${r.id}`}
              onDelete={() => onDelete(r)}
            />
          )}
        </>
      }
    >
      <h2 className="text-lg leading-snug font-semibold">{r.title}</h2>
      <p className="text-sm text-muted-foreground">{meta}</p>
      <div className="flex flex-wrap gap-1 text-xs font-medium">
        {/* No "0 chapters": nothing until there is something. */}
        {r.chapters ? (
          <span className="rounded bg-secondary px-2 py-0.5 text-secondary-foreground">
            {t`${select(chaptersForm, { one: `${chapterCount} chapter`, other: `${chapterCount} chapters` })}`}
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
    </StudyCard>
  );
}
