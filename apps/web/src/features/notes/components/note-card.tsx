import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, ShoppingCart } from 'lucide-react';
import { formatCount, formatRupees } from '@academy/contract/indian-numbers';
import { isFree } from '@academy/contract/money';
import type { Note } from '@academy/contract/notes';
import { CoverImage } from '@/components/cover-image';
import { Button } from '@/components/ui/button';
import { LazyAdminItemActions } from '@/components/study/lazy-admin-parts';
import { FileActions, StudyCard } from '@/components/study/study-card';
import { useStudyLabels } from '@/lib/i18n/study-filter-names';
import { pluralForm } from '@/lib/i18n/plural-form';
import { noteFileUrl } from '../api/notes';

interface NoteCardProps {
  note: Note;
  isAdmin: boolean;
  onBuy: (note: Note) => void;
  onDelete: (note: Note) => void;
}

/** Product §2.5 card, 'FREE' or a rupee badge; View and Download once the viewer may open it. */
export function NoteCard({ note, isAdmin, onBuy, onDelete }: NoteCardProps) {
  const { t, i18n } = useLingui();
  const { classLabel, subjectLabel } = useStudyLabels();
  const subject = note.subject && subjectLabel(note.subject);
  const meta = [note.classes && classLabel(note.classes), subject].filter(Boolean).join(' • ');
  const title = note.title;
  const views = note.views;
  const viewsForm = pluralForm(i18n, views);
  const viewCount = formatCount(views);
  return (
    <StudyCard
      cover={
        <div className="relative">
          <CoverImage src={note.thumbnail} icon={FileText} label={subject} />
          <span className="absolute top-2 right-2 inline-flex items-center rounded-full bg-background/95 px-2 py-0.5 text-xs font-semibold shadow">
            {isFree(note) ? t`FREE` : formatRupees(note.pricePaise ?? 0)}
          </span>
        </div>
      }
      actions={
        <>
          {note.canAccess ? (
            <FileActions
              title={title}
              viewHref={noteFileUrl(note.id, false)}
              downloadHref={noteFileUrl(note.id, true)}
              isStored={Boolean(note.file)}
            />
          ) : (
            <Button size="sm" onClick={() => onBuy(note)}>
              <ShoppingCart aria-hidden="true" /> <Trans>Buy Now</Trans>
              <span className="sr-only"> {note.title}</span>
            </Button>
          )}
          {isAdmin && (
            <LazyAdminItemActions
              title={title}
              editTo={`/admin/upload/notes?id=${note.id}`}
              onDelete={() => onDelete(note)}
            />
          )}
        </>
      }
    >
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
          {t`${select(viewsForm, { one: `${viewCount} view`, other: `${viewCount} views` })}`}
        </p>
      )}
    </StudyCard>
  );
}
