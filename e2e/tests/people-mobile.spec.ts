import {
  E2E_ADMIN,
  expect,
  expectNoAxeViolations,
  newPhone,
  registerStudent,
  signIn,
  test,
  uniquePhone,
} from '../fixtures.ts';

// The `mobile` project: a 390 x 844 phone.

test('on a phone an admin adds a parent and links a child by phone; the parent signs in and sees the child', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // The child: a student who signed up on their own.
  const child = await registerStudent(page, { name: 'Kabir Malhotra' });
  await page.context().clearCookies();

  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/people');
  await expect(page.getByRole('heading', { name: 'Teachers & parents', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Parents' }).click();
  await expect(page).toHaveURL(/role=parent/);
  await expectNoAxeViolations(page);

  const parentPhone = uniquePhone();
  await page.getByRole('button', { name: 'Add parent' }).click();
  const form = page.getByRole('dialog', { name: 'Add parent' });
  await form.getByRole('button', { name: 'Add parent' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Full name').fill('Nisha Malhotra');
  await form.getByLabel('Phone number').fill(parentPhone);
  await form.getByLabel('Password').fill('nisha-follows-kabir');
  await form.getByRole('button', { name: 'Add parent' }).click();
  await expect(page.getByText('Parent added')).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByLabel('Search parents by name or phone').fill(parentPhone.slice(-7));
  const card = page.getByRole('listitem').filter({ hasText: 'Nisha Malhotra' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Actions for Nisha Malhotra' }).click();
  await page.getByRole('menuitem', { name: 'Children' }).click();
  const children = page.getByRole('dialog', { name: 'Children of Nisha Malhotra' });
  await expect(children.getByText('No children linked yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  // A number no student has is refused, saying why.
  await children.getByLabel('Student’s phone number').fill(uniquePhone());
  await children.getByRole('button', { name: 'Link child' }).click();
  await expect(
    children.getByText('No student has this phone number', { exact: true }).first(),
  ).toBeVisible();
  // The browser logs the refused call itself (a 404): expected here, and only here.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 404')]);
  consoleErrors.length = 0;

  await children.getByLabel('Student’s phone number').fill(child.phone);
  await children.getByRole('button', { name: 'Link child' }).click();
  const linked = children.getByRole('list', { name: 'Linked children' });
  await expect(linked.getByText('Kabir Malhotra')).toBeVisible();
  await children.getByRole('button', { name: 'Close' }).first().click();
  await expect(card.getByText('Kabir Malhotra')).toBeVisible();

  // The parent signs in with the phone number and password on a phone of their own.
  const parentPage = await newPhone(browser);
  await parentPage.goto('/login');
  await parentPage.getByLabel('Phone').fill(parentPhone);
  await parentPage.getByLabel('Password').fill('nisha-follows-kabir');
  await parentPage.getByRole('button', { name: 'Login' }).click();
  await expect(parentPage).toHaveURL(/\/parent$/);
  const kabir = parentPage.getByRole('region', { name: 'Kabir Malhotra' });
  await expect(kabir.getByText('Class 10')).toBeVisible();
  await expect(kabir.getByText('No classes marked yet.')).toBeVisible();
  await expect(kabir.getByText('No tests taken yet.')).toBeVisible();
  await expectNoAxeViolations(parentPage);
  await parentPage.context().close();
});
