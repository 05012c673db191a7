import { PHONE_CODE_MESSAGES } from '@academy/contract/phone-codes';
import {
  codeSentTo,
  expect,
  registerStudent,
  expectNoAxeViolations,
  test,
  uniquePhone,
} from '../fixtures.ts';

test('a student who forgot the password gets back in with a code sent to the phone', async ({
  page,
  consoleErrors,
}) => {
  const phone = uniquePhone();
  await registerStudent(page, {
    name: 'Farhan Qureshi',
    phone,
    password: 'farhan-forgets-this',
    school: 'Jamia School',
    class: '10',
    gender: 'Male',
  });
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '6-digit code is on its way' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  await expect(page.getByLabel('6-digit code')).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoAxeViolations(page);

  const code = await codeSentTo(`+91${phone}`);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('6-digit code').fill(wrong);
  await page.getByLabel('New password').fill('farhan-remembers-now');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(PHONE_CODE_MESSAGES.resetCodeRefused)).toBeVisible();
  // The wrong code's 400 is the browser's console error; it is expected here.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 400')]);
  consoleErrors.length = 0;

  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(PHONE_CODE_MESSAGES.resetDone)).toBeVisible();

  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password').fill('farhan-remembers-now');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a student moves to a new phone number with the code sent to it', async ({ page }) => {
  const phone = uniquePhone();
  await registerStudent(page, {
    name: 'Gauri Deshpande',
    phone,
    password: 'gauri-new-sim-card',
    school: 'Fergusson School',
    class: '9',
    gender: 'Female',
  });
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Phone number' });
  const next = uniquePhone();
  await section.getByLabel('New phone number').fill(next);
  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(section.getByRole('status')).toHaveText(PHONE_CODE_MESSAGES.changeSent);
  await section.getByLabel('6-digit code').fill(await codeSentTo(`+91${next}`));
  await section.getByRole('button', { name: 'Change number' }).click();
  await expect(page.getByText(PHONE_CODE_MESSAGES.changed)).toBeVisible();
  await expect(section.getByText(`You sign in with +91${next}`)).toBeVisible();
  await expectNoAxeViolations(page);
});
