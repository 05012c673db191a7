import { Check, CloudDownload, LoaderCircle } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { useRemoveSavedFile, useSaveFile, useSavedFiles } from '@/lib/offline/saved-files-queries';
import { useCanSaveOffline } from '@/lib/offline/saved-files';

/**
 * "Save offline" for a file the viewer may open (a free or bought note, an NCERT book kept
 * here); "Saved" once it is on the phone, which removes it on a second tap.
 */
export function SaveOfflineButton(file: { url: string; title: string }) {
  return useCanSaveOffline() ? <SaveOfflineToggle {...file} /> : null;
}

function SaveOfflineToggle({ url, title }: { url: string; title: string }) {
  const { t } = useLingui();
  const saved = useSavedFiles();
  const save = useSaveFile();
  const remove = useRemoveSavedFile();
  const isSaved = saved.data?.some((file) => file.url === url) ?? false;
  const busy = save.isPending || remove.isPending;
  return (
    <Button
      size="sm"
      variant={isSaved ? 'secondary' : 'outline'}
      disabled={busy || saved.isPending}
      aria-pressed={isSaved}
      onClick={() => (isSaved ? remove.mutate({ url, title }) : save.mutate({ url, title }))}
    >
      {busy ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : isSaved ? (
        <Check aria-hidden="true" />
      ) : (
        <CloudDownload aria-hidden="true" />
      )}
      {isSaved ? t`Saved` : t`Save offline`}
      <span className="sr-only"> {title}</span>
    </Button>
  );
}
