import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Download, Eye, FileText, Pencil, ShoppingCart, Trash2 } from 'lucide-react';
import { formatCount, formatRupees } from '@academy/contract/indian-numbers';
import type { Note } from '@academy/contract/notes';
import { CoverImage } from '@/components/cover-image';
import { Button } from '@/components/ui/button';
import { SaveOfflineButton } from '@/components/offline/save-offline-button';
import { useStudyLabels } from '@/lib/i18n/study-filter-names';
import { noteFileUrl } from '../api/notes';

// eslint-disable-next-line lingui/no-unlocalized-strings -- link attributes, not text
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' };

interface NoteCardProps {
  note: Note;
  isAdmin: boolean;
  onBuy: (note: Note) => void;
  onDelete: (note: Note) => void;
}

/** Spec §2.10 card with the 'FREE' or rupee badge; View and Download once the viewer may open it. */
export function NoteCard({ note, isAdmin, onBuy, onDelete }: NoteCardProps) {
  const { t } = useLingui();
  const { classLabel, subjectLabel } = useStudyLabels();
  const subject = note.subject && subjectLabel(note.subject);
  const meta = [note.classes && classLabel(note.classes), subject].filter(Boolean).join(' • ');
  const title = note.title;
  const views = note.views;
  const viewCount = formatCount(views);
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm">
      <div className="relative">
        <CoverImage src={note.thumbnail} icon={FileText} label={subject} />
        <span className="absolute top-2 right-2 inline-flex items-center rounded-full bg-background/95 px-2 py-0.5 text-xs font-semibold shadow">
          {note.isFree ? t`FREE` : formatRupees(Math.round((note.price ?? 0) * 100))}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg leading-snug font-semibold">{note.title}</h2>
        {meta && <p className="text-sm text-muted-foreground">{meta}</p>}
        <p className="line-clamp-3 text-sm">{note.des}</p>
        {note.category.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label={t`Categories`}>
            {note.category.map((c) => (
              <li
                key={c}
                className="rounded bg-secondary px-2 py-0.5 text-xs text-secondary-foreground"
              >
                {c}
              </li>
            ))}
          </ul>
        )}
        {note.views > 0 && (
          <p className="text-xs text-muted-foreground">
            {t`${plural(views, { one: `${viewCount} view`, other: `${viewCount} views` })}`}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {note.canAccess ? (
            <>
              <Button asChild size="sm">
                <a href={noteFileUrl(note.id, false)} target="_blank" rel="noopener noreferrer">
                  <Eye aria-hidden="true" /> <Trans>View</Trans>
                  <span className="sr-only"> {note.title}</span>
                </a>
              </Button>
              <Button asChild size="sm" variant="outline">
                <a href={noteFileUrl(note.id, true)} {...(note.file ? { download: '' } : NEW_TAB)}>
                  <Download aria-hidden="true" /> <Trans>Download</Trans>
                  <span className="sr-only"> {note.title}</span>
                </a>
              </Button>
              {/* A stored file is this site's own, so it can be kept; a link leads elsewhere. */}
              {note.file && (
                <SaveOfflineButton url={noteFileUrl(note.id, false)} title={note.title} />
              )}
            </>
          ) : (
            <Button size="sm" onClick={() => onBuy(note)}>
              <ShoppingCart aria-hidden="true" /> <Trans>Buy Now</Trans>
              <span className="sr-only"> {note.title}</span>
            </Button>
          )}
          {isAdmin && (
            <>
              <Button asChild size="sm" variant="ghost">
                <Link to={`/admin/upload/notes?id=${note.id}`} aria-label={t`Edit ${title}`}>
                  <Pencil aria-hidden="true" />
                </Link>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t`Delete ${title}`}
                onClick={() => onDelete(note)}
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
