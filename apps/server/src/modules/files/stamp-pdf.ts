import { PDFDocument, popGraphicsState, pushGraphicsState, rgb, type PDFPage } from 'pdf-lib';
import { ACADEMY_TIME_ZONE } from '@academy/contract/academy-calendar';
import { drawLine, embedFace, hasDevanagari, widthOf, type PdfFace } from '../../lib/pdf-text.ts';

/** Whose copy it is: printed on every page of a paid note as the student opens it. */
export interface CopyOwner {
  name: string;
  phone: string | null;
  at: Date;
}

/** "+919876543210" -> "+91 98•••••210": enough to tell whose copy, not enough to call them. */
export function maskPhone(phone: string | null): string {
  if (!phone) return '';
  if (/^\+91\d{10}$/.test(phone)) return `+91 ${phone.slice(3, 5)}•••••${phone.slice(-3)}`;
  if (phone.length <= 6) return '•'.repeat(phone.length);
  return `${phone.slice(0, 3)}${'•'.repeat(phone.length - 6)}${phone.slice(-3)}`;
}

/** The day in India: "14 May 2026". */
export const indiaDate = (at: Date) =>
  at.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: ACADEMY_TIME_ZONE,
  });

/** "Priya Verma · +91 98•••••210 · 14 May 2026" */
export const ownerLine = (owner: CopyOwner) =>
  [owner.name.trim(), maskPhone(owner.phone), indiaDate(owner.at)].filter(Boolean).join(' · ');

/**
 * The page as a reader sees it: its visible box and its /Rotate. `place` turns a point and an
 * angle on the seen page (origin bottom left, x to the right) into the page's own coordinates.
 */
function seenPage(page: PDFPage) {
  const box = page.getCropBox();
  const rotation = ((page.getRotation().angle % 360) + 360) % 360;
  const sideways = rotation === 90 || rotation === 270;
  const width = sideways ? box.height : box.width;
  const height = sideways ? box.width : box.height;
  const place = (x: number, y: number, angle: number) => {
    const turned = { angle: angle + rotation };
    if (rotation === 90) return { x: box.x + box.width - y, y: box.y + x, ...turned };
    if (rotation === 180) return { x: box.x + box.width - x, y: box.y + box.height - y, ...turned };
    if (rotation === 270) return { x: box.x + y, y: box.y + box.height - x, ...turned };
    return { x: box.x + x, y: box.y + y, ...turned };
  };
  return { width, height, place };
}

const MARK_GREY = rgb(0.5, 0.5, 0.5);
const FOOTER_GREY = rgb(0.45, 0.45, 0.45);

/**
 * Writes on one page, over its content: the owner line once, large, light and see-through, along
 * the diagonal; and "Licensed to …" small in the bottom margin. The page's own content is first
 * wrapped in q/Q, so a graphics state it leaves behind cannot skew or hide the marks.
 */
function stampPage(page: PDFPage, face: PdfFace, mark: string, footer: string) {
  const ctx = page.doc.context;
  page.node.normalize();
  page.node.wrapContentStreams(
    ctx.register(ctx.contentStream([pushGraphicsState()])),
    ctx.register(ctx.contentStream([popGraphicsState()])),
  );

  const { width, height, place } = seenPage(page);
  const angle = (Math.atan2(height, width) * 180) / Math.PI;
  const diagonal = Math.hypot(width, height);
  const unit = widthOf(face, mark, 1);
  const size = Math.min(48, Math.max(12, (diagonal * 0.7) / unit));
  const along = widthOf(face, mark, size) / 2;
  const rad = (angle * Math.PI) / 180;
  // Centre the line on the page's centre: back along the diagonal by half its width, and down
  // by about a third of its size so the letters, not their baseline, sit on the centre.
  const lift = size * 0.35;
  const start = place(
    width / 2 - along * Math.cos(rad) + lift * Math.sin(rad),
    height / 2 - along * Math.sin(rad) - lift * Math.cos(rad),
    angle,
  );
  drawLine(page, face, mark, {
    x: start.x,
    y: start.y,
    rotate: start.angle,
    size,
    color: MARK_GREY,
    opacity: 0.2,
  });

  const footerSize = Math.min(7, Math.max(4, (width - 36) / widthOf(face, footer, 1)));
  const foot = place(18, 9, 0);
  drawLine(page, face, footer, {
    x: foot.x,
    y: foot.y,
    rotate: foot.angle,
    size: footerSize,
    color: FOOTER_GREY,
    opacity: 0.8,
  });
}

/** Loads a PDF as the stamp will; throws for one it cannot write on (password, damage). */
export const loadForStamp = (bytes: Uint8Array) =>
  PDFDocument.load(bytes, { updateMetadata: false });

/**
 * The owner's copy of a PDF: every page carries their name, masked phone and the date. pdf-lib
 * parses and writes in slices (`parseSpeed`, `objectsPerTick`), yielding to the event loop in
 * between, so a 100-page note keeps other requests waiting for milliseconds, not its whole time.
 */
export async function stampPdf(bytes: Uint8Array, owner: CopyOwner): Promise<Uint8Array> {
  const pdf = await loadForStamp(bytes);
  const line = ownerLine(owner);
  // A name written in Devanagari prints as written (lib/pdf-text.ts), not as '?'.
  const face = await embedFace(pdf, 'regular', hasDevanagari(line));
  const footer = `Licensed to ${line}`;
  for (const page of pdf.getPages()) stampPage(page, face, line, footer);
  // Also in the document's properties, where a reader's "Document properties" shows it.
  pdf.setSubject(footer);
  pdf.setModificationDate(owner.at);
  return pdf.save({ objectsPerTick: 25 });
}
