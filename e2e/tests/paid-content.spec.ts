import { readFile } from 'node:fs/promises';
import { pdfPageTexts } from '../../apps/server/test/pdf-text.ts';
import {
  E2E_ADMIN,
  E2E_BASE_URL,
  expect,
  expectNoAxeViolations,
  registerStudent,
  signIn,
  test,
  fillInvoiceAddress,
} from '../fixtures.ts';

/** "9712345678" as the stamp prints it: "+91 97•••••678". */
const masked = (national: string) => `+91 ${national.slice(0, 2)}•••••${national.slice(-3)}`;

test("a student's bought note opens as their own stamped PDF, and the admin sees it in Downloads", async ({
  page,
  browser,
}) => {
  const student = await registerStudent(page, { name: 'Kavya Menon' });
  await page.goto('/notes?access=paid');
  const card = page.getByRole('article').filter({ hasText: 'Chemical Reactions and Equations' });
  await card.getByRole('button', { name: /Buy Now/ }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await fillInvoiceAddress(checkout);
  await checkout.getByRole('button', { name: /^Pay ₹99/ }).click();
  await page.getByRole('button', { name: 'Pay with UPI' }).click();
  await page
    .getByRole('dialog', { name: 'Payment received' })
    .getByRole('button', { name: 'Close' })
    .click();

  // View: what the browser is given is a PDF with the student's name on it, never cached.
  const view = card.getByRole('link', { name: /View/ });
  const opened = await page.request.get((await view.getAttribute('href'))!);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect(opened.headers()['cache-control']).toBe('private, no-store');
  const bytes = await opened.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const [first] = await pdfPageTexts(bytes);
  expect(first).toContain('Chemical Reactions and Equations');
  expect(first).toContain(`Licensed to Kavya Menon · ${masked(student.phone)}`);

  // Download: the same kind of copy, saved under the note's file name.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: /Download/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Chemical Reactions and Equations.pdf');
  const saved = await readFile((await download.path())!);
  expect((await pdfPageTexts(saved))[0]).toContain('Licensed to Kavya Menon');

  const adminContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const admin = await adminContext.newPage();
  await signIn(admin, E2E_ADMIN);
  await admin.goto('/admin/dashboard');
  await admin.getByRole('link', { name: 'Downloads' }).click();
  await expect(admin.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible();
  await admin.getByLabel('Search downloads by student name or phone').fill('Kavya Menon');
  await expect(admin).toHaveURL(/q=Kavya/);
  const rows = admin
    .getByRole('table', { name: 'Downloads of paid notes, newest first' })
    .getByRole('row')
    .filter({ hasText: 'Kavya Menon' });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Downloaded');
  await expect(rows.last()).toContainText('Viewed');
  await expect(rows.first()).toContainText('Chemical Reactions and Equations');
  await expectNoAxeViolations(admin);
  await adminContext.close();
});

test('a third sign-in signs the first device out, which is told why on its next page', async ({
  page,
  browser,
}) => {
  const student = await registerStudent(page, { name: 'Dev Malhotra' });
  await page.goto('/student/my-courses');
  await expect(page.getByRole('heading', { name: 'My courses', level: 1 })).toBeVisible();

  const others = [];
  for (let i = 0; i < 2; i += 1) {
    const context = await browser.newContext({ baseURL: E2E_BASE_URL });
    const other = await context.newPage();
    await signIn(other, student);
    others.push({ context, page: other });
  }

  await page.goto('/student/my-tests');
  await expect(page).toHaveURL(/\/login\?from=%2Fstudent%2Fmy-tests$/);
  await expect(page.getByRole('alert')).toHaveText(
    'You were signed out because your account was used on another device',
  );
  await expectNoAxeViolations(page);

  // The two newer devices carry on.
  for (const other of others) {
    await other.page.goto('/student/my-courses');
    await expect(other.page.getByRole('heading', { name: 'My courses', level: 1 })).toBeVisible();
    await other.context.close();
  }
});

test("a paid course's player shows the student's name over the video", async ({ page }) => {
  await registerStudent(page, {
    name: 'Rohan Gupta',
    class: '12',
    stream: 'Commerce',
    gender: 'Male',
  });
  await page.goto('/courses?q=principles+of+accounting');
  await page.getByRole('link', { name: 'CA Foundation: Principles of Accounting' }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await fillInvoiceAddress(checkout);
  await checkout.getByRole('button', { name: 'Pay ₹3,999' }).click();
  await page.getByRole('button', { name: 'Pay with UPI' }).click();
  await expect(page).toHaveURL(/\/student\/my-courses\//);

  await page.getByRole('button', { name: 'Play Accounting concepts and conventions' }).click();
  const video = page.getByTitle('Accounting concepts and conventions');
  const mark = page.locator('[data-owner-mark]');
  await expect(mark).toHaveText('Rohan Gupta');
  await expect(mark).toBeVisible();
  await expect(mark).toHaveAttribute('aria-hidden', 'true');
  await expect(mark).toHaveCSS('pointer-events', 'none');
  const [box, inside] = [await video.boundingBox(), await mark.boundingBox()];
  expect(inside!.x).toBeGreaterThanOrEqual(box!.x);
  expect(inside!.y).toBeGreaterThanOrEqual(box!.y);
  expect(inside!.x + inside!.width).toBeLessThanOrEqual(box!.x + box!.width);
  expect(inside!.y + inside!.height).toBeLessThanOrEqual(box!.y + box!.height);
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
  await expectNoAxeViolations(page);
});
