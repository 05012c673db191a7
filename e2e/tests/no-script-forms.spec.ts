import { codeSentTo, expect, registerStudent, test, uniquePhone } from '../fixtures.ts';

// A slow phone: the server's page is there, the script is not (yet).
test.use({ javaScriptEnabled: false });

test('login posted before the script runs keeps the password out of the address', async ({
  page,
}) => {
  const phone = uniquePhone();
  await page.goto('/login');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password').fill('typed-before-the-script');
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/login$/);
  expect(page.url()).not.toContain('typed-before-the-script');
  await expect(page.getByRole('alert')).toHaveText('Invalid phone number or password');
  await expect(page.getByLabel('Phone number')).toHaveValue(phone);
  await expect(page.getByLabel('Password')).toHaveValue('');
});

test('a page for students sends a visitor to log in from the server, and back once signed in', async ({
  page,
}) => {
  const student = await registerStudent(page);
  await page.context().clearCookies();
  // The server says where to go: a slow phone does not wait for the script to learn it.
  await page.goto('/hi/student/my-tests');
  await expect(page).toHaveURL(/\/hi\/login\?from=%2Fstudent%2Fmy-tests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'लॉगिन' })).toBeVisible();

  await page.goto('/student/my-tests?view=done');
  await expect(page).toHaveURL(/\/login\?from=%2Fstudent%2Fmy-tests%3Fview%3Ddone$/);
  await page.getByLabel('Phone number').fill(student.phone);
  await page.getByLabel('Password').fill(student.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/student\/my-tests\?view=done$/);
});

test('registration posted before the script runs signs the student in', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Rohan Gupta');
  await page.getByLabel('Phone number').fill(uniquePhone());
  await page.getByLabel('Password').fill('rohan-registers-early');
  await page.getByLabel('School').fill('St. Xavier’s');
  await page.getByLabel('Class').selectOption('9');
  await page.getByLabel('Male', { exact: true }).check();
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  expect(page.url()).not.toContain('rohan-registers-early');
  const me = await page.request.get('/api/auth/me');
  expect((await me.json()).data.user.name).toBe('Rohan Gupta');
});

test('a registration refused before the script runs shows why and keeps what was typed', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Rohan Gupta');
  await page.getByLabel('Password').fill('rohan-registers-early');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/register$/);
  expect(page.url()).not.toContain('rohan');
  await expect(page.getByLabel('Full name')).toHaveValue('Rohan Gupta');
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(page.getByText('Phone number is required')).toBeVisible();
});

test('a forgotten password is reset before the script runs, in two steps on one page', async ({
  page,
}) => {
  const student = await registerStudent(page);
  await page.context().clearCookies();
  await page.goto('/forgot-password');
  await page.getByLabel('Phone number').fill(student.phone);
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('status')).toContainText('6-digit code is on its way');
  const code = await codeSentTo(`+91${student.phone}`);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  // Refused: the second step again, the code kept, the password not.
  await expect(page.getByLabel('6-digit code')).toHaveValue(code);
  await expect(page.getByLabel('New password')).toHaveValue('');
  expect(page.url()).not.toContain('short');

  await page.getByLabel('New password').fill('a-fresh-start-2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login\?reset=done$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed. Sign in with the new one.',
  );
  await page.getByLabel('Phone number').fill(student.phone);
  await page.getByLabel('Password').fill('a-fresh-start-2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // In Hindi too.
  await page.context().clearCookies();
  await page.goto('/hi/login?reset=done');
  await expect(page.getByRole('status')).toHaveText(
    'आपका पासवर्ड बदल दिया गया है। नए पासवर्ड से लॉग इन करें।',
  );
});

test('the code page a sign-up is sent to without script asks for the code and posts it', async ({
  page,
}) => {
  // Where the server sends a sign-up posted without script when numbers are confirmed
  // (native-forms.test.ts covers the whole way, the setting on).
  const phone = `+91${uniquePhone()}`;
  await page.goto(`/confirm-phone?phone=${encodeURIComponent(phone)}&from=%2Ftests`);
  await expect(
    page.getByText(`Enter the code we sent to ${phone} to finish signing up.`),
  ).toBeVisible();
  await page.getByLabel('6-digit code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/confirm-phone\?phone=%2B91\d+&from=%2Ftests$/);
  await expect(
    page.getByText(`Enter the code we sent to ${phone} to finish signing up.`),
  ).toBeVisible();
  await expect(page.getByLabel('6-digit code')).toHaveValue('123456');
  // The server's word on the code, under its field.
  await expect(page.getByLabel('6-digit code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#confirm-phone-code-error')).not.toBeEmpty();
});
