import type { Page } from '@playwright/test';
import { courseCover, expect, expectNoAxeViolations, test } from '../fixtures.ts';

const PAID_COURSE = 'Class 10 Science Board Preparation';

async function openCourse(page: Page, title: string) {
  const list = await (await page.request.get(`/api/courses?q=${encodeURIComponent(title)}`)).json();
  const course = list.data.items.find((c: { title: string }) => c.title === title);
  await page.goto(`/course/${course._id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a visitor plays a Preview lesson of a paid course in place, and closes it', async ({
  page,
}) => {
  await openCourse(page, PAID_COURSE);
  // Only Preview lessons play; the others are listed without a player.
  await expect(
    page.getByRole('button', { name: 'Play preview: Acids, bases and salts' }),
  ).toHaveCount(0);
  await page
    .getByRole('button', { name: 'Play preview: Chemical reactions and equations' })
    .click();
  const preview = page.getByRole('region', { name: 'Preview: Chemical reactions and equations' });
  await expect(preview).toBeFocused();
  await expect(preview.locator('iframe[title="Chemical reactions and equations"]')).toHaveAttribute(
    'src',
    /youtube-nocookie\.com\/embed\/Vb5nM6qWeRt/,
  );
  await expectNoAxeViolations(page);
  await preview.getByRole('button', { name: 'Close preview' }).click();
  await expect(preview).toHaveCount(0);
  // The counts agree with their words, and nothing promises a certificate.
  await expect(page.getByText('2 modules · 3 lessons')).toBeVisible();
  await expect(page.getByText(/certificate/i)).toHaveCount(0);
});

test("on a laptop, the course's cover is YouTube's 640 px picture, fetched once", async ({
  page,
}) => {
  const { shown, fetched } = await courseCover(page, 'python');
  // An 848 px column on a screen of density 1.
  expect(shown).toMatch(/\/sddefault\.jpg$/);
  expect(fetched).toEqual([shown]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the price and Buy Now stay on screen while the visitor reads', async ({ page }) => {
    await openCourse(page, PAID_COURSE);
    const bar = page.getByRole('complementary', { name: 'Enrolment' });
    const buy = bar.getByRole('link', { name: 'Buy Now' });
    const onScreen = async () => {
      const box = (await buy.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
    };
    await expect(bar.getByText('₹1,499')).toBeVisible();
    await onScreen();
    await page.getByRole('heading', { name: 'Course content' }).scrollIntoViewIfNeeded();
    await onScreen();
    // At the very end nothing is hidden under the bar: the footer's last line sits above it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const barBox = (await bar.boundingBox())!;
    const lastBox = (await page.getByRole('contentinfo').locator('p').last().boundingBox())!;
    const covered = lastBox.y < barBox.y + barBox.height && lastBox.y + lastBox.height > barBox.y;
    expect(covered).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
