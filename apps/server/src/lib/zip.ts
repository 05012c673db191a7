import { ZipFile } from 'yazl';

/** Files in one zip, in the given order (an export's CSVs, a batch's report cards). */
export function zipOf(files: { name: string; content: string | Uint8Array }[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const file of files) zip.addBuffer(Buffer.from(file.content), file.name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
