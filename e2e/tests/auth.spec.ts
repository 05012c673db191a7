import {
  DEMO_STUDENT,
  E2E_ADMIN,
  E2E_BASE_URL,
  expect,
  expectNoAxeViolations,
  registerStudent,
  signIn,
  test,
  uniquePhone,
} from '../fixtures.ts';

test('a new student registers and lands on /courses signed in, then logs out', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Name').fill('Meera Nair');
  await page.getByLabel('Phone').fill(uniquePhone());
  await page.getByLabel('Password').fill('meera-studies-hard');
  await page.getByLabel('School').fill('Kendriya Vidyalaya');
  await page.getByLabel('Class').selectOption('11');
  await expect(page.getByLabel('Stream')).toBeVisible();
  await page.getByLabel('Stream').selectOption('Science');
  await page.getByLabel('Female').check();
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Registration successful!')).toBeVisible();
  const avatar = page.getByRole('button', { name: /account menu/i });
  await expect(avatar).toHaveText('M');

  await avatar.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  const me = await page.request.get('/api/auth/me');
  expect((await me.json()).data.user).toBeNull();
});

test('a visitor sent to log in from a course creates an account instead and is back on the course', async ({
  page,
}) => {
  const res = await page.request.get('/api/courses?q=python');
  const { data } = (await res.json()) as { data: { items: { _id: string; title: string }[] } };
  const course = data.items[0]!;
  await page.goto(`/course/${course._id}`);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page
    .getByRole('main')
    .getByRole('link', { name: /^(Buy|Enrol) Now$/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/login\\?from=%2Fcourse%2F${course._id}$`));
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill('Kabir Singh');
  await page.getByLabel('Phone').fill(uniquePhone());
  await page.getByLabel('Password').fill('kabir-wants-python');
  await page.getByLabel('School').fill('DAV Public School');
  await page.getByLabel('Class').selectOption('9');
  await page.getByLabel('Male', { exact: true }).check();
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(new RegExp(`/course/${course._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(page.getByRole('button', { name: /account menu/i })).toHaveText('K');
});

test('registration shows the spec messages and hides the stream below class 11', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('please enter the class')).toBeVisible();
  await expect(page.getByLabel('Stream')).toHaveCount(0);
  await page.getByLabel('Class').selectOption('12');
  await expect(page.getByLabel('Stream')).toBeVisible();
  await page.getByLabel('Class').selectOption('9');
  await expect(page.getByLabel('Stream')).toHaveCount(0);
});

test('a guest sent to /login from an admin page returns there after the admin signs in', async ({
  page,
}) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Phone').fill(E2E_ADMIN.phone);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload' })).toBeVisible();
  await page.getByRole('button', { name: /account menu/i }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin dashboard' })).toBeVisible();
  // One way in: the admin area's sidebar lists Site Settings, Manage Students and the rest.
  await expect(page.getByRole('menuitem', { name: 'Site settings' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Admin dashboard' }).click();
  const adminMenu = page.getByRole('navigation', { name: 'Admin' });
  await expect(adminMenu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await adminMenu.getByRole('link', { name: 'Manage students' }).click();
  await expect(page.getByRole('heading', { name: 'Manage students', level: 1 })).toBeVisible();
  await expect(adminMenu.getByRole('link', { name: 'Manage students' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a wrong password shows the server message and keeps the visitor on /login', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Phone').fill(DEMO_STUDENT.phone);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid phone number or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a student opening an admin page is sent to /unauthorized', async ({ page }) => {
  await registerStudent(page);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText('You are not supposed to be here.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
});

test('a signed-in user opening /login or /register is sent to /', async ({ page }) => {
  await registerStudent(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
});

test('a deep link reloads into the app', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a student whose password the admin reset chooses a new one before anything else', async ({
  page,
  browser,
}) => {
  // The administrator adds the student and then resets the password by phone call.
  const admin = await browser.newContext({ baseURL: E2E_BASE_URL });
  await signIn(admin.pages()[0] ?? (await admin.newPage()), E2E_ADMIN);
  const headers = { origin: E2E_BASE_URL };
  const phone = uniquePhone();
  const created = await admin.request.post('/api/admin/students', {
    headers,
    data: {
      name: 'Kavya Reddy',
      phone,
      password: 'kavya-first-password',
      school: 'Narayana School',
      class: '9',
      gender: 'Female',
    },
  });
  expect(created.status()).toBe(201);
  const { userId } = (await created.json()).data.student;
  const reset = await admin.request.post(`/api/admin/students/${userId}/reset-password`, {
    headers,
    data: { password: 'told-on-the-phone-2026' },
  });
  expect(reset.status()).toBe(200);
  await admin.close();

  await page.goto('/login');
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Password').fill('told-on-the-phone-2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/choose-password$/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Every signed-in page sends them back here until they have.
  await page.goto('/student/my-courses');
  await expect(page).toHaveURL(/\/choose-password$/);

  await page.getByLabel('Current password').fill('told-on-the-phone-2026');
  await page.getByLabel('New password').fill('only-kavya-knows-this');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/student/my-courses');
  await expect(page).toHaveURL(/\/student\/my-courses$/);
});
