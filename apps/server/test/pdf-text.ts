import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream, PDFName } from 'pdf-lib';

/**
 * The text a PDF made by pdf-lib draws, page by page: its content streams inflated, and the hex
 * strings of its text operators decoded (WinAnsi, read as Latin-1).
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const filter = object.dict.get(PDFName.of('Filter'));
    const raw = Buffer.from(object.contents);
    let content: string;
    try {
      content = (filter ? inflateSync(raw) : raw).toString('latin1');
    } catch {
      continue;
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      parts.push(Buffer.from(match[1]!, 'hex').toString('latin1'));
  }
  return parts.join('\n');
}
