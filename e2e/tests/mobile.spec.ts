import {
  codeSentTo,
  courseCover,
  expect,
  registerStudent,
  expectNoAxeViolations,
  test,
  uniquePhone,
  fillInvoiceAddress,
} from '../fixtures.ts';

test('the mobile menu opens one accordion entry at a time and closes on navigation', async ({
  page,
}) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  const panel = page.locator('#mobile-menu');
  const courses = panel.getByRole('button', { name: 'Courses' });
  const videos = panel.getByRole('button', { name: 'Videos' });
  await courses.click();
  await expect(courses).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('link', { name: /CA Foundation/ })).toBeVisible();
  await videos.click();
  await expect(videos).toHaveAttribute('aria-expanded', 'true');
  await expect(courses).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.getByRole('link', { name: /CA Foundation/ })).toHaveCount(0);

  await panel.getByRole('link', { name: /Help/ }).click();
  await expect(page).toHaveURL(/\/videos\/help$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the mobile home page has no accessibility violations with the menu open', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expectNoAxeViolations(page);
});

test('on a 390 px phone a student pays for a course through the checkout', async ({
  page,
  consoleErrors,
}) => {
  await registerStudent(page, {
    name: 'Rohan Kulkarni',
    password: 'rohan-pays-on-phone',
    school: 'DAV Public School',
    class: '8',
    gender: 'Male',
  });
  await page.goto('/courses?q=class+8+mathematics');
  await page.getByRole('link', { name: 'Class 8 Mathematics Complete Course' }).click();
  await page.getByRole('button', { name: 'Buy Now' }).first().click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  const pay = checkout.getByRole('button', { name: 'Pay ₹999' });
  await expect(pay).toBeInViewport();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  // No address on the profile: the tax invoice's are asked for, and Pay without them says so.
  const address = checkout.getByLabel('Postal address', { exact: true });
  await expect(address).toHaveValue('');
  await pay.click();
  await expect(checkout.getByText('Enter the address to print on your tax invoice')).toHaveCount(2);
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  // The browser logs the refused order (400) as an error.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 400')]);
  consoleErrors.length = 0;
  await expectNoAxeViolations(page);
  await fillInvoiceAddress(checkout, 'Maharashtra');
  await checkout.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('button', { name: 'Pay with UPI' }).click();
  await expect(page).toHaveURL(/\/student\/my-courses\//);
});

test('on a 390 px phone the checkout takes the tax invoice’s address from the profile', async ({
  page,
}) => {
  await registerStudent(page, { name: 'Meher Gill', class: '10' });
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Edit profile' }).click();
  await page.getByLabel('Postal address (optional)').fill('7 Mall Road\nAmritsar 143001');
  await page.getByLabel('State (optional)').selectOption('Punjab');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();

  await page.goto('/notes?access=paid');
  const card = page.getByRole('article').filter({ hasText: 'Chemical Reactions and Equations' });
  await card.getByRole('button', { name: /Buy Now/ }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(
    checkout.getByRole('group', { name: 'Your address for the tax invoice' }),
  ).toBeVisible();
  await expect(checkout.getByLabel('Postal address', { exact: true })).toHaveValue(
    '7 Mall Road\nAmritsar 143001',
  );
  await expect(checkout.getByLabel('State', { exact: true })).toHaveValue('Punjab');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await checkout.getByRole('button', { name: /^Pay ₹99/ }).click();
  await page.getByRole('button', { name: 'Pay with UPI' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment received' })).toBeVisible();
});

test('on a 390 px phone a student resets a forgotten password with the code', async ({ page }) => {
  const phone = uniquePhone();
  await registerStudent(page, {
    name: 'Sana Sheikh',
    phone,
    password: 'sana-forgot-it-again',
    school: 'Anjuman School',
    class: '7',
    gender: 'Female',
  });
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = page.getByLabel('6-digit code');
  await expect(code).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await code.fill(await codeSentTo(`+91${phone}`));
  await page.getByLabel('New password').fill('sana-remembers-now');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('on a 390 px phone the registration toast covers none of the new page’s buttons', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel('Name').fill('Meera Nair');
  await page.getByLabel('Phone').fill(uniquePhone());
  await page.getByLabel('Password').fill('meera-studies-hard');
  await page.getByLabel('School').fill('Kendriya Vidyalaya');
  await page.getByLabel('Class').selectOption('10');
  await page.getByLabel('Female').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Registration successful!' });
  await expect(toast).toBeVisible();
  // Once it has slid in: where it rests, below the header.
  await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await expect(page.getByText('Start test').first()).toBeVisible();
  const box = (await toast.boundingBox())!;
  const header = (await page.getByRole('banner').boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  const actions = page.getByRole('main').locator('a[href], button');
  for (const action of await actions.all()) {
    const at = await action.boundingBox();
    if (!at || at.y >= 844 || at.y + at.height <= 0) continue;
    const overlaps =
      at.x < box.x + box.width &&
      box.x < at.x + at.width &&
      at.y < box.y + box.height &&
      box.y < at.y + at.height;
    expect(overlaps, (await action.textContent()) ?? '').toBe(false);
  }
});

test('the header holds a long site name on one line, and a visitor finds Sign Up in the menu', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  const name = banner
    .getByRole('link', { name: /Academy/ })
    .locator('span')
    .last();
  // The academy's own name, as long as names come.
  await name.evaluate((el) => (el.textContent = 'Vidya Tuition Academy'));
  const lineHeight = await name.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await name.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 1.2);
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign Up' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('the home page’s WhatsApp and call links rest above the footer, covering none of it', async ({
  page,
}) => {
  await page.goto('/');
  const whatsapp = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
  // At rest the bar waits below the screen, off the hero's buttons; it rises once scrolled.
  const explore = (await page.getByRole('link', { name: 'Explore Courses' }).boundingBox())!;
  const resting = (await whatsapp.boundingBox())!;
  expect(resting.y).toBeGreaterThanOrEqual(explore.y + explore.height - 4);
  await page.mouse.wheel(0, 200);
  await expect(whatsapp).toBeInViewport({ ratio: 1 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const bar = (await whatsapp.boundingBox())!;
  for (const line of await page.getByRole('contentinfo').locator('p, a, li').all()) {
    const box = await line.boundingBox();
    if (!box) continue;
    const covers = box.y < bar.y + bar.height && box.y + box.height > bar.y;
    expect(covers, await line.innerText()).toBe(false);
  }
});

test('the carousel’s words sit under its picture on a phone, never on it', async ({ page }) => {
  await page.goto('/');
  const slide = page.getByRole('group', { name: '1 of 3' });
  const picture = (await slide.locator('img').boundingBox())!;
  const words = (await slide.getByText('Classes 1 to 12').boundingBox())!;
  expect(words.y).toBeGreaterThanOrEqual(picture.y + picture.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a course page's cover is YouTube's 480 px picture on a phone, fetched once", async ({
  page,
}) => {
  const { shown, fetched } = await courseCover(page, 'python');
  // 390 px at a density of 2.6 would take the 640 px one; a phone is given at most 480.
  expect(shown).toMatch(/\/hqdefault\.jpg$/);
  expect(fetched).toEqual([shown]);
});

test.describe("with the browser's data saver on", () => {
  test.use({ extraHTTPHeaders: { 'save-data': 'on' } });

  test("a course page's cover is the smallest picture, fetched once, through the page's take-over", async ({
    page,
  }) => {
    // As Android's data saver does, the browser says it to the server and to the page.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
    const { shown, fetched } = await courseCover(page, 'python');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(shown).toMatch(/\/mqdefault\.jpg$/);
    expect(fetched).toEqual([shown]);
  });
});

test("a phone's course list fetches the first cover with the page, the others after it has loaded", async ({
  page,
}) => {
  await page.goto('/courses');
  const covers = page.getByRole('list', { name: 'Courses' }).locator('img');
  await expect.poll(() => covers.count()).toBeGreaterThan(1);
  await expect
    .poll(() => covers.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const timings = () =>
    page.evaluate(() => ({
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .loadEventStart,
      starts: performance
        .getEntriesByType('resource')
        .filter(({ name }) => new URL(name).pathname.startsWith('/thumbnails/'))
        .map(({ startTime }) => startTime),
    }));
  // A resource's entry appears when its fetch ends, so the later covers are waited for.
  await expect.poll(async () => (await timings()).starts.length).toBeGreaterThan(1);
  const { loaded, starts } = await timings();
  // The first cover before the load event (which waited for it); the rest, near the screen, after.
  expect(starts.filter((start) => start < loaded)).toHaveLength(1);
});
