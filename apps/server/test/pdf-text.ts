import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';

/** WinAnsi's characters in 0x80-0x9F that Latin-1 reads as control codes. */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x99: '™',
};

const winAnsi = (bytes: Buffer) =>
  [...bytes].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');

/** The text operators of one content stream: pdf-lib's `<hex> Tj` and literal `(…) Tj`. */
function textOf(stream: PDFRawStream): string[] {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const raw = Buffer.from(stream.contents);
  let content: string;
  try {
    content = (filter ? inflateSync(raw) : raw).toString('latin1');
  } catch {
    return [];
  }
  const parts: string[] = [];
  for (const match of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
    if (match[1] !== undefined) parts.push(winAnsi(Buffer.from(match[1], 'hex')));
    else parts.push(match[2]!.replace(/\\(.)/g, '$1'));
  }
  return parts;
}

/**
 * The text a PDF made by pdf-lib draws, page by page: its content streams inflated, and the hex
 * strings of its text operators decoded (WinAnsi).
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects())
    if (object instanceof PDFRawStream) parts.push(...textOf(object));
  return parts.join('\n');
}

/** The text each page draws, in page order, through its own content streams only. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const resolve = (o: PDFObject | undefined) => (o instanceof PDFRef ? pdf.context.lookup(o) : o);
  return pdf.getPages().map((page) => {
    const contents = resolve(page.node.get(PDFName.of('Contents')));
    const streams = contents instanceof PDFArray ? contents.asArray().map(resolve) : [contents];
    return streams
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .flatMap(textOf)
      .join('\n');
  });
}
