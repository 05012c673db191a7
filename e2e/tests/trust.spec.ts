import type { Page } from '@playwright/test';
import {
  E2E_ADMIN,
  E2E_BASE_URL,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
} from '../fixtures.ts';

const EMPTY = { teachers: [], toppers: [], testimonials: [] };

const TRUST_HEADINGS = ['Our teachers', 'Our toppers', 'What students and parents say'];

/** Only this file edits the lists; other files look at the home page meanwhile, so they go back. */
async function emptyTheLists(page: Page) {
  const res = await page.request.put('/api/site-config/trust', {
    data: EMPTY,
    headers: { origin: E2E_BASE_URL },
  });
  expect(res.status()).toBe(200);
}

async function visitHome(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('academy-contact-modal-seen', '1'));
  await page.goto('/');
  // The sections below the fold load as they scroll into view.
  for (const id of ['#about', '#teachers-and-results', '#courses']) {
    if (await page.locator(id).count()) await page.locator(id).scrollIntoViewIfNeeded();
  }
}

test.afterEach(async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  await emptyTheLists(page);
});

test('an admin adds a teacher, a topper and a testimonial; home and About show them', async ({
  page,
}) => {
  test.slow(); // several pages and four axe audits

  // Nothing is shown, and nobody invented, while the lists are empty.
  await visitHome(page);
  await expect(page.getByRole('region', { name: 'Popular courses' })).toBeVisible();
  for (const name of TRUST_HEADINGS) {
    await expect(page.getByRole('heading', { name })).toHaveCount(0);
  }
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
  for (const name of TRUST_HEADINGS) {
    await expect(page.getByRole('heading', { name })).toHaveCount(0);
  }

  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/settings?tab=trust');
  const main = page.getByRole('main');
  await expect(page.getByRole('tab', { name: 'Teachers & results' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(main.getByText('No teachers yet.')).toBeVisible();
  await expect(main.getByText('No toppers yet.')).toBeVisible();
  await expect(main.getByText('No testimonials yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  // A teacher: the form says what is wrong before anything is saved.
  await main.getByRole('button', { name: 'Add teacher' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add teacher' });
  await dialog.getByLabel('Years of experience').fill('many');
  await dialog.getByLabel('Photo (optional)').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add teacher' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Subjects are required')).toBeVisible();
  await expect(
    dialog.getByText('Enter the years of experience, a whole number from 0 to 60'),
  ).toBeVisible();
  await expect(
    dialog.getByText('Photo must be an http(s) URL or a path on this site, like /photos/asha.jpg'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Name').fill('Asha Verma');
  await dialog.getByLabel('Subjects', { exact: true }).fill('Physics, Classes 11 and 12');
  await dialog.getByLabel('Subjects in Hindi (optional)').fill('भौतिकी, कक्षा 11 और 12');
  await dialog.getByLabel('Years of experience').fill('14');
  await dialog.getByLabel('Photo (optional)').fill('/slides/classes.svg');
  await dialog.getByLabel('Short bio (optional)').fill('Makes mechanics feel obvious.');
  await dialog.getByRole('button', { name: 'Add teacher' }).click();
  await expect(page.getByText('Teacher added')).toBeVisible();
  await expect(main.getByRole('list', { name: 'Teachers' })).toContainText('Asha Verma');

  // A topper, without a photo: their initials stand in.
  await main.getByRole('button', { name: 'Add topper' }).click();
  dialog = page.getByRole('dialog', { name: 'Add topper' });
  await dialog.getByLabel("Student's name").fill('Kabir Singh');
  await dialog.getByLabel('Class or program', { exact: true }).fill('Class 12 CBSE');
  await dialog.getByLabel('Score').fill('98.4%');
  await dialog.getByLabel('Year').fill('1800');
  await dialog.getByRole('button', { name: 'Add topper' }).click();
  await expect(dialog.getByText('Enter a year between 1950 and 2100')).toBeVisible();
  await dialog.getByLabel('Year').fill('2025');
  await dialog.getByRole('button', { name: 'Add topper' }).click();
  await expect(page.getByText('Topper added')).toBeVisible();

  await main.getByRole('button', { name: 'Add testimonial' }).click();
  dialog = page.getByRole('dialog', { name: 'Add testimonial' });
  await dialog.getByLabel('Quote', { exact: true }).fill('My daughter finally enjoys maths.');
  await dialog.getByLabel('Quote in Hindi (optional)').fill('मेरी बेटी को अब गणित अच्छा लगता है।');
  await dialog.getByLabel('Name').fill('Sunita Rao');
  await dialog.getByLabel('Who they are (optional)').fill('Parent of a Class 10 student');
  await dialog.getByRole('button', { name: 'Add testimonial' }).click();
  await expect(page.getByText('Testimonial added')).toBeVisible();

  // Editing keeps the entry's place.
  await main.getByRole('button', { name: 'Edit Kabir Singh' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit topper' });
  await expect(dialog.getByLabel('Year')).toHaveValue('2025');
  await dialog.getByLabel('Score').fill('AIR 12');
  await dialog.getByLabel('Class or program', { exact: true }).fill('CA Foundation');
  await dialog.getByLabel('Class or program in Hindi (optional)').fill('सीए फ़ाउंडेशन');
  await dialog.getByRole('button', { name: 'Save topper' }).click();
  await expect(page.getByText('Topper updated')).toBeVisible();
  await expect(main.getByRole('list', { name: 'Toppers' })).toContainText('AIR 12');

  // The home page, as a visitor sees it.
  await page.context().clearCookies();
  await visitHome(page);
  const teachers = page.getByRole('region', { name: 'Our teachers' });
  await teachers.scrollIntoViewIfNeeded();
  const teacher = teachers.getByRole('figure');
  await expect(teacher.getByRole('img', { name: 'Asha Verma' })).toHaveAttribute('loading', 'lazy');
  await expect(teacher).toContainText('Physics, Classes 11 and 12');
  await expect(teacher).toContainText('14 years of experience');
  await expect(teacher).toContainText('Makes mechanics feel obvious.');
  const toppers = page.getByRole('region', { name: 'Our toppers' });
  await expect(toppers.getByRole('figure')).toContainText('AIR 12');
  await expect(toppers.getByRole('figure')).toContainText('Kabir Singh');
  await expect(toppers.getByRole('figure')).toContainText('CA Foundation, 2025');
  await expect(toppers.getByRole('img')).toHaveCount(0);
  const says = page.getByRole('region', { name: 'What students and parents say' });
  await expect(says.getByRole('blockquote')).toHaveText('“My daughter finally enjoys maths.”');
  await expect(says.getByRole('figure')).toContainText('Parent of a Class 10 student');
  await expectNoAxeViolations(page);

  // On a phone: the rows scroll on their own, the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(teachers.getByRole('img', { name: 'Asha Verma' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  // The About page, rendered by the server for a visitor.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  await expect(
    page.getByRole('region', { name: 'Our teachers' }).getByRole('img', { name: 'Asha Verma' }),
  ).toBeAttached();
  await expect(page.getByRole('region', { name: 'Our toppers' })).toContainText('AIR 12');
  await expect(
    page.getByRole('region', { name: 'What students and parents say' }).getByRole('blockquote'),
  ).toContainText('My daughter finally enjoys maths.');

  // The Hindi About page shows the Hindi the admin gave, and the English where they gave none.
  await page.goto('/hi/about');
  const hindiTeacher = page.locator('[aria-labelledby="teachers-heading"]').getByRole('figure');
  await expect(hindiTeacher).toContainText('भौतिकी, कक्षा 11 और 12');
  await expect(hindiTeacher).toContainText('Makes mechanics feel obvious.');
  await expect(
    page.locator('[aria-labelledby="toppers-heading"]').getByRole('figure'),
  ).toContainText('सीए फ़ाउंडेशन, 2025');
  await expect(
    page.locator('[aria-labelledby="testimonials-heading"]').getByRole('blockquote'),
  ).toHaveText('“मेरी बेटी को अब गणित अच्छा लगता है।”');
  await expect(
    page.locator('[aria-labelledby="testimonials-heading"]').getByRole('figure'),
  ).toContainText('Parent of a Class 10 student');

  // Deleting takes the entry off the site.
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/settings?tab=trust');
  await main.getByRole('button', { name: 'Delete Sunita Rao' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Testimonial deleted')).toBeVisible();
  await expect(main.getByText('No testimonials yet.')).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('region', { name: 'Our toppers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What students and parents say' })).toHaveCount(0);
});
