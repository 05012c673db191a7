import path from 'node:path';
import { DEMO_STUDENT, expect, test } from '../fixtures.ts';

/** A picture about a thumbnail's width, as the browser suite's stand-in for YouTube sends. */
const THUMBNAIL = path.resolve(import.meta.dirname, '../../apps/web/public/icons/icon-512.png');

test('the quick start serves the home page, and the demo student signs in', async ({ page }) => {
  // The server passes YouTube's thumbnails on, and this machine has no internet: each cover
  // would answer 404 (which the browser logs as an error) once the student's home shows it.
  await page.route('**/thumbnails/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', path: THUMBNAIL }),
  );
  await page.addInitScript(() => sessionStorage.setItem('academy-contact-modal-seen', '1'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Phone').fill(DEMO_STUDENT.phone);
  await page.getByLabel('Password').fill(DEMO_STUDENT.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: /account menu/i })).toHaveText('A');
});
