import { expect, expectNoAxeViolations, test } from '../fixtures.ts';

for (const path of [
  '/',
  '/login',
  '/register',
  '/about',
  '/useful-links',
  '/videos/help',
  '/notes',
  '/ncert-solutions',
  '/pyqs',
  '/unauthorized',
  '/videos/community',
  '/courses/ca-foundation',
  '/no-such-page',
  '/hi',
  '/hi/login',
  '/hi/about',
]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`axe finds no violations on ${path} (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}
