/**
 * A form's values as the multipart body the upload endpoints read: arrays as repeated `name[]`
 * fields, everything else as text, empty values left out, the file last.
 */
export function toFormData(values: Record<string, unknown>, file: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) form.append(`${name}[]`, String(item));
    else form.append(name, String(value));
  }
  if (file) form.append('file', file);
  return form;
}
