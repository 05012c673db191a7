import { toFormData } from '@/lib/form-data';

/** A doubt form's text fields and its photos, as the multipart body the server reads. */
export function photoForm(fields: Record<string, string | undefined>, photos: File[]) {
  const form = toFormData(fields, null);
  for (const photo of photos) form.append('photos', photo);
  return form;
}
