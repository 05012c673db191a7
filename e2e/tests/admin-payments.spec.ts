import { readFile } from 'node:fs/promises';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import {
  E2E_ADMIN,
  expect,
  registerStudent,
  expectNoAxeViolations,
  fillInvoiceAddress,
  signIn,
  test,
  uniquePhone,
} from '../fixtures.ts';
import { E2E_BASE_URL } from '../server.ts';

test('the desk records a cash payment, which grants the course, then refunds it in full', async ({
  page,
  browser,
}) => {
  const phone = uniquePhone();
  const student = await browser.newContext({ baseURL: E2E_BASE_URL });
  const studentPage = await student.newPage();
  await registerStudent(studentPage, {
    name: 'Kunal Bhatia',
    phone,
    password: 'kunal-pays-in-cash',
    school: 'Sardar Patel Vidyalaya',
    class: '8',
    gender: 'Male',
  });

  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Record offline payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record offline payment' });
  await dialog.getByLabel('Find the student by name or phone').fill('Kunal Bhatia');
  await dialog.getByRole('radio', { name: /Kunal Bhatia/ }).check();
  await expect(dialog.getByLabel('Course or note')).toBeEnabled();
  await dialog
    .getByLabel('Course or note')
    .selectOption({ label: 'Class 8 Mathematics Complete Course (₹999)' });
  await dialog.getByLabel('Amount received (₹)').fill('999');
  await dialog.getByLabel('Paid by').selectOption({ label: 'Cash' });
  // The demo academy has a GSTIN: the tax invoice needs Kunal's address, not on his record yet.
  await expect(
    dialog.getByRole('group', { name: 'The student’s address for the tax invoice' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByText(PAYMENT_MESSAGES.invoiceAddressRequired)).toBeVisible();
  await fillInvoiceAddress(dialog);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText(PAYMENT_MESSAGES.offlineRecorded)).toBeVisible();

  await studentPage.goto('/student/my-courses');
  await expect(studentPage.getByText('Class 8 Mathematics Complete Course').first()).toBeVisible();

  await page.getByLabel(/Search payments/).fill(phone);
  const refund = page.getByRole('button', {
    name: "Refund Kunal Bhatia's payment for Class 8 Mathematics Complete Course",
  });
  await refund.first().click();
  const refundDialog = page.getByRole('dialog', { name: 'Refund Kunal Bhatia' });
  await expect(refundDialog.getByLabel('Amount (₹)')).toHaveValue('999');
  await refundDialog.getByLabel('Reason').fill('Joined the wrong batch');
  await refundDialog.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(page.getByText(PAYMENT_MESSAGES.refunded)).toBeVisible();
  // The demo academy has a GSTIN: the refund of its tax invoice has a credit note beside it.
  const creditNote = page.waitForEvent('download');
  await page.getByRole('link', { name: "Credit note for Kunal Bhatia's refund" }).first().click();
  const note = await creditNote;
  expect(note.suggestedFilename()).toMatch(/^credit-note-\d{4}-\d{2}-\d{6}\.pdf$/);
  expect((await readFile((await note.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  const player = await studentPage.request.get('/api/student/my-courses', {
    headers: { origin: E2E_BASE_URL },
  });
  const mine = (await player.json()).data as { title: string }[];
  expect(mine.map((c) => c.title)).not.toContain('Class 8 Mathematics Complete Course');
  await student.close();
});

test('the GST returns card downloads the month’s GSTR-1 for the offline tool', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/payments');
  const card = page.getByRole('region', { name: 'GST returns' });
  await card.getByLabel('Month').fill('2026-10');
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Download GSTR-1' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('gstr1-2026-10.zip');
  expect((await readFile((await file.path())!)).subarray(0, 2).toString()).toBe('PK');
  await expectNoAxeViolations(page);
});
