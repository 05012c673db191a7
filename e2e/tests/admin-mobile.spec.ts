import {
  E2E_ADMIN,
  expect,
  expectNoAxeViolations,
  registerStudent,
  signIn,
  test,
} from '../fixtures.ts';

// The `mobile` project: a 390 x 844 phone.

test('on a phone an admin moves through the admin area with its drawer', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible();
  // The sidebar gives way to a drawer below the lg breakpoint.
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  await expectNoAxeViolations(page);

  const button = page.getByRole('button', { name: 'Admin menu' });
  const drawer = page.getByRole('dialog', { name: 'Admin menu' });
  await button.click();
  await expect(drawer).toBeVisible();
  const focusInDrawer = () => drawer.evaluate((el) => el.contains(document.activeElement));
  expect(await focusInDrawer()).toBe(true);
  await expect(drawer.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoAxeViolations(page);
  // Focus stays in the drawer: tabbing past its last link comes back to its first control.
  for (let i = 0; i < 20; i += 1) await page.keyboard.press('Tab');
  expect(await focusInDrawer()).toBe(true);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await drawer.getByRole('link', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await button.click();
  await expect(drawer.getByRole('link', { name: 'Payments' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(drawer.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  await drawer.getByRole('link', { name: 'Site settings' }).click();
  await expect(page.getByRole('heading', { name: 'Site settings', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('on a phone the course editor keeps its course across a reload', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Admin menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Courses' }).click();
  await expect(page.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Courses' });
  const title = (await grid.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  await page.getByRole('link', { name: `Edit ${title}` }).click();

  await expect(page).toHaveURL(/\/admin\/courses\/[0-9a-f-]{36}\/edit$/);
  const titleField = page.getByLabel('Title', { exact: true });
  await expect(titleField).toHaveValue(title);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Edit course', level: 1 })).toBeVisible();
  await expect(titleField).toHaveValue(title);
  // The sidebar's Courses entry covers the course's editor.
  await page.getByRole('button', { name: 'Admin menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Courses' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.keyboard.press('Escape');

  await page.goto('/admin/courses/00000000-0000-4000-8000-000000000000/edit');
  await expect(page.getByRole('heading', { name: 'Course not found', level: 1 })).toBeVisible();
  await expect(
    page.getByText('No course has this address. It may have been deleted.'),
  ).toBeVisible();
  // The browser reports the API's 404 for the unknown course.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 404')]);
  consoleErrors.length = 0;
});

test('on a phone the audit log says what happened, to whom', async ({ page }) => {
  // A name no other test uses, so its entry is easy to tell apart.
  const surname = `Verma ${String.fromCharCode(...Array.from({ length: 6 }, () => 97 + Math.floor(Math.random() * 26)))}`;
  const student = await registerStudent(page, { name: `Asha ${surname}` });
  await signIn(page, E2E_ADMIN);

  await page.goto('/admin/manage-students');
  await page.getByLabel('Search students by name or phone').fill(student.phone);
  const row = page.getByRole('row', { name: new RegExp(student.name) });
  await row.getByRole('button', { name: `Actions for ${student.name}` }).click();
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  const dialog = page.getByRole('dialog', { name: `Reset password for ${student.name}` });
  await dialog.getByLabel('New password').fill('asha-starts-afresh');
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Admin menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Audit log' }).click();
  const entries = page.getByRole('list', { name: 'Changes, newest first' });
  const entry = entries.getByRole('listitem').filter({ hasText: student.name }).first();
  await expect(entry.getByText(`Password reset for ${student.name}`)).toBeVisible();
  await expect(entry.getByText(/^By /)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('on a phone the mock tests are cards with their figures and actions', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/tests');
  await expect(page.getByRole('heading', { name: 'Mock Tests', level: 1 })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Mock tests' });
  const title = 'Class 10 Mathematics: Real Numbers and Polynomials';
  const card = cards
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByRole('term').filter({ hasText: 'Questions' })).toBeVisible();
  await expect(card.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
  await expect(card.getByRole('link', { name: `Results of ${title}` })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card.getByRole('link', { name: `Results of ${title}` }).click();
  await expect(page).toHaveURL(/\/admin\/tests\/[0-9a-f-]{36}\/results$/);
});

/** A one-pixel PNG: any real image will do for the signature's round trip. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('on a phone an admin uploads and removes the signature for tax invoices', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/settings?tab=business');
  const section = page.getByRole('region', { name: 'Signature on tax invoices (optional)' });
  await expect(section.getByText('No signature yet')).toBeVisible();
  const picker = section.getByLabel('Upload signature');

  await picker.setInputFiles({
    name: 'sign.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(section.getByText('Choose a PNG or JPEG image of the signature')).toBeVisible();
  await picker.setInputFiles({ name: 'sign.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(page.getByText('Signature saved')).toBeVisible();
  await expect(section.getByRole('img', { name: 'The signature on tax invoices' })).toBeVisible();
  await expect(section.getByText('Choose a PNG or JPEG image')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  await section.getByRole('button', { name: 'Remove signature' }).click();
  await expect(page.getByText('Signature removed')).toBeVisible();
  await expect(section.getByText('No signature yet')).toBeVisible();

  // In Hindi too.
  await page.goto('/hi/admin/settings?tab=business');
  await expect(
    page
      .getByRole('region', { name: 'कर बीजकों पर हस्ताक्षर (वैकल्पिक)' })
      .getByLabel('हस्ताक्षर अपलोड करें'),
  ).toBeAttached();
});
