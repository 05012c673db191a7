import { expect, test } from '../fixtures.ts';

test('the theme choice survives a reload without a flash of the other theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('academy-theme'))).toBe('dark');

  // The class must be set before the app renders: check it in the very first paint's DOM.
  await page.reload({ waitUntil: 'commit' });
  await page.waitForSelector('html.dark', { timeout: 5000 });
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('system follows the operating system preference live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});
