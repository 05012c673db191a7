import { E2E_ADMIN, expect, expectNoAxeViolations, signIn, test } from '../fixtures.ts';

// The `mobile` project: a 390 x 844 phone. A site image (the logo, a teacher's photo) that cannot
// be saved says why: a link that is no image's, or the server out of reach. Nothing is saved, so
// the other tests' settings stay as they are.

const UNREACHABLE = 'Could not reach the server. Check your connection and try again.';

test('on a phone a site image that cannot be saved says why', async ({ page, consoleErrors }) => {
  await signIn(page, E2E_ADMIN);
  const main = page.getByRole('main');

  // The logo, with the server out of reach.
  await page.route('**/api/site-config/**', (route) =>
    route.request().method() === 'PUT' ? route.abort() : route.fallback(),
  );
  await page.goto('/admin/settings?tab=general');
  await expect(main.getByLabel('Logo URL')).toBeVisible();
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(UNREACHABLE)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A teacher's photo: a link that is no image's is refused by the form, then the server is out
  // of reach.
  await page.goto('/admin/settings?tab=trust');
  await main.getByRole('button', { name: 'Add teacher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add teacher' });
  await dialog.getByLabel('Name').fill('Asha Verma');
  await dialog.getByLabel('Subjects', { exact: true }).fill('Physics');
  await dialog.getByLabel('Years of experience').fill('14');
  await dialog.getByLabel('Photo (optional)').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add teacher' }).click();
  await expect(
    dialog.getByText('Photo must be an http(s) URL or a path on this site, like /photos/asha.jpg'),
  ).toBeVisible();
  await dialog.getByLabel('Photo (optional)').fill('/slides/classes.svg');
  await dialog.getByRole('button', { name: 'Add teacher' }).click();
  await expect(page.getByText(UNREACHABLE)).toBeVisible();
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  // The browser reports the requests it could not send, and nothing else.
  expect(consoleErrors.every((e) => e.includes('net::ERR_FAILED'))).toBe(true);
  consoleErrors.length = 0;
});
