import { addDays, academyToday } from '../../packages/contract/src/academy-calendar.ts';
import {
  DEMO_PARENT,
  E2E_ADMIN,
  E2E_BASE_URL,
  expect,
  expectFitsPhone,
  expectNoAxeViolations,
  newPhone,
  registerStudent,
  signIn,
  test,
  textSentTo,
  fillInvoiceAddress,
} from '../fixtures.ts';

// The `mobile` project: a 390 x 844 phone. A batch's fee from both ends: the admin sets its
// instalments and chases them, the student pays one from the home with UPI.

const BATCH = `CA Foundation evening ${Date.now().toString(36)}`;
const origin = { origin: E2E_BASE_URL };

test('an admin sets a batch’s fee, a student confirms it, joins and pays what fell due before, the admin chases and takes the rest', async ({
  page,
  browser,
}) => {
  test.slow();
  // A new student, and a batch open to join (the batch's own screens are tested elsewhere).
  const student = await newPhone(browser);
  const kiran = await registerStudent(student, {
    name: 'Kiran Joshi',
    class: '12',
    stream: 'Commerce',
  });
  await signIn(page, E2E_ADMIN);
  const created = await page.request.post('/api/admin/batches', {
    headers: origin,
    data: {
      name: BATCH,
      program: 'ca-foundation',
      startDate: addDays(academyToday(), -10),
      endDate: addDays(academyToday(), 120),
      capacity: 40,
      enrolmentOpen: true,
    },
  });
  expect(created.status()).toBe(201);
  const batchId = (await created.json()).data.id as string;

  // The admin, on a phone: two instalments, the first already past its date.
  await page.goto(`/admin/batches/${batchId}`);
  await page.getByRole('tab', { name: 'Fees' }).click();
  await expect(page.getByText('No fee yet.', { exact: false })).toBeVisible();
  for (const [label, amount, due] of [
    ['Admission', '2,500', addDays(academyToday(), -2)],
    ['Term 1', '7500', addDays(academyToday(), 20)],
  ] as const) {
    await page.getByRole('button', { name: 'Add an instalment' }).click();
    const form = page.getByRole('dialog', { name: 'Add an instalment' });
    await form.getByLabel('Name').fill(label);
    await form.getByLabel('Amount (₹)').fill(amount);
    await form.getByLabel('Due on').fill(due);
    await form.getByRole('button', { name: 'Save instalment' }).click();
    await expect(form).toBeHidden();
  }
  const instalments = page.getByRole('list', { name: 'Instalments' });
  await expect(instalments.getByRole('listitem').filter({ hasText: 'Admission' })).toContainText(
    '₹2,500',
  );
  await expect(instalments.getByRole('listitem').filter({ hasText: 'Term 1' })).toContainText(
    '₹7,500',
  );
  await expect(page.getByText('Fee per student: ₹10,000')).toBeVisible();
  await expectFitsPhone(page);
  await expect(page.getByText('Nothing is owed.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The student, on theirs: finds the batch, confirms what it will cost, and joins it. The
  // admission fell due two days before they joined: it is due on the day they join, not overdue.
  await student.goto('/student/batches');
  const card = student.getByRole('article', { name: BATCH });
  await expect(card.getByText('Fee ₹10,000')).toBeVisible();
  await expectNoAxeViolations(student);
  await card.getByRole('button', { name: `Join ${BATCH}` }).click();
  const confirm = student.getByRole('dialog', { name: `Join ${BATCH}?` });
  await expect(confirm.getByText('You will owe ₹10,000 in 2 instalments')).toBeVisible();
  await expect(
    confirm.getByRole('list', { name: `Instalments of ${BATCH}` }).getByRole('listitem'),
  ).toHaveText([/^Admission: ₹2,500, due /, /^Term 1: ₹7,500, due /]);
  await expectFitsPhone(student);
  await expectNoAxeViolations(student);
  await confirm.getByRole('button', { name: 'Confirm and join' }).click();
  await expect(student.getByText('You have joined the batch')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(card.getByText('You are in this batch')).toBeVisible();
  await student.goto('/dashboard');
  const fees = student.getByRole('list', { name: 'Fees due' });
  const admission = fees.getByRole('listitem').filter({ hasText: `${BATCH} · Admission` });
  await expect(admission.getByText(/^Due /)).toBeVisible();
  await expect(admission.getByText(/Overdue/)).toHaveCount(0);
  await expect(fees.getByRole('listitem').filter({ hasText: 'Term 1' })).toContainText('Due');
  await expectFitsPhone(student);
  await expectNoAxeViolations(student);
  await admission.getByRole('button', { name: /Pay .* now/ }).click();
  const checkout = student.getByRole('dialog', { name: 'Checkout' });
  // A fee takes no coupon.
  await expect(checkout.getByLabel('Coupon code')).toHaveCount(0);
  await fillInvoiceAddress(checkout);
  await checkout.getByRole('button', { name: 'Pay ₹2,500' }).click();
  await student.getByRole('button', { name: 'Pay with UPI' }).click();
  const paid = student.getByRole('dialog', { name: 'Payment received' });
  await expect(paid.getByRole('link', { name: 'Download receipt' })).toBeVisible();
  await paid.getByRole('button', { name: /close/i }).click();
  await expect(fees.getByRole('listitem').filter({ hasText: 'Admission' })).toHaveCount(0);
  await expect(fees.getByRole('listitem').filter({ hasText: 'Term 1' })).toBeVisible();

  // The admin: Admission is settled; Term 1 is chased once, then taken in cash at the desk.
  await page.reload();
  await page.getByRole('tab', { name: 'Fees' }).click();
  await expect(page.getByRole('list', { name: 'Who owes Term 1' })).toContainText('Kiran Joshi');
  await expect(page.getByRole('list', { name: 'Instalments' })).toContainText('1 student paid');
  await expect(page.getByRole('list', { name: 'Who owes Admission' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remind everyone who owes Term 1' }).click();
  await expect(page.getByText('Reminders sent')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Who owes Term 1' })).toContainText('Reminded');
  // On Kiran's phone (the `log` provider writes it to the server's log).
  expect(await textSentTo(`+91${kiran.phone}`, 'fee reminder for Kiran Joshi')).toContain(
    `${BATCH} · Term 1: ₹7,500`,
  );
  await page.getByRole('button', { name: 'Record Kiran Joshi’s payment of Term 1' }).click();
  const desk = page.getByRole('dialog', { name: 'Record offline payment' });
  await expect(desk.getByLabel('Amount received (₹)')).toHaveValue('7500');
  await expectFitsPhone(page);
  await expectNoAxeViolations(page);
  await desk.getByRole('button', { name: 'Record payment' }).click();
  await expect(desk).toBeHidden();
  await expect(page.getByText('Nothing is owed.')).toBeVisible();
  await student.context().close();
});

test('a parent pays the child’s fee from their own phone, with UPI', async ({ page }) => {
  // The demo batch's Term 1 falls due next week; Aarav's mother pays it.
  await signIn(page, DEMO_PARENT);
  await page.goto('/parent');
  const aarav = page.getByRole('region', { name: 'Aarav Sharma' });
  const dues = aarav.getByRole('list', { name: 'Aarav Sharma’s fees due' });
  const term1 = dues.getByRole('listitem').filter({ hasText: 'Term 1' });
  await expect(term1.getByText('₹6,000')).toBeVisible();
  await expectFitsPhone(page);
  await expectNoAxeViolations(page);
  await term1.getByRole('button', { name: /Pay .* now/ }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  // The fee is the child's: its tax invoice prints the child's address.
  await expect(
    checkout.getByRole('group', { name: 'The student’s address for the tax invoice' }),
  ).toBeVisible();
  await fillInvoiceAddress(checkout);
  await checkout.getByRole('button', { name: 'Pay ₹6,000' }).click();
  await page.getByRole('button', { name: 'Pay with UPI' }).click();
  const paid = page.getByRole('dialog', { name: 'Payment received' });
  await expect(paid.getByRole('link', { name: 'Download receipt' })).toBeVisible();
  await paid.getByRole('button', { name: /close/i }).click();
  // Paid: gone from the dues, listed with its receipt under Fees paid.
  await expect(aarav.getByRole('list', { name: 'Aarav Sharma’s fees due' })).toHaveCount(0);
  const feesPaid = aarav.getByRole('region', { name: 'Fees paid' });
  await expect(
    feesPaid
      .getByRole('listitem')
      .filter({ hasText: 'Term 1' })
      .getByText(/₹6,000 · Paid/),
  ).toBeVisible();
});
