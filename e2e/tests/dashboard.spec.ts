import type { Page } from '@playwright/test';
import { E2E_ADMIN, expect, expectNoAxeViolations, signIn, test } from '../fixtures.ts';

/** The number a stat card shows ("1,234" or "₹5,999"), as a number. */
async function figure(page: Page, label: string) {
  const card = page.getByRole('article', { name: label });
  const text = await card.getByRole('paragraph').first().textContent();
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

test('an admin switches the dashboard range and the figures follow', async ({ page }) => {
  test.slow(); // two axe audits of a long page
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/dashboard?range=7d');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  const group = page.getByRole('group', { name: 'Date range' });
  await expect(group.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
  await expect(page.getByRole('article', { name: 'New students' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign-ups per day' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sign-ups per day' }).getByRole('row')).toHaveCount(
    8,
  );
  await expectNoAxeViolations(page);
  // The demo content has sign-ups, enquiries and feedback of different ages.
  const week = {
    students: await figure(page, 'New students'),
    enquiries: await figure(page, 'Enquiries'),
  };
  expect(week.students).toBeGreaterThan(0);

  await group.getByRole('radio', { name: 'Last 3 months' }).check();
  await expect(page).toHaveURL(/range=90d/);
  await expect(page.getByRole('table', { name: 'Sign-ups per day' }).getByRole('row')).toHaveCount(
    91,
  );
  // Other tests may add students meanwhile: figures only grow, and the older ones add more.
  await expect.poll(() => figure(page, 'New students')).toBeGreaterThanOrEqual(week.students + 7);
  expect(await figure(page, 'Enquiries')).toBeGreaterThanOrEqual(week.enquiries + 4);
  await expect(page.getByRole('list', { name: 'Top courses' }).getByRole('link')).not.toHaveCount(
    0,
  );

  // The keyboard moves through the range like any radio group.
  await group.getByRole('radio', { name: 'Last 3 months' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  await expect(page).toHaveURL(/range=30d/);
  await expectNoAxeViolations(page);
});

test('the dashboard’s course grid searches, opens the editor and asks before deleting', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/dashboard');
  const grid = page.getByRole('list', { name: 'Courses' });
  await expect(grid.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await page.getByLabel('Search courses').fill('taxation');
  await expect(grid.getByRole('heading', { level: 3 })).toHaveText([
    'CA Intermediate: Taxation (Income Tax)',
  ]);
  await page.getByRole('button', { name: 'Delete CA Intermediate: Taxation (Income Tax)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this course?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('link', { name: 'Edit CA Intermediate: Taxation (Income Tax)' }).click();
  await expect(page).toHaveURL(/\/admin\/courses\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit course' })).toBeVisible();
  // The address names the course: a reload opens the same one.
  await page.reload();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
    'CA Intermediate: Taxation (Income Tax)',
  );
});
