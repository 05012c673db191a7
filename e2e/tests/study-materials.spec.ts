import { FILE_MESSAGES } from '@academy/contract/files';
import { readFile } from 'node:fs/promises';
import {
  E2E_ADMIN,
  expect,
  expectNoAxeViolations,
  registerStudent,
  signIn,
  test,
  uniquePhone,
  E2E_BASE_URL,
  fillInvoiceAddress,
} from '../fixtures.ts';

/** A small real PDF, as an admin would pick from the disk. */
const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%% ${title}\n%%EOF\n`,
  );

test('an admin uploads a PDF note through the drop zone and a student downloads it', async ({
  page,
  browser,
  consoleErrors,
}) => {
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/upload/notes');
  await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible();
  await expect(page.getByText('Upload your notes')).toBeVisible();
  await expectNoAxeViolations(page);

  // Every rule speaks in the spec's words before anything is sent.
  await page.getByRole('button', { name: 'Upload notes' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Description is required')).toBeVisible();
  await expect(page.getByText('Category is required')).toBeVisible();
  await page.getByLabel('Free for everyone').uncheck();
  await page.getByRole('button', { name: 'Upload notes' }).click();
  await expect(
    page.getByText('Price is required and must be greater than 0 when the note is not free'),
  ).toBeVisible();
  await page.getByLabel('Free for everyone').check();

  const title = `Trigonometry formulas ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Every identity on two pages.');
  await page.getByLabel('Categories').fill('Mathematics');
  await page.getByLabel('Categories').press('Enter');
  await page.getByLabel('Class').selectOption('10');
  await page.getByLabel('Subject').fill('Mathematics');
  await page.getByRole('radio', { name: 'File' }).check();
  await expect(page.getByText('Supports PDF, DOC, DOCX, TXT files up to 10MB')).toBeVisible();
  const input = page.locator('#note-file');
  await input.setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await expect(page.getByText(/^File type must be one of/)).toBeVisible();
  await input.setInputFiles({ name: 'trig.pdf', mimeType: 'application/pdf', buffer: pdf(title) });
  await expect(page.getByText('trig.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Remove trig.pdf' }).click();
  // A text file named .pdf passes the browser's check; the server refuses it, and the form
  // keeps every field and says why at the file.
  await input.setInputFiles({
    name: 'fake.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not a pdf at all'),
  });
  await page.getByRole('button', { name: 'Upload notes' }).click();
  await expect(page.getByText(FILE_MESSAGES.contentMismatch)).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Subject')).toHaveValue('Mathematics');
  await expect(page.getByRole('radio', { name: 'File' })).toBeChecked();
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([expect.stringContaining('status of 400')]);
  consoleErrors.length = 0;
  await page.getByRole('button', { name: 'Remove fake.pdf' }).click();
  await input.setInputFiles({ name: 'trig.pdf', mimeType: 'application/pdf', buffer: pdf(title) });
  await page.getByRole('button', { name: 'Upload notes' }).click();
  await expect(page.getByText('Notes uploaded successfully!')).toBeVisible();
  // The form starts over: empty, no file, the link method again.
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'Link' })).toBeChecked();

  const student = await browser.newContext();
  const studentPage = await student.newPage();
  await registerStudent(studentPage);
  await studentPage.goto('/notes?class=10&subject=Mathematics');
  const card = studentPage.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('FREE')).toBeVisible();
  const [download] = await Promise.all([
    studentPage.waitForEvent('download'),
    card.getByRole('link', { name: /Download/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('trig.pdf');
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await student.close();
});

test('a paid note opens only after the student buys it', async ({ page }) => {
  const phone = uniquePhone();
  await page.request.post('/api/auth/register', {
    headers: { origin: E2E_BASE_URL },
    data: {
      name: 'Meera Iyer',
      phone,
      password: 'meera-pass-2026',
      school: 'KV',
      class: '10',
      gender: 'Female',
    },
  });
  await page.goto('/notes?access=paid');
  await expect(page.getByRole('heading', { name: 'Study notes collection' })).toBeVisible();
  await expectNoAxeViolations(page);
  const card = page.getByRole('article').filter({ hasText: 'Chemical Reactions and Equations' });
  await expect(card.getByText('99')).toBeVisible();
  await expect(card.getByRole('link', { name: /View/ })).toHaveCount(0);
  await card.getByRole('button', { name: /Buy Now/ }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await fillInvoiceAddress(checkout);
  await checkout.getByRole('button', { name: /^Pay ₹99/ }).click();
  await page.getByRole('button', { name: 'Pay with UPI' }).click();
  const paid = page.getByRole('dialog', { name: 'Payment received' });
  await expect(paid.getByRole('link', { name: 'Open the notes' })).toBeVisible();
  await paid.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByRole('link', { name: /View/ })).toBeVisible();
});

test('textbook filters: stream only above class 10, subjects follow the class, chips and Clear Filters', async ({
  page,
}) => {
  await page.goto('/ncert-textbooks');
  await expect(page.getByRole('heading', { name: 'NCERT Textbooks', level: 1 })).toBeVisible();
  await expect(page.getByText('Showing 8 book(s)')).toBeVisible();
  await expectNoAxeViolations(page);
  const clear = page.getByRole('button', { name: 'Clear Filters' });
  await expect(clear).toBeDisabled();
  await expect(page.getByLabel('Subject', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Stream', { exact: true })).toHaveCount(0);

  await page.getByLabel('Class', { exact: true }).selectOption('12');
  await expect(page.getByLabel('Stream', { exact: true })).toBeVisible();
  await page.getByLabel('Stream', { exact: true }).selectOption('Science');
  await page.getByLabel('Subject', { exact: true }).selectOption('Physics');
  await expect(page.getByText('Showing 1 book(s)')).toBeVisible();
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByText('Class 12')).toBeVisible();
  await expect(chips.getByText('Physics')).toBeVisible();
  const book = page.getByRole('article').filter({ hasText: 'Physics Part I' });
  await expect(book.getByText('Class 12 • Physics • Science')).toBeVisible();
  await expect(book.getByText('8 chapters')).toBeVisible();
  await expect(book.getByText('Source: NCERT (official)')).toBeVisible();
  const pdf = 'https://ncert.nic.in/textbook/pdf/leph1ps.pdf';
  await expect(book.getByRole('link', { name: /View/ })).toHaveAttribute('href', pdf);
  await expect(book.getByRole('link', { name: /Download/ })).toHaveAttribute('href', pdf);
  await expect(book.getByRole('link', { name: /Download/ })).toHaveAttribute('download', '');

  await chips.getByRole('button', { name: 'Remove filter Physics' }).click();
  await expect(page.getByText('Showing 3 book(s)')).toBeVisible();
  await page.getByLabel('Subject', { exact: true }).selectOption('Physics');

  // Class 10 has no streams, and Physics is not a class 10 subject: both go.
  await page.getByLabel('Class', { exact: true }).selectOption('10');
  await expect(page.getByLabel('Stream', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
  await page.getByLabel('Subject', { exact: true }).selectOption('Hindi');
  await expect(page.getByText('No books found')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters to find more books')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page.getByText('Showing 8 book(s)')).toBeVisible();
  await expect(clear).toBeDisabled();
});

test('an admin adds a past paper with a file and anyone finds it by exam and year', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/upload/pyq');
  await expectNoAxeViolations(page);
  const title = `CA Foundation Law ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Class').selectOption('Other');
  await page.getByLabel('Subject').fill('Business Laws');
  await page.getByLabel('Exam').selectOption('CA Foundation');
  await page.getByLabel('Year').fill('2025');
  await page.getByRole('radio', { name: 'File' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose a file to upload')).toBeVisible();
  await page
    .locator('#resource-file')
    .setInputFiles({ name: 'law.pdf', mimeType: 'application/pdf', buffer: pdf(title) });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/pyqs$/);
  await page.getByLabel('Exam', { exact: true }).selectOption('CA Foundation');
  await page.getByLabel('Year', { exact: true }).selectOption('2025');
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
  await expectNoAxeViolations(page);

  // The admin's Delete: its dialog's code comes with the first click, not with the page.
  const dialogCode: string[] = [];
  page.on('request', (request) => {
    if (/\/delete-material-dialog-[\w-]+\.js$/.test(request.url())) dialogCode.push(request.url());
  });
  await page.reload();
  expect(dialogCode).toEqual([]);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete “${title}”?` });
  await expect(dialog).toBeVisible();
  expect(dialogCode).toHaveLength(1);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
});

test('NCERT solutions are found by class, subject and chapter', async ({ page }) => {
  await page.goto('/ncert-solutions');
  await expect(page.getByRole('heading', { name: 'NCERT Solutions', level: 1 })).toBeVisible();
  await page.getByLabel('Class', { exact: true }).selectOption('12');
  await expect(page.getByText('Showing 2 solution(s)')).toBeVisible();
  await page.getByLabel('Search chapters').fill('relations');
  await expect(page.getByText('Showing 1 solution(s)')).toBeVisible();
  await expect(page).toHaveURL(/chapter=relations/);
  const card = page.getByRole('article').filter({ hasText: 'Relations and Functions' });
  await expect(card.getByText('1. Relations and Functions')).toBeVisible();
  await expect(card.getByRole('link', { name: /Download/ })).toHaveAttribute(
    'href',
    /\/api\/resources\/.+\/file\?download=true$/,
  );
});
