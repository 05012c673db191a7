import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import {
  StandardFonts,
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setGraphicsState,
  setTextMatrix,
  showText,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
// @pdf-lib/fontkit's Indic shaper, which puts Devanagari's vowel signs and conjuncts in place,
// calls a global `regeneratorRuntime` that its build leaves out (pdf-lib issue #1419).
import 'regenerator-runtime/runtime.js';

/**
 * Text in a PDF in English and Hindi. pdf-lib's standard fonts draw WinAnsi only, so Devanagari
 * (and the rupee sign) is drawn in Noto Sans Devanagari, the font the site itself serves, and
 * everything else in Helvetica: a line is cut into runs by script and each run drawn in its font.
 */
export interface PdfFace {
  latin: PDFFont;
  /** Embedded only for a document with Devanagari in it: the font adds about 20 KB. */
  devanagari: PDFFont | null;
}

/** What Noto's Devanagari file draws: the script, its joiners, the dotted circle and ₹. */
const DEVANAGARI_RANGES = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cff],
  [0xa8e0, 0xa8ff],
  [0x200c, 0x200d],
  [0x20b9, 0x20b9],
  [0x25cc, 0x25cc],
] as const;

const isDevanagari = (char: string) => {
  const code = char.codePointAt(0)!;
  return DEVANAGARI_RANGES.some(([from, to]) => code >= from && code <= to);
};

export const hasDevanagari = (text: string) => [...text].some(isDevanagari);

const require = createRequire(import.meta.url);
const files: Partial<Record<'regular' | 'bold', Buffer>> = {};
/** The WOFF, not the WOFF2: this fontkit cannot subset a WOFF2 font. */
const notoFile = (weight: 'regular' | 'bold') =>
  (files[weight] ??= readFileSync(
    require.resolve(
      `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight === 'bold' ? 700 : 400}-normal.woff`,
    ),
  ));

export async function embedFace(
  pdf: PDFDocument,
  weight: 'regular' | 'bold',
  withDevanagari: boolean,
): Promise<PdfFace> {
  const latin = await pdf.embedFont(
    weight === 'bold' ? StandardFonts.HelveticaBold : StandardFonts.Helvetica,
  );
  if (!withDevanagari) return { latin, devanagari: null };
  pdf.registerFontkit(fontkit);
  return { latin, devanagari: await pdf.embedFont(notoFile(weight), { subset: true }) };
}

/**
 * The line cut into runs a font can draw. A space stays in the run it follows, so a Hindi phrase
 * is shaped whole; a character neither font has (emoji, another script) becomes '?'.
 */
export function textRuns(face: PdfFace, text: string): { font: PDFFont; text: string }[] {
  const latinSet = new Set(face.latin.getCharacterSet());
  const runs: { font: PDFFont; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const font =
      char === ' ' && last
        ? last.font
        : face.devanagari && isDevanagari(char)
          ? face.devanagari
          : face.latin;
    const drawn = font === face.latin && !latinSet.has(char.codePointAt(0)!) ? '?' : char;
    if (last?.font === font) last.text += drawn;
    else runs.push({ font, text: drawn });
  }
  return runs;
}

export const widthOf = (face: PdfFace, text: string, size: number) =>
  textRuns(face, text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);

/** A graphics state that paints at `opacity` (0 see-through, 1 solid), named on the page. */
function seeThrough(page: PDFPage, opacity: number) {
  const ctx = page.doc.context;
  const state = ctx.obj({ Type: 'ExtGState', ca: opacity, CA: opacity });
  return page.node.newExtGState('GS', ctx.register(state));
}

/**
 * Draws a line from (x, y), turned `rotate` degrees anticlockwise: one text object whose runs
 * each switch the font and follow on, so a reader's copy or search finds the line whole (not a
 * piece per script).
 */
export function drawLine(
  page: PDFPage,
  face: PdfFace,
  text: string,
  at: { x: number; y: number; size: number; color: RGB; rotate?: number; opacity?: number },
) {
  const angle = ((at.rotate ?? 0) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  page.pushOperators(
    pushGraphicsState(),
    ...(at.opacity === undefined ? [] : [setGraphicsState(seeThrough(page, at.opacity))]),
    beginText(),
    setFillingColor(at.color),
    setTextMatrix(cos, sin, -sin, cos, at.x, at.y),
    ...textRuns(face, text).flatMap((run) => [
      setFontAndSize(page.node.newFontDictionary(run.font.name, run.font.ref), at.size),
      showText(run.font.encodeText(run.text)),
    ]),
    endText(),
    popGraphicsState(),
  );
}
