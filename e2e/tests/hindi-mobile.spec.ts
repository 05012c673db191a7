import { expect, test } from '../fixtures.ts';

test('on a 390 px phone the language is chosen from the menu, and the Hindi page fits', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'हिन्दी' })
    .click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  // Hindi's longer words and taller lines still fit the phone's width.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await page.getByRole('button', { name: 'मेन्यू' }).click();
  const language = page.getByRole('navigation', { name: 'भाषा' });
  await expect(language.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('navigation', { name: 'मोबाइल मेन्यू' })).toBeVisible();
});
