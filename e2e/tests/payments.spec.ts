import { readFile } from 'node:fs/promises';
import {
  E2E_ADMIN,
  expect,
  registerStudent,
  expectNoAxeViolations,
  signIn,
  test,
  fillInvoiceAddress,
} from '../fixtures.ts';
import { E2E_BASE_URL } from '../server.ts';

/** Razorpay's flow against the local fake: its stand-in Checkout pays with "UPI" or cancels. */
test('a student cancels the payment, tries again, pays with UPI and lands in the player', async ({
  page,
}) => {
  await registerStudent(page, {
    name: 'Ananya Rao',
    password: 'ananya-pays-by-upi',
    school: 'St. Xavier’s',
    class: '12',
    stream: 'Commerce',
    gender: 'Female',
  });
  // Checkout's script is not part of any page until a student presses Pay.
  const checkoutScripts: string[] = [];
  page.on('request', (r) => r.url().endsWith('/v1/checkout.js') && checkoutScripts.push(r.url()));

  await page.goto('/courses?q=principles+of+accounting');
  await page.getByRole('link', { name: 'CA Foundation: Principles of Accounting' }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByText('Test mode: no real money is taken')).toBeVisible();
  await expect(checkout.getByText('₹3,999').first()).toBeVisible();
  await expectNoAxeViolations(page);
  expect(checkoutScripts).toEqual([]);

  await fillInvoiceAddress(checkout);
  await checkout.getByRole('button', { name: 'Pay ₹3,999' }).click();
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(checkout.getByRole('alert')).toHaveText(
    'Payment cancelled. You have not been charged.',
  );
  expect(checkoutScripts).toHaveLength(1);

  await checkout.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('button', { name: 'Pay with UPI' }).click();
  await expect(page).toHaveURL(/\/student\/my-courses\//);
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Payments' }).click();
  const payment = page
    .getByRole('list', { name: 'Payments' })
    .getByRole('listitem')
    .filter({ hasText: 'CA Foundation: Principles of Accounting' });
  await expect(payment.getByText(/₹3,999 · Paid ·/)).toBeVisible();
  const download = page.waitForEvent('download');
  await payment.getByRole('link', { name: /Download receipt/ }).click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toMatch(/^receipt-\d{4}-\d{2}-\d{6}\.pdf$/);
  const bytes = await readFile((await receipt.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('an admin makes a 100% coupon and a student uses it to get a course free', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const admin = await browser.newContext({ baseURL: E2E_BASE_URL });
  const adminPage = await admin.newPage();
  await signIn(adminPage, E2E_ADMIN);
  await adminPage.goto('/admin/coupons');
  await adminPage.getByRole('button', { name: 'New coupon' }).click();
  const form = adminPage.getByRole('dialog', { name: 'New coupon' });
  await form.getByLabel('Code').fill('SCHOLAR100');
  await form.getByLabel('Percent').fill('100');
  await form.getByRole('button', { name: 'Save coupon' }).click();
  const item = adminPage
    .getByRole('list', { name: 'Coupons' })
    .getByRole('listitem')
    .filter({ hasText: 'SCHOLAR100' });
  await expect(item.getByText('100% off · All paid items')).toBeVisible();
  await expect(item.getByText('Active', { exact: true })).toBeVisible();
  await expectNoAxeViolations(adminPage);
  await admin.close();

  await registerStudent(page, {
    name: 'Ishita Bose',
    password: 'ishita-has-a-coupon',
    school: 'South Point',
    class: '12',
    stream: 'Science',
    gender: 'Female',
  });
  await page.goto('/courses?q=physics+boards');
  await page.getByRole('link', { name: 'Class 12 Physics for Boards and JEE' }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await checkout.getByLabel('Coupon code').fill('nope');
  await checkout.getByRole('button', { name: 'Apply' }).click();
  await expect(checkout.getByText('This coupon code is not valid')).toBeVisible();
  // The refused code's 400 reaches the console; it is the point of this step.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 400')]);
  consoleErrors.length = 0;
  await checkout.getByLabel('Coupon code').fill('scholar100');
  await checkout.getByRole('button', { name: 'Apply' }).click();
  await expect(checkout.getByText('Coupon SCHOLAR100')).toBeVisible();
  await checkout.getByRole('button', { name: 'Get it free' }).click();
  await expect(page).toHaveURL(/\/student\/my-courses\//);
});
