import {
  E2E_ADMIN,
  expect,
  expectNoAxeViolations,
  registerStudent,
  signIn,
  test,
} from '../fixtures.ts';

test('a student sends feedback and an admin reads it in the inbox', async ({ page, browser }) => {
  // A student of this test's own: students are signed in on two devices at most, and the demo
  // student is shared by tests running at once.
  await registerStudent(page, { name: 'Aarav Sharma' });
  await page.goto('/feedback');
  await expect(page.getByRole('heading', { name: 'Send us your feedback' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Aarav Sharma');
  await expectNoAxeViolations(page);

  await page.getByLabel('Name').fill('A');
  await page.getByLabel('Email').fill('nope');
  await page.getByLabel('Message').fill('short');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();

  const message = `The chemistry notes helped a lot ${Date.now()}`;
  await page.getByLabel('Name').fill('Aarav Sharma');
  await page.getByLabel('Email').fill('aarav@example.in');
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Feedback submitted successfully!')).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, E2E_ADMIN);
  await admin.goto('/admin/feedback');
  const item = admin.getByRole('listitem').filter({ hasText: message });
  await expect(item).toBeVisible();
  await expect(item.getByText('New')).toBeVisible();
  await expectNoAxeViolations(admin);
  await item.getByRole('button', { name: 'Mark as read' }).click();
  await expect(item.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect(item.getByText('New')).toHaveCount(0);
  await adminContext.close();
});
