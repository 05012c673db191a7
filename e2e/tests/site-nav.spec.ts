import { expect, test } from '../fixtures.ts';

test('the main menu opens on hover and from the keyboard, and builds its links only then', async ({
  page,
}) => {
  await page.goto('/about');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  const courses = nav.getByRole('button', { name: 'Courses' });
  const firstLink = nav.getByRole('link', { name: /Class 1–5/ });
  // Closed, the menu has no links at all: a phone never builds or hydrates them.
  await expect(courses).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.locator('#nav-submenu-0 a')).toHaveCount(0);

  await courses.hover();
  await expect(firstLink).toBeVisible();
  await expect(courses).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(5, 600);
  await expect(firstLink).toBeHidden();

  await courses.focus();
  await page.keyboard.press('ArrowDown');
  await expect(firstLink).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(courses).toBeFocused();
  await expect(courses).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.locator('#nav-submenu-0 a')).toHaveCount(0);
});

test('the footer of a rendered page navigates within the app once it has come alive', async ({
  page,
}) => {
  await page.goto('/about');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Notes' })).toBeVisible();
  // A marker on the window shows that the link below is followed by the app, not by a new page
  // load.
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
  await footer.getByRole('link', { name: 'Notes' }).click();
  await expect(page).toHaveURL(/\/notes$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Study notes collection' }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});
