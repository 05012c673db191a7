import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { FileDropZone } from './file-drop-zone';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';

export type UploadMethod = 'link' | 'file';

interface LinkOrFileFieldProps {
  idPrefix: string;
  method: UploadMethod;
  onMethod: (method: UploadMethod) => void;
  /** The link input's registration (react-hook-form's `register('link')`). */
  linkInput: ComponentProps<'input'>;
  linkError?: string | undefined;
  file: File | null;
  onFile: (file: File | null) => void;
  fileError?: string | undefined;
  /** Editing a record whose file is already stored: no new file is needed. */
  storedFileName?: string | undefined;
}

/** Product §4.3: 'link' (the default) shows the link field, 'file' shows the drop zone. */
export function LinkOrFileField({
  idPrefix,
  method,
  onMethod,
  linkInput,
  linkError,
  file,
  onFile,
  fileError,
  storedFileName,
}: LinkOrFileFieldProps) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          <Trans>Upload method</Trans>
        </legend>
        <div className="flex gap-6">
          {(['link', 'file'] as const).map((m) => (
            <label key={m} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${idPrefix}-method`}
                value={m}
                checked={method === m}
                onChange={() => onMethod(m)}
                className="size-4 accent-primary"
              />
              {m === 'link' ? t`Link` : t`File`}
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'link' ? (
        <FormField id={`${idPrefix}-link`} label={t`Link`} error={linkError}>
          {(c) => <Input {...c} type="url" placeholder="https://" {...linkInput} />}
        </FormField>
      ) : (
        <div className="grid gap-2">
          <span className="text-sm font-medium" id={`${idPrefix}-file-label`}>
            <Trans>File</Trans>
          </span>
          {storedFileName && !file && (
            <p className="text-sm text-muted-foreground">
              <Trans>Current file: {storedFileName}. Choose another to replace it.</Trans>
            </p>
          )}
          <FileDropZone id={`${idPrefix}-file`} file={file} onChange={onFile} error={fileError} />
        </div>
      )}
    </div>
  );
}
