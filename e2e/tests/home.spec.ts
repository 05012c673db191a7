import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';

/** The contact modal opens by itself after 10 s; these tests are about the rest of the page. */
async function visitHome(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('academy-contact-modal-seen', '1'));
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Highlights' });
  await expect(carousel).toBeVisible();
  // The page arrives rendered: the carousel's timers start once the app has taken it over.
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  return carousel;
}

const slide = (carousel: ReturnType<Page['getByRole']>, label: string) =>
  carousel.getByRole('group', { name: label });

test('the carousel rotates every 5 seconds, wraps, and moves with its buttons and dots', async ({
  page,
}) => {
  await page.clock.install();
  const carousel = await visitHome(page);
  // From here only the test moves time, however slow the machine is; showing slide 1 and
  // leaving the carousel starts its 5 seconds afresh. The pause is set ahead of the page's clock
  // by more than a busy machine takes between reading it and pausing (a pause in the past fails).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 3_000);
  await carousel.getByRole('button', { name: 'Show slide 1' }).click();
  await page.getByRole('heading', { level: 1 }).click();
  await page.mouse.move(0, 0);
  await expect(slide(carousel, '1 of 3')).toContainText('Classes 1 to 12');
  await expect(carousel.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
  await expect(carousel.locator('img').nth(1)).toHaveAttribute('loading', 'lazy');

  await page.clock.runFor(4_000);
  await expect(slide(carousel, '1 of 3')).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(slide(carousel, '2 of 3')).toContainText('CA and CMA');
  await page.clock.runFor(5_000);
  await expect(slide(carousel, '3 of 3')).toContainText('Mock tests');
  await page.clock.runFor(5_000);
  await expect(slide(carousel, '1 of 3')).toBeVisible();

  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(slide(carousel, '2 of 3')).toBeVisible();
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(slide(carousel, '3 of 3')).toBeVisible();
  await carousel.getByRole('button', { name: 'Show slide 2' }).click();
  await expect(slide(carousel, '2 of 3')).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // Focus (and the pointer) on the carousel hold it still.
  await page.clock.runFor(12_000);
  await expect(slide(carousel, '2 of 3')).toBeVisible();
  await carousel.getByRole('button', { name: 'Stop rotating slides' }).click();
  await page.getByRole('heading', { level: 1 }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(12_000);
  await expect(slide(carousel, '2 of 3')).toBeVisible();
  await carousel.getByRole('button', { name: 'Start rotating slides' }).click();
  await page.getByRole('heading', { level: 1 }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(5_500);
  await expect(slide(carousel, '3 of 3')).toBeVisible();
});

test('the carousel stands still when the system asks for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  const carousel = await visitHome(page);
  await page.clock.fastForward(11_000);
  await expect(slide(carousel, '1 of 3')).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Start rotating slides' })).toBeVisible();
});

test('the hero, the about figures, the courses promo and the floating contact links', async ({
  page,
}) => {
  test.slow(); // two full axe audits
  // A carousel held still: an audit that met a slide's 700 ms cross-fade measured its words,
  // half transparent, against the slide under them. The slides at rest are what is audited.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visitHome(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Another test edits the phone for a moment: expect what the settings say now.
  const config = (await (await page.request.get('/api/site-config')).json()).data;
  const phone: string = config.contact.contactPhone[0];
  await expect(page.getByRole('link', { name: 'Explore Courses' })).toHaveAttribute(
    'href',
    '/courses',
  );
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/919810012345',
  );
  await expect(page.getByRole('link', { name: `Call us on ${phone}` })).toHaveAttribute(
    'href',
    `tel:${phone.replace(/[^\d+]/g, '')}`,
  );
  await expectNoAxeViolations(page);

  const popular = await page.request.get('/api/courses?sort=popular&pageSize=3');
  const titles = ((await popular.json()).data.items as Array<{ title: string }>).map(
    (c) => c.title,
  );
  expect(titles).toHaveLength(3);

  await page.getByRole('link', { name: 'Scroll to explore' }).click();
  await expect(page).toHaveURL(/#courses$/);
  const promo = page.getByRole('region', { name: 'Popular courses' });
  await expect(promo).toBeVisible();
  for (const title of titles) {
    await expect(promo.getByRole('link', { name: title })).toBeVisible();
  }

  const about = page.getByRole('region', { name: 'About the academy' });
  await about.scrollIntoViewIfNeeded();
  await expect(about).toContainText('Since 2012');
  for (const [figure, label] of [
    ['4.5k+', 'Students taught since 2012'],
    ['50+', 'Expert tutors'],
    ['98%', 'Exam success'],
  ]) {
    await expect(about.getByRole('definition').filter({ hasText: figure })).toBeVisible();
    await expect(about.getByRole('term').filter({ hasText: label })).toBeVisible();
  }
  // What the site counts is counted, not typed in (other tests add courses); no live count of
  // students contradicts the admin's "taught since".
  await expect(about.getByText('Students signed up')).toHaveCount(0);
  for (const label of ['Courses', 'Mock tests']) {
    const term = about.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
    await expect(term.locator('xpath=following-sibling::dd')).toHaveText(/^\d[\d,]*$/);
  }
  await expectNoAxeViolations(page);

  await promo.getByRole('link', { name: 'View all courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
});
