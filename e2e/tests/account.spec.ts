import {
  E2E_ADMIN,
  E2E_BASE_URL,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
  uniquePhone,
} from '../fixtures.ts';

test('a student edits the profile and changes the password; the old one stops working', async ({
  page,
  browser,
}) => {
  const phone = uniquePhone();
  const res = await page.request.post('/api/auth/register', {
    headers: { origin: E2E_BASE_URL },
    data: {
      name: 'Kabir Singh',
      phone,
      password: 'kabir-first-pass',
      school: 'Modern School',
      class: '10',
      gender: 'Male',
    },
  });
  expect(res.status()).toBe(201);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Hello, Kabir Singh' })).toBeVisible();
  await expect(page.getByText('Student', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Edit profile' }).click();
  await page.getByLabel('Class').selectOption('11');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Please select the stream')).toBeVisible();
  await page.getByLabel('Stream').selectOption('Commerce');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByRole('main').getByText('Commerce', { exact: true })).toBeVisible();

  await page.goto('/settings');
  await expectNoAxeViolations(page);
  await page.getByLabel('Current password').fill('kabir-first-pass');
  await page.getByLabel('New password').fill('kabir-second-pass');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Password changed. Other devices have been signed out.'),
  ).toBeVisible();

  const other = await browser.newContext();
  const oldTry = await other.request.post(`${E2E_BASE_URL}/api/auth/login`, {
    headers: { origin: E2E_BASE_URL },
    data: { phone, password: 'kabir-first-pass' },
  });
  expect(oldTry.status()).toBe(401);
  const newTry = await other.request.post(`${E2E_BASE_URL}/api/auth/login`, {
    headers: { origin: E2E_BASE_URL },
    data: { phone, password: 'kabir-second-pass' },
  });
  expect(newTry.status()).toBe(200);
  await other.close();
});

test('an administrator’s profile is labelled ADMIN and links to the admin area', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN);
  await page.goto('/profile');
  await expect(page.getByText('ADMIN', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Edit Site' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Site' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Site settings' })).toBeVisible();
});

test('a student’s profile sums up their courses with progress and a way back in', async ({
  page,
}) => {
  const res = await page.request.post('/api/auth/register', {
    headers: { origin: E2E_BASE_URL },
    data: {
      name: 'Zoya Khan',
      phone: uniquePhone(),
      password: 'zoya-learns-2026',
      school: 'Modern School',
      class: '11',
      stream: 'Commerce',
      gender: 'Female',
    },
  });
  expect(res.status()).toBe(201);

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'My courses' }).click();
  await expect(page.getByText('No courses found')).toBeVisible();

  const list = await page.request.get('/api/courses?q=accountancy+scratch');
  const course = (await list.json()).data.items[0] as { _id: string; title: string };
  const enrol = await page.request.post(`/api/purchase/${course._id}`, {
    headers: { origin: E2E_BASE_URL },
  });
  expect(enrol.status()).toBe(200);

  await page.reload();
  await page.getByRole('tab', { name: 'My courses' }).click();
  const summary = page.getByRole('list', { name: 'My courses' });
  await expect(
    summary.getByRole('progressbar', { name: `Progress in ${course.title}` }),
  ).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('1 course enrolled, 0 completed.')).toBeVisible();
  await expectNoAxeViolations(page);
  await summary.getByRole('link', { name: `Continue ${course.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/student/my-courses/${course._id}$`));
});

test('the profile’s sections are a vertical menu on a phone and a row from medium screens up', async ({
  page,
}) => {
  const res = await page.request.post('/api/auth/register', {
    headers: { origin: E2E_BASE_URL },
    data: {
      name: 'Meera Nair',
      phone: uniquePhone(),
      password: 'meera-reads-2026',
      school: 'Kendriya Vidyalaya',
      class: '8',
      gender: 'Female',
    },
  });
  expect(res.status()).toBe(201);
  const menu = page.getByRole('tablist', { name: 'Profile sections' });
  const tabs = ['Details', 'Edit profile', 'My courses'].map((name) =>
    page.getByRole('tab', { name }),
  );
  const boxes = () => Promise.all(tabs.map(async (tab) => (await tab.boundingBox())!));
  /** Each tab's box with the next one's. */
  const neighbours = async () => {
    const all = await boxes();
    return all.slice(1).map((next, i) => [all[i]!, next] as const);
  };

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile');
  await expect(menu).toHaveAttribute('aria-orientation', 'vertical');
  // Measured again until the page has settled: the boxes are read one after another, and a
  // line that arrives above the menu between two reads would move only some of them.
  await expect
    .poll(async () =>
      (await neighbours()).every(
        ([above, below]) => below.x === above.x && below.y >= above.y + above.height,
      ),
    )
    .toBe(true);
  const panel = page.getByRole('tabpanel', { name: 'Details' });
  await expect.poll(async () => (await panel.boundingBox())!.y > (await boxes())[2]!.y).toBe(true);
  await tabs[0]!.focus();
  await page.keyboard.press('ArrowDown');
  await expect(tabs[1]!).toHaveAttribute('aria-selected', 'true');

  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(menu).toHaveAttribute('aria-orientation', 'horizontal');
  await expect
    .poll(async () =>
      (await neighbours()).every(
        ([left, right]) => right.y === left.y && right.x >= left.x + left.width,
      ),
    )
    .toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(tabs[2]!).toHaveAttribute('aria-selected', 'true');
});
