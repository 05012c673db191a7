import { DEMO_STUDENT, expect, test } from '../fixtures.ts';

test('the quick start serves the home page, and the demo student signs in', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('academy-contact-modal-seen', '1'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Phone').fill(DEMO_STUDENT.phone);
  await page.getByLabel('Password').fill(DEMO_STUDENT.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: /account menu/i })).toHaveText('A');
});
