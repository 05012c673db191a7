import {
  E2E_ADMIN,
  E2E_BASE_URL,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
} from '../fixtures.ts';

// The Home tab's tests both save the slides: one worker runs this file's tests in order.
test.describe.configure({ mode: 'default' });

test('the footer shows the seeded contact details', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('+91 98100 12345')).toBeVisible();
  await expect(footer.getByText('hello@academy.example.in')).toBeVisible();
});

test('an admin changes the contact phone and sees it in the footer', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/settings?tab=contact');
  await expect(page.getByRole('tab', { name: 'Contact info' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const firstPhone = page.getByRole('main').getByLabel('Phone number 1', { exact: true });
  await expect(firstPhone).toHaveValue('+91 98100 12345');
  await expectNoAxeViolations(page);

  await firstPhone.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText("Phone number can't be empty")).toBeVisible();
  await page.getByLabel('Contact email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  await firstPhone.fill('+91 99999 00000');
  await page.getByLabel('Contact email').fill('office@academy.example.in');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('+91 99999 00000')).toBeVisible();
  await expect(footer.getByText('office@academy.example.in')).toBeVisible();

  // Put the seeded values back for the other tests.
  await page.goto('/admin/settings?tab=contact');
  await page
    .getByRole('main')
    .getByLabel('Phone number 1', { exact: true })
    .fill('+91 98100 12345');
  await page.getByLabel('Contact email').fill('hello@academy.example.in');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
});

test("the General tab's logo and favicon appear on the pages", async ({ page }) => {
  const logo = `${E2E_BASE_URL}/slides/classes.svg`;
  const favicon = `${E2E_BASE_URL}/slides/professional.svg`;
  const setImages = async (logoUrl: string, faviconUrl: string) => {
    await page.goto('/admin/settings?tab=general');
    const main = page.getByRole('main');
    await main.getByLabel('Logo URL').fill(logoUrl);
    await main.getByLabel('Favicon URL').fill(faviconUrl);
    await main.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
  };
  await signIn(page, E2E_ADMIN);
  await setImages(logo, favicon);

  await page.goto('/about');
  const home = page.getByRole('banner').getByRole('link', { name: 'Academy', exact: true });
  await expect(home.getByRole('img', { name: 'Academy' })).toHaveAttribute('src', logo);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', favicon);

  // Put the seeded values back for the other tests.
  await setImages('', '');
});

test('a social link with the wrong beginning is refused with its message', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Social links' }).click();
  await page
    .getByRole('main')
    .getByLabel('Telegram', { exact: true })
    .fill('https://telegram.example/academy');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('URL must start with https://t.me/')).toBeVisible();
  await page.getByRole('tab', { name: 'More' }).click();
  await expect(page.getByText('Page under construction')).toBeVisible();
});

test('the Home tab edits, reorders and checks the slides and figures', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/settings?tab=home');
  const main = page.getByRole('main');
  await expect(main.getByLabel('Slide 1 image')).toHaveValue('/slides/classes.svg');
  await expect(main.getByLabel('Students taught since the academy began')).toHaveValue('4.5k+');
  await expectNoAxeViolations(page);

  await main.getByRole('button', { name: 'Move slide 1 down' }).click();
  await expect(main.getByLabel('Slide 1 image')).toHaveValue('/slides/professional.svg');
  await expect(main.getByLabel('Slide 2 image')).toHaveValue('/slides/classes.svg');
  await expect(main.getByRole('button', { name: 'Move slide 1 up' })).toBeDisabled();
  await main.getByRole('button', { name: 'Move slide 2 up' }).click();
  await expect(main.getByLabel('Slide 1 image')).toHaveValue('/slides/classes.svg');

  await main.getByRole('button', { name: 'Add slide' }).click();
  await main.getByLabel('Slide 4 image').fill('javascript:alert(1)');
  await main.getByLabel('Founded in (year)').fill('soon');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    main.getByText('Image must be an http(s) URL or a path on this site, like /slides/banner.svg'),
  ).toBeVisible();
  await expect(main.getByText('Enter a year between 1900 and 2100')).toBeVisible();

  // Saving what was loaded keeps the home page as the other tests expect it.
  await main.getByRole('button', { name: 'Remove slide 4' }).click();
  await main.getByLabel('Founded in (year)').fill('2012');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
});

test("the Home tab's Hindi slide texts show on /hi, the English where they are empty", async ({
  page,
  browser,
}) => {
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/settings?tab=home');
  const main = page.getByRole('main');
  const hindiTitle = main.getByLabel('Slide 3 title in Hindi (optional)');
  await expect(hindiTitle).toHaveValue('मॉक टेस्ट');
  await expect(main.getByLabel('Slide 1 title in Hindi (optional)')).toHaveValue('कक्षा 1 से 12');
  await main.getByLabel('Slide 2 title in Hindi (optional)').fill('क'.repeat(121));
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(main.getByText('Title must be at most 120 characters')).toBeVisible();
  await main.getByLabel('Slide 2 title in Hindi (optional)').fill('CA और CMA');
  await hindiTitle.fill('');
  await main.getByLabel('Slide 3 description in Hindi (optional)').fill('');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  try {
    const visitor = await browser.newPage();
    await visitor.goto('/hi');
    const slides = visitor.locator('[aria-roledescription="slide"]');
    await expect(slides.nth(0)).toContainText('कक्षा 1 से 12');
    await expect(slides.nth(0)).not.toContainText('Classes 1 to 12');
    await expect(slides.nth(2)).toContainText('Mock tests');
    await expect(slides.nth(2)).toContainText('Timed tests with instant scores');
    await visitor.goto('/');
    await expect(slides.nth(0)).toContainText('Classes 1 to 12');
    await visitor.close();
  } finally {
    // As seeded, for the other tests.
    await hindiTitle.fill('मॉक टेस्ट');
    await main
      .getByLabel('Slide 3 description in Hindi (optional)')
      .fill('समयबद्ध टेस्ट, तुरंत अंक और पूरी समीक्षा के साथ।');
    await main.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings saved').last()).toBeVisible();
  }
});
