import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { NOTE_MESSAGES } from '@academy/contract/notes';
import { NOTE_TABLE } from '@/lib/i18n/messages/materials';
import { useNote, useSaveNote } from '../api/notes';
import { NoteForm, noteToForm } from '../components/note-form';
import { LoadingBlock } from '@/components/loading-block';

/** /admin/upload/notes: 'Notes', 'Upload Your Notes'; edits the note named by `?id=`. */
export function UploadNotesPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const existing = useNote(id);
  const save = useSaveNote();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const title = existing.data?.title ?? '';

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">
        <Trans>Notes</Trans>
      </h1>
      <p className="mb-8 text-lg text-muted-foreground">
        {id ? t`Edit: ${title}` : t`Upload Your Notes`}
      </p>
      {id && existing.isPending ? (
        <LoadingBlock label={t`Loading notes`} />
      ) : id && existing.isError ? (
        <p role="alert" className="font-medium text-destructive">
          {i18n._(NOTE_TABLE.descriptors.notFound)}
        </p>
      ) : (
        <NoteForm
          key={existing.data?.id ?? 'new'}
          initial={noteToForm(existing.data)}
          mode={id ? 'edit' : 'create'}
          storedFileName={existing.data?.file?.name}
          onSubmit={async (form) => {
            try {
              const { message } = await save.mutateAsync({ id, form });
              toast.success(message ?? NOTE_MESSAGES.uploaded);
              if (id) void navigate('/notes');
            } catch (error) {
              toast.error(id ? NOTE_MESSAGES.updateFailed : NOTE_MESSAGES.uploadFailed);
              throw error;
            }
          }}
        />
      )}
    </div>
  );
}
