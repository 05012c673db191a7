import { randomBytes } from 'node:crypto';
import { PDFDocument, PDFName, StandardFonts, degrees } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../../test/pdf-text.ts';
import { simplePdf } from '../../demo/pdf.ts';
import { maskPhone, ownerLine, stampPdf } from './stamp-pdf.ts';

const owner = { name: 'Priya Verma', phone: '+919876543210', at: new Date('2026-05-14T20:00:00Z') };

/** A PDF of `pages` text pages, each with a `perPageKb` image-sized stream (a scanned note). */
async function bookOf(pages: number, perPageKb = 0, rotate?: number) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  for (let i = 0; i < pages; i += 1) {
    const page = pdf.addPage([595, 842]);
    if (rotate) page.setRotation(degrees(rotate));
    for (let l = 0; l < 40; l += 1)
      page.drawText(`Page ${i + 1}, line ${l + 1}: balancing chemical equations`, {
        x: 40,
        y: 800 - l * 18,
        size: 10,
        font,
      });
    if (perPageKb) {
      const image = pdf.context.stream(randomBytes(perPageKb * 1024), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: 8,
        Height: 8,
        ColorSpace: 'DeviceGray',
        BitsPerComponent: 8,
        Filter: 'DCTDecode',
      });
      page.node.setXObject(PDFName.of(`Im${i}`), pdf.context.register(image));
    }
  }
  return pdf.save();
}

describe('the owner line', () => {
  it('masks an Indian number to its first two and last three digits', () => {
    expect(maskPhone('+919876543210')).toBe('+91 98•••••210');
    expect(maskPhone(null)).toBe('');
  });

  it("reads name, masked phone and India's date", () => {
    // 20:00 UTC is already the next day in India.
    expect(ownerLine(owner)).toBe('Priya Verma · +91 98•••••210 · 15 May 2026');
  });
});

describe('stamping a PDF', () => {
  it('puts the owner on every page, over the content, and keeps the pages', async () => {
    const stamped = await stampPdf(await bookOf(3), owner);
    const pages = await pdfPageTexts(stamped);
    expect(pages).toHaveLength(3);
    pages.forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1}, line 1: balancing chemical equations`);
      expect(text).toContain('Priya Verma · +91 98•••••210 · 15 May 2026');
      expect(text).toContain('Licensed to Priya Verma · +91 98•••••210 · 15 May 2026');
    });
    const pdf = await PDFDocument.load(stamped);
    expect(pdf.getSubject()).toBe('Licensed to Priya Verma · +91 98•••••210 · 15 May 2026');
  });

  it('stamps a PDF that was not made with pdf-lib, and sideways pages', async () => {
    const plain = await pdfPageTexts(await stampPdf(simplePdf(['Chemical Reactions']), owner));
    expect(plain[0]).toContain('Chemical Reactions');
    expect(plain[0]).toContain('Licensed to Priya Verma');
    const sideways = await pdfPageTexts(await stampPdf(await bookOf(2, 0, 90), owner));
    expect(sideways.every((t) => t.includes('Licensed to Priya Verma'))).toBe(true);
  });

  it('draws a name written in Devanagari as written, and one it has no letters for as ?', async () => {
    const [hindi] = await pdfPageTexts(
      await stampPdf(await bookOf(1), { ...owner, name: 'सुनीता Verma' }),
    );
    // A name without a vowel sign drawn before its consonant (ि), which would read first.
    expect(hindi).toContain('सुनीता Verma · +91 98•••••210 · 15 May 2026');
    expect(hindi).toContain('Licensed to सुनीता Verma');
    const [emoji] = await pdfPageTexts(
      await stampPdf(await bookOf(1), { ...owner, name: '😀 Priya' }),
    );
    expect(emoji).toContain('? Priya · +91 98•••••210');
  });

  it('refuses a file that is not a PDF', async () => {
    await expect(stampPdf(Buffer.from('not a pdf at all'), owner)).rejects.toThrow();
  });

  // Not a timing, which a busy machine stretches (a CI run failed on 410 ms for a limit of 381):
  // whether other work gets turns while the note is stamped.
  it('stamps a 100-page, 9 MB note in slices, letting other requests in between', async () => {
    const book = await bookOf(100, 90);
    let turns = 0;
    let stamping = true;
    const otherWork = () => {
      if (!stamping) return;
      turns += 1;
      setImmediate(otherWork);
    };
    setImmediate(otherWork);
    const stamped = await stampPdf(book, owner);
    stamping = false;
    expect((await PDFDocument.load(stamped)).getPageCount()).toBe(100);
    // Each of the write's slices (25 objects; a page is at least two) gives other work one turn
    // or more: 100 pages, at least 8. Parsed and written in one block, it got none.
    expect(turns).toBeGreaterThanOrEqual(8);
  });
});
