import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router';
import { NOTE_MESSAGES } from '@academy/contract/notes';
import { UploadMaterialPage } from '@/components/study/upload-material-page';
import { NOTE_TABLE } from '@/lib/i18n/messages/materials';
import { useNote, useSaveNote } from '../api/notes';
import { NoteForm, noteToForm } from '../components/note-form';

/** /admin/upload/notes: 'Notes', 'Upload your notes'; edits the note named by `?id=`. */
export function UploadNotesPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const existing = useNote(id);
  const save = useSaveNote();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const title = existing.data?.title ?? '';

  return (
    <UploadMaterialPage
      id={id}
      existing={existing}
      heading={<Trans>Notes</Trans>}
      intro={id ? t`Edit: ${title}` : t`Upload your notes`}
      loadingLabel={t`Loading notes`}
      notFound={i18n._(NOTE_TABLE.descriptors.notFound)}
      save={save.mutateAsync}
      saved={NOTE_MESSAGES.uploaded}
      failed={id ? NOTE_MESSAGES.updateFailed : NOTE_MESSAGES.uploadFailed}
      // A new note's form empties for the next one; an edit returns to the list.
      onSaved={() => {
        if (id) void navigate('/notes');
      }}
    >
      {(note, submit) => (
        <NoteForm
          key={note?.id ?? 'new'}
          initial={noteToForm(note)}
          mode={id ? 'edit' : 'create'}
          storedFileName={note?.file?.name}
          onSubmit={submit}
        />
      )}
    </UploadMaterialPage>
  );
}
