import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { NOTE_MESSAGES, type Note } from '@academy/contract/notes';
import { FilterSheet } from '@/components/filter-sheet';
import { Pagination } from '@/components/pagination';
import { StudyFilters, studyFiltersOf } from '@/components/study-filters';
import { LazyDeleteMaterialDialog } from '@/components/study/lazy-admin-parts';
import { MaterialList } from '@/components/study/material-list';
import { StudyPageHeader } from '@/components/study/study-page-header';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { NOTE_TABLE } from '@/lib/i18n/messages/materials';
import { showNewPage, useUrlFilters } from '@/lib/use-url-filters';
import { LazyCheckout } from '@/components/checkout/buy-button';
import { loginPath } from '@academy/contract/return-path';
import { useDeleteNote, useNotes } from '../api/notes';
import { NoteCard } from '../components/note-card';

interface NotesPageProps {
  isSignedIn: boolean;
  isAdmin: boolean;
}

/** /notes: the Study Notes Collection from the server, by class, subject and free or paid. */
export function NotesPage({ isSignedIn, isAdmin }: NotesPageProps) {
  const { t, i18n } = useLingui();
  const [params, update] = useUrlFilters();
  const navigate = useNavigate();
  const filters = studyFiltersOf(params);
  const access = params.get('access') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useNotes({
    class: filters.class,
    subject: filters.subject,
    access,
    page: String(page),
  });
  const [buying, setBuying] = useState<Note | null>(null);
  const remove = useDeleteNote();
  const [toDelete, setToDelete] = useState<Note | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const activeCount = [access, filters.class, filters.stream, filters.subject].filter(
    Boolean,
  ).length;

  const onBuy = (note: Note) => {
    if (!isSignedIn) {
      toast.info(NOTE_MESSAGES.signInToBuy);
      void navigate(loginPath('/notes'));
      return;
    }
    setBuying(note);
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10">
      <StudyPageHeader
        heading={<Trans>Study notes collection</Trans>}
        intro={
          <Trans>High-quality study materials written by our teachers, chapter by chapter.</Trans>
        }
        upload={isAdmin ? { to: '/admin/upload/notes', label: <Trans>Upload notes</Trans> } : null}
      />

      <section aria-label={t`Filters`} className="mb-6">
        <FilterSheet activeCount={activeCount} className="md:grid md:gap-4">
          <div className="grid gap-2 sm:max-w-xs">
            <Label htmlFor="notes-access">
              <Trans>Price</Trans>
            </Label>
            <Select
              id="notes-access"
              value={access}
              onChange={(e) => update({ access: e.target.value })}
            >
              <option value="">{t`Free and paid`}</option>
              <option value="free">{t`Free`}</option>
              <option value="paid">{t`Paid`}</option>
            </Select>
          </div>
          <StudyFilters idPrefix="notes" value={filters} onChange={(next) => update({ ...next })} />
        </FilterSheet>
      </section>

      <MaterialList
        query={query}
        items={query.data?.items}
        label={t`Notes`}
        loadingLabel={t`Loading notes`}
        loadError={i18n._(NOTE_TABLE.descriptors.listError)}
        empty={
          <p role="status" className="py-16 text-center text-lg font-semibold">
            {i18n._(NOTE_TABLE.descriptors.listEmpty)}
          </p>
        }
        listRef={list}
        renderItem={(note) => (
          <NoteCard note={note} isAdmin={isAdmin} onBuy={onBuy} onDelete={setToDelete} />
        )}
        footer={
          query.data &&
          query.data.total > query.data.pageSize && (
            <Pagination
              page={page}
              totalPages={Math.ceil(query.data.total / query.data.pageSize)}
              onPage={(p) => {
                update({ page: String(p) });
                showNewPage(list.current);
              }}
            />
          )
        }
      />

      {buying && (
        <LazyCheckout
          item={{
            kind: 'note',
            id: buying.id,
            title: buying.title,
            pricePaise: buying.pricePaise ?? 0,
          }}
          onClose={() => setBuying(null)}
        />
      )}
      {toDelete && (
        <LazyDeleteMaterialDialog
          item={toDelete}
          remove={remove}
          deleted={NOTE_MESSAGES.deleted}
          deleteFailed={NOTE_MESSAGES.deleteFailed}
          onClose={() => setToDelete(null)}
        >
          <Trans>The notes and their file are removed for everyone. This cannot be undone.</Trans>
        </LazyDeleteMaterialDialog>
      )}
    </div>
  );
}
