import { useLingui } from '@lingui/react/macro';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { useNumberFormat } from '@/lib/i18n/formats';
import { FileText, Upload, X } from 'lucide-react';
import { DOCUMENT_TYPES, FILE_MESSAGES, MAX_UPLOAD_BYTES } from '@academy/contract/files';
import { cn } from '@/lib/utils';
import { Button } from './ui/button';

interface FileDropZoneProps {
  id: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** A message from the form or the server about the file. */
  error?: string | undefined;
}

/** Rejection texts (product §4.3): 'File type must be ...', 'File is larger than N bytes', ... */
const rejectionMessage = (rejections: FileRejection[]) => {
  const error = rejections[0]?.errors[0];
  if (!error) return undefined;
  if (error.code === 'file-invalid-type') return FILE_MESSAGES.typeInvalid;
  if (error.code === 'file-too-large') return FILE_MESSAGES.tooLarge;
  if (error.code === 'too-many-files') return FILE_MESSAGES.tooMany;
  return error.message;
};

/**
 * Product §4.3 drop zone: idle, drag-active, drag-reject ('File type not supported') and the chosen
 * file with a remove button. The hidden input keeps it usable by keyboard and screen readers.
 */
export function FileDropZone({ id, file, onChange, error }: FileDropZoneProps) {
  const { t, i18n } = useLingui();
  const megabytes = useNumberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const kilobytes = useNumberFormat({ maximumFractionDigits: 0 });
  const formatSize = (bytes: number) => {
    if (bytes >= 1024 * 1024) {
      const size = megabytes.format(bytes / 1024 / 1024);
      return t`${size} MB`;
    }
    const size = kilobytes.format(Math.ceil(bytes / 1024));
    return t`${size} KB`;
  };
  const { getRootProps, getInputProps, isDragActive, isDragReject, fileRejections } = useDropzone({
    accept: Object.fromEntries(Object.entries(DOCUMENT_TYPES).map(([t, e]) => [t, [...e]])),
    maxSize: MAX_UPLOAD_BYTES,
    maxFiles: 1,
    multiple: false,
    onDropAccepted: ([accepted]) => onChange(accepted ?? null),
  });
  const raw = error ?? (file ? undefined : rejectionMessage([...fileRejections]));
  const message = raw && translateMessage(i18n, raw);
  const fileName = file?.name;
  const errorId = message ? `${id}-error` : undefined;

  if (file)
    return (
      <div className="grid gap-2">
        <div className="flex items-center gap-3 rounded-md border bg-muted/40 p-3">
          <FileText aria-hidden="true" className="size-6 text-primary" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{file.name}</p>
            <p className="text-sm text-muted-foreground">{formatSize(file.size)}</p>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t`Remove ${fileName}`}
            onClick={() => onChange(null)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
        {message && (
          <p id={errorId} className="text-sm font-medium text-destructive">
            {message}
          </p>
        )}
      </div>
    );

  return (
    <div className="grid gap-2">
      <div
        {...getRootProps({
          className: cn(
            'grid cursor-pointer justify-items-center gap-2 rounded-md border-2 border-dashed p-8 text-center transition-colors focus-visible:outline-2 focus-visible:outline-ring',
            isDragActive && 'border-primary bg-primary/5',
            isDragReject && 'border-destructive bg-destructive/5',
          ),
        })}
      >
        <input
          {...getInputProps({
            id,
            'aria-describedby': [`${id}-hint`, errorId].filter(Boolean).join(' '),
          })}
        />
        <Upload aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">
          {isDragReject
            ? translateMessage(i18n, FILE_MESSAGES.dragReject)
            : isDragActive
              ? t`Drop the file here`
              : t`Drag a file here, or click to choose one`}
        </p>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {translateMessage(i18n, FILE_MESSAGES.hint)}
        </p>
      </div>
      {message && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}
