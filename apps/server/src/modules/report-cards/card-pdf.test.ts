import { describe, expect, it } from 'vitest';
import { pdfPageTexts, pdfText } from '../../../test/pdf-text.ts';
import type { ReportCardData } from './card-data.ts';
import { renderReportCard } from './card-pdf.ts';

const card = (overrides: Partial<ReportCardData> = {}): ReportCardData => ({
  student: { id: 's-1', name: 'Aarav Sharma' },
  batch: { id: 'b-1', name: 'Class 10 Science' },
  term: { id: 't-1', name: 'Winter term', startsOn: '2026-10-01', endsOn: '2026-12-31' },
  attendance: { held: 0, attended: 0, percent: null },
  paperTests: [],
  mockTests: [],
  homework: { set: 0, submitted: 0, onTime: 0 },
  remark: '',
  ...overrides,
});

const header = { academyName: 'Shiksha Tutorials', logo: null, locale: 'en' as const };

describe('a report card’s pages', () => {
  it('print the homework due in the term and what was handed in', async () => {
    const text = await pdfText(
      await renderReportCard(card({ homework: { set: 5, submitted: 4, onTime: 3 } }), header),
    );
    expect(text).toContain('Homework');
    expect(text).toContain('Set: 5    Submitted: 4    On time: 3');
    // Nothing in the term: each section says so.
    expect(text).toContain('No classes were marked in this term.');
    expect(text).toContain('No remark was written.');
  });

  it('run onto more pages for a long term, the remark wrapped to the page', async () => {
    const tests = Array.from({ length: 12 }, (_, i) => ({
      name: `Weekly test ${i + 1}`,
      heldOn: '2026-11-01',
      subjects: [
        { name: 'Physics', maxMarks: 50, score: 40 },
        { name: 'Chemistry', maxMarks: 50, score: 'absent' as const },
        { name: 'Biology', maxMarks: 50, score: null },
      ],
      total: 40,
      maxTotal: 150,
      percent: 26.67,
      absent: false,
      average: 51.5,
    }));
    const remark = 'Works steadily. '.repeat(30).trim();
    const pages = await pdfPageTexts(
      await renderReportCard(card({ paperTests: tests, remark }), header),
    );
    expect(pages.length).toBe(2);
    expect(pages[1]).toContain('Page 2 of 2');
    expect(pages.join('\n')).toContain('Weekly test 12');
    expect(pages.join('\n')).toContain('Total: 40 / 150 (26.67%)');
    // Every word of the remark is printed, over several lines.
    expect(pages.join(' ').match(/Works steadily\./g)?.length).toBe(30);
  });

  it('print without the logo when its bytes are not an image', async () => {
    const broken = {
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]),
    };
    const bytes = await renderReportCard(card(), {
      ...header,
      logo: { ...broken, type: 'image/png' },
    });
    expect(await pdfText(bytes)).toContain('Shiksha Tutorials');
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('/Subtype /Image');
  });
});
