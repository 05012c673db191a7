import { Link } from 'react-router';
import { Download, Eye, FileText, Pencil, ShoppingCart, Trash2 } from 'lucide-react';
import { countOf, formatRupees } from '@academy/contract/indian-numbers';
import type { Note } from '@academy/contract/notes';
import { materialClassLabel } from '@academy/contract/study-filters';
import { CoverImage } from '@/components/cover-image';
import { Button } from '@/components/ui/button';
import { SaveOfflineButton } from '@/features/offline/components/save-offline-button';
import { noteFileUrl } from '../api/notes';

interface NoteCardProps {
  note: Note;
  isAdmin: boolean;
  onBuy: (note: Note) => void;
  onDelete: (note: Note) => void;
}

/** Spec §2.10 card with the 'FREE' or rupee badge; View and Download once the viewer may open it. */
export function NoteCard({ note, isAdmin, onBuy, onDelete }: NoteCardProps) {
  const meta = [note.classes && materialClassLabel(note.classes), note.subject]
    .filter(Boolean)
    .join(' • ');
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm">
      <div className="relative">
        <CoverImage src={note.thumbnail} icon={FileText} label={note.subject} />
        <span className="absolute top-2 right-2 inline-flex items-center rounded-full bg-background/95 px-2 py-0.5 text-xs font-semibold shadow">
          {note.isFree ? 'FREE' : formatRupees(Math.round((note.price ?? 0) * 100))}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg leading-snug font-semibold">{note.title}</h2>
        {meta && <p className="text-sm text-muted-foreground">{meta}</p>}
        <p className="line-clamp-3 text-sm">{note.des}</p>
        {note.category.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Categories">
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
          <p className="text-xs text-muted-foreground">{countOf(note.views, 'view')}</p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {note.canAccess ? (
            <>
              <Button asChild size="sm">
                <a href={noteFileUrl(note.id, false)} target="_blank" rel="noopener noreferrer">
                  <Eye aria-hidden="true" /> View<span className="sr-only"> {note.title}</span>
                </a>
              </Button>
              <Button asChild size="sm" variant="outline">
                <a
                  href={noteFileUrl(note.id, true)}
                  {...(note.file
                    ? { download: '' }
                    : { target: '_blank', rel: 'noopener noreferrer' })}
                >
                  <Download aria-hidden="true" /> Download
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
              <ShoppingCart aria-hidden="true" /> Buy Now
              <span className="sr-only"> {note.title}</span>
            </Button>
          )}
          {isAdmin && (
            <>
              <Button asChild size="sm" variant="ghost">
                <Link to={`/admin/upload/notes?id=${note.id}`} aria-label={`Edit ${note.title}`}>
                  <Pencil aria-hidden="true" />
                </Link>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Delete ${note.title}`}
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
