import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { UploadMethod } from '@/components/link-or-file-field';
import { ApiError } from '@/lib/api-client';
import { toFormData } from '@/lib/form-data';

interface MaterialFileOptions<Values extends FieldValues> {
  /** The form's fields a refusal from the server may name. */
  fields: readonly Path<Values>[];
  /** The server's names for the form's fields where they differ (`pricePaise` for `price`). */
  formField?: Record<string, Path<Values>>;
  setError: UseFormSetError<Values>;
  /** Editing a record whose file is already stored: no new file is needed. */
  storedFileName: string | undefined;
  /** The contract's message when 'file' is chosen and none is given. */
  fileRequired: string;
  onSubmit: (form: FormData) => Promise<void>;
}

/**
 * The file of a study material's form (notes, textbooks, solutions, papers), and its sending: the
 * values and the file as one multipart body. A refused upload keeps everything chosen and typed,
 * and each of the server's messages shows by the field it names, or above the button.
 */
export function useMaterialFile<Values extends FieldValues>(options: MaterialFileOptions<Values>) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();

  /** True once the server has taken the form. */
  const send = async (values: Record<string, unknown> & { uploadMethod: UploadMethod }) => {
    if (values.uploadMethod === 'file' && !file && !options.storedFileName) {
      setFileError(options.fileRequired);
      return false;
    }
    try {
      await options.onSubmit(toFormData(values, values.uploadMethod === 'file' ? file : null));
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) return false;
      let placed = false;
      for (const [named, message] of Object.entries(error.fieldErrors)) {
        const field = options.formField?.[named] ?? named;
        if (field === 'file') setFileError(message);
        else if ((options.fields as readonly string[]).includes(field))
          options.setError(field as Path<Values>, { message });
        else continue;
        placed = true;
      }
      if (!placed) options.setError('root', { message: error.message });
      return false;
    }
  };

  return {
    send,
    /** LinkOrFileField's file props. */
    fileField: {
      file,
      onFile: (next: File | null) => {
        setFile(next);
        setFileError(undefined);
      },
      fileError,
      storedFileName: options.storedFileName,
    },
    clearFile: () => {
      setFile(null);
      setFileError(undefined);
    },
  };
}
