import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from 'pdf-lib';

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

/** A font's glyph codes (4 hex digits) to the text each stands for, from its ToUnicode map. */
type GlyphMap = Map<string, string>;

const inflated = (stream: PDFRawStream) => {
  const raw = Buffer.from(stream.contents);
  try {
    return (stream.dict.get(PDFName.of('Filter')) ? inflateSync(raw) : raw).toString('latin1');
  } catch {
    return '';
  }
};

const unicodeOf = (hex: string) =>
  String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));

/** pdf-lib writes a ToUnicode map of `bfchar` pairs and `bfrange` lists. */
function glyphMapOf(cmap: string): GlyphMap {
  const map: GlyphMap = new Map();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(code!.toUpperCase(), unicodeOf(text!));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, to, list] of block[1]!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*\[([^\]]*)\]/g,
    )) {
      const texts = [...list!.matchAll(/<([0-9A-Fa-f]+)>/g)].map((m) => unicodeOf(m[1]!));
      for (let code = parseInt(from!, 16), i = 0; code <= parseInt(to!, 16); code++, i++)
        map.set(code.toString(16).toUpperCase().padStart(4, '0'), texts[i] ?? '');
    }
  return map;
}

/**
 * The text objects of one content stream, each one string: pdf-lib's `<hex> Tj` and literal
 * `(…) Tj` between BT and ET, decoded by the font the last `Tf` chose: its ToUnicode map (an
 * embedded font) or WinAnsi.
 */
function textOf(stream: PDFRawStream, fonts: Map<string, GlyphMap>): string[] {
  const content = inflated(stream);
  const parts: string[] = [];
  let font: GlyphMap | undefined;
  let current: string | null = null;
  for (const match of content.matchAll(
    /\bBT\b|\bET\b|\/(\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]+)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g,
  )) {
    if (match[0] === 'BT') current = '';
    else if (match[0] === 'ET') {
      if (current) parts.push(current);
      current = null;
    } else if (match[1] !== undefined) font = fonts.get(match[1]);
    else {
      const text =
        match[2] === undefined
          ? match[3]!.replace(/\\(.)/g, '$1')
          : font
            ? (match[2].match(/.{4}/g) ?? []).map((c) => font!.get(c.toUpperCase()) ?? '').join('')
            : winAnsi(Buffer.from(match[2], 'hex'));
      if (current === null) parts.push(text);
      else current += text;
    }
  }
  return parts;
}

/** Each page's font resources by name, with the glyph map of those that carry one. */
function fontsOf(pdf: PDFDocument) {
  const fonts = new Map<string, GlyphMap>();
  const lookup = (o: PDFObject | undefined) => (o instanceof PDFRef ? pdf.context.lookup(o) : o);
  for (const page of pdf.getPages()) {
    const resources = lookup(page.node.get(PDFName.of('Resources')));
    const dict = resources instanceof PDFDict ? lookup(resources.get(PDFName.of('Font'))) : null;
    if (!(dict instanceof PDFDict)) continue;
    for (const [name, ref] of dict.entries()) {
      const font = lookup(ref);
      const toUnicode = font instanceof PDFDict ? lookup(font.get(PDFName.of('ToUnicode'))) : null;
      if (toUnicode instanceof PDFRawStream)
        fonts.set(name.asString().slice(1), glyphMapOf(inflated(toUnicode)));
    }
  }
  return fonts;
}

/**
 * The text a PDF made by pdf-lib draws, page by page: its content streams inflated, and the hex
 * strings of its text operators decoded (WinAnsi, or an embedded font's ToUnicode map). Devanagari
 * comes out in the order its glyphs are drawn: a vowel sign drawn before its consonant (ि) is read
 * before it.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const fonts = fontsOf(pdf);
  const parts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects())
    if (object instanceof PDFRawStream) parts.push(...textOf(object, fonts));
  return parts.join('\n');
}

/** The text each page draws, in page order, through its own content streams only. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const fonts = fontsOf(pdf);
  const resolve = (o: PDFObject | undefined) => (o instanceof PDFRef ? pdf.context.lookup(o) : o);
  return pdf.getPages().map((page) => {
    const contents = resolve(page.node.get(PDFName.of('Contents')));
    const streams = contents instanceof PDFArray ? contents.asArray().map(resolve) : [contents];
    return streams
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .flatMap((s) => textOf(s, fonts))
      .join('\n');
  });
}
