import { AxeBuilder } from '@axe-core/playwright';
import {
  E2E_ADMIN,
  E2E_BASE_URL,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
  uniquePhone,
} from '../fixtures.ts';

test('an admin adds a student, finds them by phone, copies the phone, suspends and reactivates', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/manage-students');
  await expect(page.getByRole('heading', { name: 'Manage students' })).toBeVisible();
  await expect(
    page.getByText('Here you can manage student accounts, view their progress, and more.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const phone = uniquePhone();
  await page.getByRole('button', { name: 'Add new student' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new student' });
  await dialog.getByRole('button', { name: 'Add student' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Full name').fill('Tanvi Rao');
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByLabel('Password').fill('tanvi-learns-2026');
  await dialog.getByLabel('School').fill('Ryan International');
  await dialog.getByLabel('Class').selectOption('8');
  await dialog.getByLabel('Female').check();
  await dialog.getByRole('button', { name: 'Add student' }).click();
  await expect(page.getByText('Student added')).toBeVisible();

  await page.getByLabel('Search students by name or phone').fill(phone.slice(-7));
  await expect(page).toHaveURL(new RegExp(`q=${phone.slice(-7)}`));
  const row = page.getByRole('row', { name: /Tanvi Rao/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row.getByRole('cell', { name: 'Female' })).toBeVisible();

  await row.getByRole('button', { name: 'Copy phone number' }).click();
  await expect(page.getByRole('tooltip')).toHaveText('Copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`+91${phone}`);

  await row.getByRole('button', { name: 'Actions for Tanvi Rao' }).click();
  await page.getByRole('menuitem', { name: 'Suspend' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Student suspended. Their sessions have ended.')).toBeVisible();
  await expect(row.getByText('Suspended')).toBeVisible();
  const login = await page.request.post('/api/auth/login', {
    headers: { origin: E2E_BASE_URL },
    data: { phone, password: 'tanvi-learns-2026' },
  });
  expect(login.status()).toBe(403);

  await row.getByRole('button', { name: 'Actions for Tanvi Rao' }).click();
  await page.getByRole('menuitem', { name: 'Reactivate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByText('Student reactivated')).toBeVisible();
  await expect(row.getByText('Suspended')).toHaveCount(0);

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await expect(page.getByText('Account reactivated for Tanvi Rao').first()).toBeVisible();
  await expect(page.getByText('Account suspended for Tanvi Rao').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('deleting asks first; Escape keeps the student', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/manage-students?q=Diya');
  const row = page.getByRole('row', { name: /Diya Patel/ });
  await row.getByRole('button', { name: 'Actions for Diya Patel' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Delete Diya Patel?');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(row).toBeVisible();

  await page.getByLabel('Search students by name or phone').fill('no such student zzz');
  await expect(page.getByText('No results.')).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
});

test('View Details shows the profile, the enrolled courses and the progress in each', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN);
  // A demo student with two enrolled courses.
  await page.goto('/admin/manage-students?q=7000000001');
  await page.getByRole('button', { name: 'Actions for Meera Nair' }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Meera Nair' });
  await expect(dialog.getByRole('heading', { name: 'Profile' })).toBeVisible();
  const courses = dialog.getByRole('list', { name: 'Enrolled courses' });
  await expect(courses.getByRole('listitem')).toHaveCount(2);
  await expect(courses.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '0');
  await expect(courses.getByText(/^0 of \d+ lessons completed$/).first()).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Test results' })).toBeVisible();
  await expect(dialog.getByText('No tests taken yet.')).toBeVisible();
  const audit = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(audit.violations.map((v) => v.id)).toEqual([]);
});
