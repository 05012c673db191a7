import { PDFDocument, rgb, type PDFImage, type PDFPage } from 'pdf-lib';
import { ACADEMY_TIME_ZONE, academyMidday } from '@academy/contract/academy-calendar';
import { INTL_LOCALE, type Locale } from '@academy/contract/locales';
import { ABSENT } from '@academy/contract/paper-tests';
import { drawLine, embedFace, hasDevanagari, widthOf, type PdfFace } from '../../lib/pdf-text.ts';
import type { ReportCardData } from './card-data.ts';
import { CARD_LABELS } from './card-labels.ts';
import type { LogoImage } from './logo.ts';

const A4: [number, number] = [595.28, 841.89];
const LEFT = 50;
const RIGHT = 545;
const BOTTOM = 60;
const LOGO_BOX = 48;
const ink = rgb(0.1, 0.1, 0.12);
const grey = rgb(0.4, 0.4, 0.45);

const dayIn = (date: string, locale: Locale) =>
  academyMidday(date).toLocaleDateString(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: ACADEMY_TIME_ZONE,
  });

/** Marks as the grid shows them: 42, 37.5. */
const num = (n: number) => String(Math.round(n * 100) / 100);

/** The words of `text` in lines no wider than `width` at `size`. */
function wrap(face: PdfFace, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && widthOf(face, next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

/** The logo drawn, or none when its bytes only look like an image. */
async function embedLogo(pdf: PDFDocument, logo: LogoImage): Promise<PDFImage | null> {
  try {
    return await (logo.type === 'image/png' ? pdf.embedPng(logo.bytes) : pdf.embedJpg(logo.bytes));
  } catch {
    return null;
  }
}

export interface CardHeader {
  academyName: string;
  logo: LogoImage | null;
  locale: Locale;
}

/**
 * A student's term report card on A4 pages: who, which batch and term; attendance; each paper
 * test's marks against the batch average; mock tests; homework; the remark.
 */
export async function renderReportCard(
  data: ReportCardData,
  { academyName, logo, locale }: CardHeader,
): Promise<Uint8Array> {
  const words = CARD_LABELS[locale];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Report card: ${data.student.name}, ${data.term.name}`);
  pdf.setAuthor(academyName);
  // A name, test or remark written in Devanagari prints as written, in either language.
  const devanagari = locale === 'hi' || hasDevanagari(JSON.stringify(data) + academyName);
  const regular = await embedFace(pdf, 'regular', devanagari);
  const bold = await embedFace(pdf, 'bold', devanagari);
  const image = logo ? await embedLogo(pdf, logo) : null;

  let page: PDFPage = pdf.addPage(A4);
  let y = 790;
  const text = (value: string, x: number, face = regular, size = 10, color = ink) =>
    drawLine(page, face, value, { x, y, size, color });
  const right = (value: string, xRight: number, face = regular, size = 10) =>
    text(value, xRight - widthOf(face, value, size), face, size);
  /** Room for `height` more points on this page, or a new page. */
  const room = (height: number) => {
    if (y - height >= BOTTOM) return;
    page = pdf.addPage(A4);
    y = 790;
  };
  const rule = () =>
    page.drawLine({
      start: { x: LEFT, y: y + 4 },
      end: { x: RIGHT, y: y + 4 },
      thickness: 0.5,
      color: grey,
    });
  const heading = (value: string) => {
    room(50);
    y -= 14;
    text(value, LEFT, bold, 13);
    y -= 8;
    rule();
    y -= 14;
  };
  const line = (value: string, face = regular, color = ink) => {
    room(14);
    text(value, LEFT, face, 10, color);
    y -= 14;
  };

  // The academy: its logo beside its name.
  let nameX = LEFT;
  if (image) {
    const scale = Math.min(LOGO_BOX / image.width, LOGO_BOX / image.height);
    page.drawImage(image, {
      x: LEFT,
      y: y - LOGO_BOX + 16,
      width: image.width * scale,
      height: image.height * scale,
    });
    nameX = LEFT + LOGO_BOX + 12;
  }
  text(academyName, nameX, bold, 16);
  right(words.title, RIGHT, bold, 12);
  y -= image ? LOGO_BOX : 30;

  for (const [label, value] of [
    [words.student, data.student.name],
    [words.batch, data.batch.name],
    [
      words.term,
      `${data.term.name} (${dayIn(data.term.startsOn, locale)} – ${dayIn(data.term.endsOn, locale)})`,
    ],
  ] as const) {
    text(`${label}:`, LEFT, bold);
    text(value, LEFT + 70);
    y -= 15;
  }

  heading(words.attendance);
  const { held, attended, percent } = data.attendance;
  if (held === 0) line(words.noClasses, regular, grey);
  else
    line(
      `${words.classesHeld}: ${held}    ${words.attended}: ${attended}    ${percent ?? 0}%`,
      bold,
    );

  heading(words.paperTests);
  if (data.paperTests.length === 0) line(words.noPaperTests, regular, grey);
  for (const test of data.paperTests) {
    room(30 + 14 * test.subjects.length);
    text(test.name, LEFT, bold);
    right(dayIn(test.heldOn, locale), RIGHT);
    y -= 14;
    for (const subject of test.subjects) {
      text(subject.name, LEFT + 12);
      right(
        subject.score === null
          ? words.notEntered
          : subject.score === ABSENT
            ? words.absent
            : `${num(subject.score)} / ${subject.maxMarks}`,
        RIGHT,
      );
      y -= 14;
    }
    const standing = test.absent
      ? words.absent
      : `${num(test.total)} / ${test.maxTotal} (${num(test.percent)}%)`;
    text(`${words.total}: ${standing}`, LEFT + 12, bold);
    right(`${words.batchAverage}: ${test.average === null ? '-' : `${num(test.average)}%`}`, RIGHT);
    y -= 20;
  }

  heading(words.mockTests);
  if (data.mockTests.length === 0) line(words.noMockTests, regular, grey);
  for (const mock of data.mockTests) {
    room(14);
    text(mock.title, LEFT);
    right(
      `${num(mock.score)} / ${num(mock.maxScore)}${mock.percent === null ? '' : ` (${num(mock.percent)}%)`}`,
      RIGHT,
    );
    y -= 14;
  }

  heading(words.homework);
  const { set, submitted, onTime } = data.homework;
  line(
    `${words.homeworkSet}: ${set}    ${words.submitted}: ${submitted}    ${words.onTime}: ${onTime}`,
  );

  heading(words.remark);
  if (!data.remark) line(words.noRemark, regular, grey);
  else for (const value of wrap(regular, data.remark, 10, RIGHT - LEFT)) line(value);

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const label = words.page(i + 1, pages.length);
    drawLine(p, regular, label, {
      x: RIGHT - widthOf(regular, label, 8),
      y: 30,
      size: 8,
      color: grey,
    });
  });
  return pdf.save();
}
