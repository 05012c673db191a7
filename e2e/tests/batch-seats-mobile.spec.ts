import { addDays, academyToday, weekdayOf } from '../../packages/contract/src/academy-calendar.ts';
import {
  E2E_ADMIN,
  E2E_BASE_URL,
  expect,
  expectFitsPhone,
  expectNoAxeViolations,
  newPhone,
  registerStudent,
  signIn,
  test,
} from '../fixtures.ts';

// The `mobile` project: a 390 x 844 phone. An admin seats a student who has attended all along
// from the batch's first day, then removes them: the earlier register still lists them.

const origin = { origin: E2E_BASE_URL };

test('an admin backdates a seat, removes the student, and the earlier register keeps them', async ({
  page,
  browser,
}) => {
  test.slow();
  const name = `Kabir Seat ${Date.now().toString(36)}`;
  const student = await newPhone(browser);
  await registerStudent(student, { name, class: '12', stream: 'Science' });
  await student.context().close();
  await signIn(page, E2E_ADMIN);
  const startDate = addDays(academyToday(), -30);
  const created = await page.request.post('/api/admin/batches', {
    headers: origin,
    data: {
      name: `Class 12 Physics ${Date.now().toString(36)}`,
      program: 'class-11-12',
      startDate,
      endDate: addDays(academyToday(), 60),
      capacity: 40,
    },
  });
  expect(created.status()).toBe(201);
  const batchId = (await created.json()).data.id as string;
  const slot = await page.request.post(`/api/admin/batches/${batchId}/slots`, {
    headers: origin,
    data: {
      weekday: weekdayOf(academyToday()),
      startTime: '00:00',
      durationMinutes: 60,
      subject: 'Physics',
    },
  });
  expect(slot.status()).toBe(201);
  const lastWeek = `/classes/${(await slot.json()).data.id}_${addDays(academyToday(), -7)}`;

  // Seated from a future day: the contract's message, under the field.
  await page.goto(`/admin/batches/${batchId}`);
  await page.getByRole('button', { name: 'Add students' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add students' });
  await dialog.getByRole('searchbox', { name: 'Search students' }).fill(name);
  await dialog.getByRole('checkbox', { name }).check();
  const seatedFrom = dialog.getByLabel('Seated from');
  await seatedFrom.fill(addDays(academyToday(), 1));
  await dialog.getByRole('button', { name: 'Add 1 student' }).click();
  await expect(dialog.getByText('A seat cannot start in the future')).toBeVisible();
  await expectFitsPhone(page);
  await expectNoAxeViolations(page);
  await seatedFrom.fill(startDate);
  await dialog.getByRole('button', { name: 'Add 1 student' }).click();
  await expect(dialog).toBeHidden();
  const members = page.getByRole('list', { name: 'Students' });
  await expect(members.getByText(name)).toBeVisible();

  // Backdated: last week's register holds them.
  await page.goto(lastWeek);
  const register = page.getByRole('list', { name: 'Students' });
  await expect(register.getByRole('group', { name })).toBeVisible();

  // Removed today: gone from the batch, still on last week's register.
  await page.goto(`/admin/batches/${batchId}`);
  await members.getByRole('button', { name: `Remove ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Remove ${name} from the batch?` })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(members.getByText(name)).toHaveCount(0);
  await page.goto(lastWeek);
  await expect(register.getByRole('group', { name })).toBeVisible();
  await expectFitsPhone(page);
});
