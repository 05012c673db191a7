import { E2E_ADMIN, expect, expectNoAxeViolations, signIn, test } from '../fixtures.ts';

test('visitors find the seeded links grouped by category, and search them', async ({ page }) => {
  await page.goto('/useful-links');
  await expect(page.getByRole('heading', { level: 1, name: 'Useful links' })).toBeVisible();
  const ncert = page.getByRole('region', { name: 'NCERT', exact: true });
  await expect(ncert.getByRole('link', { name: /NCERT textbooks/ })).toHaveAttribute(
    'href',
    'https://ncert.nic.in/textbook.php',
  );
  await expect(page.getByRole('region', { name: 'CA', exact: true })).toContainText(
    'ICAI BoS knowledge portal',
  );
  await expectNoAxeViolations(page);

  await page.getByLabel('Search links').fill('marking schemes');
  await expect(page).toHaveURL(/q=marking/);
  // A link shows under each of its categories.
  await expect(page.getByRole('link', { name: /CBSE sample question papers/ })).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Exams', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /NCERT textbooks/ })).toHaveCount(0);

  await page.getByLabel('Search links').fill('no such thing anywhere');
  await expect(page.getByText('No links match “no such thing anywhere”.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an admin adds, edits and deletes a link; the public page finds it by search', async ({
  page,
  browser,
}) => {
  const title = `Olympiad portal ${Date.now()}`;
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/settings?tab=useful-links');
  await page.getByRole('button', { name: 'Add link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add link' });
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  await expect(dialog.getByText('Category is required')).toBeVisible();

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Link').fill('javascript:alert(1)');
  await dialog
    .getByLabel('Description')
    .fill('Registration and past papers for the science olympiads.');
  await dialog.getByLabel('Categories').fill('Olympiads, Exams');
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(
    dialog.getByText('Link must be a web address starting with http:// or https://'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Link').fill('https://olympiads.hbcse.tifr.res.in/');
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByText('Link added!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const list = page.getByRole('list', { name: 'Links' });
  await expect(list.getByText(title)).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/useful-links');
  await visitor.getByLabel('Search links').fill('science olympiads');
  await expect(
    visitor
      .getByRole('region', { name: 'Olympiads', exact: true })
      .getByRole('link', { name: new RegExp(title) }),
  ).toHaveAttribute('href', 'https://olympiads.hbcse.tifr.res.in/');
  await visitorContext.close();

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit link' });
  await expect(edit.getByLabel('Categories')).toHaveValue('Olympiads, Exams');
  await edit.getByLabel('Title').fill(`${title} (HBCSE)`);
  await edit.getByRole('button', { name: 'Save link' }).click();
  await expect(page.getByText('Link updated!')).toBeVisible();
  await expect(list.getByText(`${title} (HBCSE)`)).toBeVisible();

  await page.getByRole('button', { name: `Delete ${title} (HBCSE)` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Link deleted')).toBeVisible();
  await expect(list.getByText(title)).toHaveCount(0);
});
