import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';

// The demo seeds 15 published courses: two pages of 12.
const cards = (page: Page) => page.getByRole('list', { name: 'Courses' });
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 2 });
const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages' });

test('Back returns from the second page of courses to the first, and the URL says which', async ({
  page,
}) => {
  await page.goto('/courses?sort=price-low');
  await expect(pages(page).getByText(/^Page 1 of \d+$/)).toBeVisible();
  const firstOnPageOne = await cardTitles(page).first().textContent();

  await pages(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page).toHaveURL(/sort=price-low/);
  await expect(pages(page).getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(cardTitles(page).first()).not.toHaveText(firstOnPageOne!);
  // The new page starts at its top, and the keyboard carries on from the list.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(cards(page)).toBeFocused();

  await page.goBack();
  await expect(page).not.toHaveURL(/page=/);
  await expect(page).toHaveURL(/sort=price-low/);
  await expect(pages(page).getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(cardTitles(page).first()).toHaveText(firstOnPageOne!);

  await page.goForward();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pages(page).getByText(/^Page 2 of \d+$/)).toBeVisible();
});

test('filters, sort and search are history entries too; typing makes one', async ({ page }) => {
  await page.goto('/courses');
  await page.getByLabel('Category').selectOption('commerce');
  await expect(page).toHaveURL(/category=commerce/);
  await page.getByLabel('Sort by').selectOption('rating');
  await expect(page).toHaveURL(/sort=rating/);
  await page.getByLabel('Search courses').pressSequentially('acc', { delay: 50 });
  await expect(page).toHaveURL(/q=acc/);
  // A pause longer than the search's own, then more typing: the same history entry.
  await page.waitForTimeout(600);
  await page.getByLabel('Search courses').pressSequentially('ounting', { delay: 50 });
  await expect(page).toHaveURL(/q=accounting/);

  await page.goBack();
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByLabel('Search courses')).toHaveValue('');
  await expect(page.getByLabel('Sort by')).toHaveValue('rating');
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  await expect(page.getByLabel('Category')).toHaveValue('commerce');
  await page.goBack();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByLabel('Category')).toHaveValue('all');
});

test('"Highest rated" puts the best-rated course first', async ({ page }) => {
  await page.goto('/courses');
  await page.getByLabel('Sort by').selectOption('rating');
  await expect(page).toHaveURL(/sort=rating/);
  // The demo's students gave it five stars out of five.
  await expect(cardTitles(page).first()).toHaveText('Class 10 Science Board Preparation');
});

test('a search for "Class 10" finds the Class 10 course, not others with a 10 in their text', async ({
  page,
}) => {
  await page.goto('/courses');
  await page.getByLabel('Search courses').fill('Class 10');
  await expect(page).toHaveURL(/q=Class\+10/);
  await expect(cardTitles(page).getByText('Class 10 Science Board Preparation')).toBeVisible();
  // "numbers up to 10,000" in its description, and "Class 3" in its title.
  await expect(cardTitles(page).getByText('Fun with Numbers: Mathematics for Class 3')).toHaveCount(
    0,
  );
  await expect(cardTitles(page).getByText(/Class (9|11|12)\b/)).toHaveCount(0);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters wait behind a Filters button, in a bottom sheet', async ({ page }) => {
    await page.goto('/courses');
    await expect(page.getByLabel('Category')).toBeHidden();
    const open = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();

    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    // A bottom sheet: it ends at the bottom of the screen, as wide as the screen, once it has
    // slid in.
    await sheet.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
    expect(Math.round(box.width)).toBe(390);
    await expectNoAxeViolations(page);

    await sheet.getByLabel('Category').selectOption('science');
    await expect(page).toHaveURL(/category=science/);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters 1 active' })).toBeFocused();

    await page.getByRole('button', { name: 'Filters 1 active' }).click();
    await sheet.getByLabel('Sort by').selectOption('price-high');
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/sort=price-high/);
    await expect(cardTitles(page).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  test('class or exam, price and language wait in the sheet too, and stay in the address', async ({
    page,
  }) => {
    await page.goto('/courses');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Class or exam').selectOption('class-9-10');
    await expect(page).toHaveURL(/program=class-9-10/);
    await sheet.getByLabel('Price').selectOption('free');
    await expect(page).toHaveURL(/price=free/);
    await sheet.getByLabel('Language').selectOption('Hinglish');
    await expect(page).toHaveURL(/language=Hinglish/);
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters 3 active' })).toBeVisible();
    const title = 'Class 9 Mathematics: Number Systems and Algebra';
    await expect(cardTitles(page).getByText(title)).toBeVisible();
    // The paid Class 10 course and the other classes' free ones are left out.
    await expect(cardTitles(page).getByText('Class 10 Science Board Preparation')).toHaveCount(0);
    await expect(cardTitles(page).getByText(/Class (3|7|11)\b/)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // The address is the list: loaded anew, from the server, the same filters and courses.
    await page.getByLabel('Search courses').fill(title);
    await expect(page).toHaveURL(/q=Class/);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: /found/ })).toHaveText(
      '1 course found',
    );
    await page.getByRole('button', { name: 'Filters 3 active' }).click();
    await expect(sheet.getByLabel('Class or exam')).toHaveValue('class-9-10');
    await expect(sheet.getByLabel('Price')).toHaveValue('free');
    await expect(sheet.getByLabel('Language')).toHaveValue('Hinglish');
    await expectNoAxeViolations(page);

    await page.goto(`/hi${new URL(page.url()).pathname}${new URL(page.url()).search}`);
    await expect(page.getByRole('status').filter({ hasText: /मिल/ })).toHaveText('1 कोर्स मिला');
  });

  test('the study materials keep their filters in the sheet too', async ({ page }) => {
    await page.goto('/ncert-textbooks');
    await expect(page.getByLabel('Class', { exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Class', { exact: true }).selectOption('12');
    await expect(page).toHaveURL(/class=12/);
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters 1 active' })).toBeVisible();
  });
});

test('on a laptop the filters stay beside the list, with no Filters button', async ({ page }) => {
  await page.goto('/courses');
  for (const label of ['Class or exam', 'Category', 'Price', 'Language', 'Sort by'])
    await expect(page.getByLabel(label)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeHidden();
  const filters = (await page.getByLabel('Class or exam').boundingBox())!;
  const list = (await cards(page).boundingBox())!;
  expect(filters.x + filters.width).toBeLessThan(list.x);

  await page.getByLabel('Class or exam').selectOption('ca-foundation');
  await page.getByLabel('Price').selectOption('paid');
  await expect(page).toHaveURL(/program=ca-foundation&price=paid|price=paid&program=ca-foundation/);
  await expect(cardTitles(page).getByText('CA Foundation: Principles of Accounting')).toBeVisible();
  await page.getByLabel('Price').selectOption('free');
  await expect(page).toHaveURL(/price=free/);
  await expect(cardTitles(page).getByText('CA Foundation: Principles of Accounting')).toHaveCount(
    0,
  );
});
