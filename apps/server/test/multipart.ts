export interface TestFile {
  name: string;
  content: Buffer | string;
  /** The form field; `file` unless told. */
  field?: string;
}

/**
 * A multipart/form-data body as a browser sends it, built by the platform's own FormData so the
 * boundaries and headers are real. Arrays become repeated `name[]` fields, as the forms send them.
 */
export async function multipart(
  fields: Record<string, string | number | boolean | string[] | undefined>,
  files: TestFile[] = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) form.append(`${name}[]`, item);
    else form.append(name, String(value));
  }
  for (const file of files)
    form.append(
      file.field ?? 'file',
      new Blob([typeof file.content === 'string' ? file.content : new Uint8Array(file.content)]),
      file.name,
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
