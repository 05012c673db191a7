import { useCallback, useState, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Camera, X } from 'lucide-react';
import { PHOTO_MESSAGES } from '@academy/contract/photo-messages';
import { compressPhoto } from '@/lib/compress-photo';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { Button } from './ui/button';

interface PhotoPickerProps {
  id: string;
  photos: File[];
  onChange: (photos: File[]) => void;
  max: number;
  /** A message from the server about the photos. */
  error?: string | undefined;
}

/** One chosen photo's thumbnail; its object URL is let go when the image leaves the page. */
function Thumbnail({
  photo,
  label,
  onRemove,
}: {
  photo: File;
  label: string;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const show = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(photo);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [photo],
  );
  return (
    <li className="relative size-20 overflow-hidden rounded-md border bg-muted">
      <img ref={show} alt={label} className="size-full object-cover" />
      <Button
        type="button"
        variant="secondary"
        size="icon"
        className="absolute top-1 right-1 size-7"
        aria-label={t`Remove ${label}`}
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}

/**
 * Photos for a question or an answer (decisions §117): taken with the phone's camera or chosen
 * from its gallery, each compressed in the browser before the form sends it.
 */
export function PhotoPicker({ id, photos, onChange, max, error }: PhotoPickerProps) {
  const { t, i18n } = useLingui();
  const [preparing, setPreparing] = useState(false);
  const [refused, setRefused] = useState<string>();
  const message = refused ?? error;
  const errorId = message ? `${id}-error` : undefined;

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = [...(input.files ?? [])];
    input.value = '';
    setRefused(chosen.length > max - photos.length ? PHOTO_MESSAGES.tooMany : undefined);
    setPreparing(true);
    try {
      const compressed = await Promise.all(chosen.slice(0, max - photos.length).map(compressPhoto));
      onChange([...photos, ...compressed]);
    } catch {
      setRefused(PHOTO_MESSAGES.notImage);
    } finally {
      setPreparing(false);
    }
  };

  return (
    <div className="grid gap-2">
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t`Photos`}>
          {photos.map((photo, i) => {
            const n = i + 1;
            return (
              <Thumbnail
                key={`${photo.name}-${photo.lastModified}-${n}`}
                photo={photo}
                label={t`Photo ${n}`}
                onRemove={() => onChange(photos.filter((p) => p !== photo))}
              />
            );
          })}
        </ul>
      )}
      {photos.length < max && (
        <div>
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/*"
            multiple
            className="peer sr-only"
            aria-describedby={errorId}
            disabled={preparing}
            onChange={(e) => void add(e)}
          />
          <label
            htmlFor={id}
            className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border px-4 text-sm font-medium peer-focus-visible:outline-2 peer-focus-visible:outline-ring"
          >
            <Camera aria-hidden="true" className="size-4" />
            {preparing ? t`Preparing the photo…` : t`Add a photo`}
          </label>
        </div>
      )}
      {message && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {translateMessage(i18n, message)}
        </p>
      )}
    </div>
  );
}
