import { expect, expectNoAxeViolations, test, uniquePhone } from '../fixtures.ts';
import { E2E_BASE_URL } from '../server.ts';

/** Razorpay's flow against the local fake: its stand-in Checkout pays with "UPI" or cancels. */
test('a student cancels the payment, tries again, pays with UPI and lands in the player', async ({
  page,
}) => {
  const res = await page.request.post('/api/auth/register', {
    headers: { origin: E2E_BASE_URL },
    data: {
      name: 'Ananya Rao',
      phone: uniquePhone(),
      password: 'ananya-pays-by-upi',
      school: 'St. Xavier’s',
      class: '12',
      stream: 'Commerce',
      gender: 'Female',
    },
  });
  expect(res.status()).toBe(201);
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
});
