import { E2E_ADMIN, expect, expectNoAxeViolations, signIn, test } from '../fixtures.ts';

test('an admin adds a help video; visitors play it from its thumbnail', async ({
  page,
  browser,
}) => {
  const title = `Enrolling in a course ${Date.now()}`;
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/settings?tab=videos');
  await page.getByRole('button', { name: 'Add video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add video' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('YouTube link').fill('https://vimeo.com/12345');
  await dialog.getByRole('button', { name: 'Add video' }).click();
  await expect(dialog.getByText('Must be a YouTube video link')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('YouTube link').fill('https://youtu.be/dQw4w9WgXcQ');
  await dialog.getByLabel('Description (optional)').fill('From the catalogue to the first lesson.');
  await dialog.getByRole('button', { name: 'Add video' }).click();
  await expect(page.getByText('Video added!')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Videos' }).getByText(title)).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/videos/help');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
  await expect(visitor.locator('iframe')).toHaveCount(0);
  await visitor.getByRole('button', { name: `Play ${title}` }).click();
  await expect(visitor.locator(`iframe[title="${title}"]`)).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1&rel=0&/,
  );
  await visitor.goto('/videos/community');
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitorContext.close();

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Video deleted')).toBeVisible();
});

test('the Emergency page shows the call and WhatsApp contacts', async ({ page }) => {
  await page.goto('/videos/emergency');
  await expect(page.getByRole('heading', { level: 1, name: 'Emergency' })).toBeVisible();
  const reach = page.getByRole('region', { name: 'Reach us now' });
  await expect(reach.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/919810012345',
  );
  await expect(reach.getByRole('link', { name: /^Call / }).first()).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await expectNoAxeViolations(page);
  await page.goto('/videos/unknown');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
