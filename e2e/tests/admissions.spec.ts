import { readFile } from 'node:fs/promises';
import {
  E2E_ADMIN,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
  uniquePhone,
} from '../fixtures.ts';

// The `desktop` project: admissions (issue 52) on a laptop, where the work list is a board by
// stage; the phone's list and the whole journey are admissions-mobile.spec.ts.

const tag = Date.now().toString(36);
const WALK_IN = `Rohan Mehta ${tag}`;

test('on a laptop an admin adds a walk-in, moves it across the board, and reads the month’s figures in English and Hindi', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN);
  // The admin's menu names the work list.
  await page.goto('/admin/dashboard');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Leads' })
    .click();
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Add a lead' });
  await form.getByLabel('Name').fill(WALK_IN);
  await form.getByLabel('Mobile number').fill(uniquePhone());
  await form.getByLabel('Came by').selectOption({ label: 'Walk-in' });
  await form.getByRole('button', { name: 'Add lead' }).click();
  await expect(page.getByRole('heading', { name: WALK_IN, level: 1 })).toBeVisible();

  // Lost, with its reason: the board shows it in the Lost column, not under New.
  const stage = page.getByRole('form', { name: 'Change stage' });
  await stage.getByLabel('New stage').selectOption({ label: 'Lost' });
  await stage.getByLabel('Why was the lead lost?').fill(`Chose another coaching ${tag}`);
  await stage.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('Moved to Lost')).toBeVisible();

  await page.goto(`/leads?q=${encodeURIComponent(WALK_IN)}`);
  const lost = page.getByRole('region', { name: /^Lost \(\d+\)$/ });
  await expect(lost.getByRole('article', { name: WALK_IN })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /^New \(\d+\)$/ }).getByRole('article', { name: WALK_IN }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The month's figures: the walk-in counts, its reason is listed, and the CSV says the same.
  await page.getByRole('link', { name: 'Figures' }).click();
  await expect(page.getByRole('heading', { name: 'Admissions figures', level: 1 })).toBeVisible();
  const bySource = page.getByRole('table', { name: 'By source' });
  await expect(bySource.getByRole('row', { name: /^Walk-in \d+ \d+/ })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Why leads were lost' })
      .getByText(`Chose another coaching ${tag}`),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download as CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv).toMatch(/^source,walk-in,\d+,/m);
  expect(csv).toContain(`lost,Chose another coaching ${tag},1`);
  await expectNoAxeViolations(page);

  // The same pages in Hindi.
  await page.goto('/hi/leads/figures');
  await expect(page.getByRole('heading', { name: 'दाख़िलों के आँकड़े', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'स्रोत के अनुसार' })).toContainText('सीधे आए');
  await page.goto(`/hi/leads?q=${encodeURIComponent(WALK_IN)}`);
  await expect(
    page.getByRole('region', { name: /^छूट गई \(\d+\)$/ }).getByRole('article', { name: WALK_IN }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
