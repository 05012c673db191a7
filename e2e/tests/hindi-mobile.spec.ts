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

test('the name "हिन्दी" is drawn, so it reads on a phone with no Devanagari font', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Menu' }).click();
  const hindi = page.getByRole('navigation', { name: 'Language' }).getByRole('link', {
    name: 'हिन्दी',
  });
  await expect(hindi).toHaveAttribute('lang', 'hi');
  // This machine has no Devanagari font, and an English page loads none: the label is outlines.
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'ह'))).toBe(
    false,
  );
  const drawn = hindi.locator('[aria-hidden="true"]');
  const mask = await drawn.evaluate((el) => getComputedStyle(el).maskImage);
  expect(mask).toContain('/icons/hindi-name.svg');
  const outlines = await page.request.get(mask.match(/url\("?([^")]+)"?\)/)![1]!);
  expect(outlines.headers()['content-type']).toContain('image/svg+xml');
  expect(await outlines.text()).toContain('<path d="M');
  const box = (await drawn.boundingBox())!;
  expect(box.width).toBeGreaterThan(20);
  expect(box.height).toBeGreaterThan(10);
  await hindi.click();
  await expect(page).toHaveURL(/\/hi$/);
  // The carousel's slides in the admin's Hindi.
  await expect(page.locator('[aria-roledescription="slide"]').first()).toContainText('कक्षा 1 से 12');
});
