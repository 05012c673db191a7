import { expect, expectNoAxeViolations, test } from '../fixtures.ts';

test('the mobile menu opens one accordion entry at a time and closes on navigation', async ({
  page,
}) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  const panel = page.locator('#mobile-menu');
  const courses = panel.getByRole('button', { name: 'Courses' });
  const videos = panel.getByRole('button', { name: 'Videos' });
  await courses.click();
  await expect(courses).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('link', { name: /CA Foundation/ })).toBeVisible();
  await videos.click();
  await expect(videos).toHaveAttribute('aria-expanded', 'true');
  await expect(courses).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.getByRole('link', { name: /CA Foundation/ })).toHaveCount(0);

  await panel.getByRole('link', { name: /Help/ }).click();
  await expect(page).toHaveURL(/\/videos\/help$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the mobile home page has no accessibility violations with the menu open', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expectNoAxeViolations(page);
});
