import { pngOf } from '../../apps/server/test/png.ts';
import { academyLocalTime } from '../../packages/contract/src/academy-calendar.ts';
import {
  DEMO_STUDENT,
  DEMO_TEACHER,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
} from '../fixtures.ts';

// On a laptop: the demo batch's teacher sets homework with a PDF of questions; the demo student
// opens it, submits their work as a PDF, then replaces it with a photo before it is checked.

const DEMO_BATCH = 'Class 12 Science, Mon-Wed-Fri 5 pm';
const HOUR = 3_600_000;
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
});

test('homework comes with a PDF; the student sends a PDF, then replaces it with a photo', async ({
  page,
}) => {
  test.slow();
  // Other tests use the same server at the same time: this homework is told apart by its title.
  const title = `Worksheet 7 ${Date.now().toString(36)}`;
  await signIn(page, DEMO_TEACHER);
  await page.goto('/homework');
  await page.getByLabel('Batch').selectOption({ label: DEMO_BATCH });
  const form = page.getByRole('form', { name: 'Set homework' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Instructions').fill('Answer every question on the sheet.');
  await form.getByLabel('Due (India time)').fill(academyLocalTime(Date.now() + HOUR));
  await form
    .getByLabel('No submissions after (optional)')
    .fill(academyLocalTime(Date.now() + 2 * HOUR));
  await form.getByLabel('PDF (optional)').setInputFiles(pdf('worksheet.pdf'));
  await form.getByRole('button', { name: 'Set homework' }).click();
  await expect(page.getByText('Homework set')).toBeVisible();
  const listed = page.getByRole('list', { name: 'Homework' }).getByRole('listitem');
  await expect(listed.filter({ hasText: title })).toContainText('0 of');
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  await signIn(page, DEMO_STUDENT);
  await page.goto('/dashboard');
  await page
    .getByRole('region', { name: 'Homework due' })
    .getByRole('link', { name: title })
    .click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const sheet = page.getByRole('link', { name: 'Open the homework’s PDF' });
  const sheetAnswer = await page.request.get((await sheet.getAttribute('href'))!);
  expect([sheetAnswer.status(), sheetAnswer.headers()['content-type']]).toEqual([
    200,
    'application/pdf',
  ]);
  await page.getByLabel('PDF (instead of photos)').setInputFiles(pdf('my-answers.pdf'));
  await page.getByRole('button', { name: 'Submit homework' }).click();
  await expect(page.getByText('Homework submitted')).toBeVisible();
  const mine = page.getByRole('region', { name: 'Your submission' });
  await expect(mine.getByRole('link', { name: 'Open Aarav Sharma’s PDF' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Not yet checked: a photo replaces the PDF.
  await page.getByLabel('Add a photo').setInputFiles({
    name: 'page.png',
    mimeType: 'image/png',
    buffer: pngOf(1200, 1600),
  });
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Replace submission' }).click();
  await expect(page.getByText('Homework submitted')).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Photo 1 of Aarav Sharma’s work' })).toBeVisible();
  await expect(mine.getByRole('link', { name: 'Open Aarav Sharma’s PDF' })).toHaveCount(0);
});
