import { E2E_ADMIN, expect, expectNoAxeViolations, signIn, test } from '../fixtures.ts';

test('the contact modal: rules, Sending..., Message Sent!, closes, and the admin can find it', async ({
  page,
  browser,
}) => {
  test.slow(); // the whole cycle, two browsers and two axe audits
  await page.goto('/');
  await page.getByRole('button', { name: 'Get in Touch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Message is required')).toBeVisible();
  await dialog.getByLabel('Phone Number').fill('98765');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Phone number must be at least 10 digits')).toBeVisible();

  const name = `Parent ${Date.now()}`;
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByLabel('Phone Number').fill('9876543210');
  await dialog.getByLabel('Your Message').fill('Is there a batch for class 10 on weekends?');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent!' })).toBeVisible();
  await expect(page.getByText("We'll get back to you shortly.")).toBeVisible();
  await expect(page.getByText('Message sent!, We Will Get Back To You Soon')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 4000 });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, E2E_ADMIN);
  await admin.goto('/admin/enquiries');
  await admin.getByLabel('Search enquiries').fill(name);
  const item = admin.getByRole('listitem').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item.getByText('Home page')).toBeVisible();
  // No SMTP or Telegram is configured in the browser tests: both notices say so.
  await expect(item.getByText('Email: not configured')).toBeVisible();
  await expect(item.getByText('Telegram: not configured')).toBeVisible();
  await expectNoAxeViolations(admin);
  await item.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(item.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await adminContext.close();
});

test('the modal opens by itself after 10 seconds, once per session', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page arrives rendered: its timer starts once the app has taken it over.
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.clock.fastForward(9_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.fastForward(1_500);
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog).toBeVisible();
  // Focus moves in once the dialog has set itself up, its Escape handler with it.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.clock.fastForward(15_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the modal never opens by itself for an administrator', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Upload' })).toBeVisible();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.clock.fastForward(15_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a visitor who opened the modal themselves does not get it again by itself', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Get in Touch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.fastForward(15_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
