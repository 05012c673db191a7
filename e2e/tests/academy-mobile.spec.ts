import type { Browser, Page } from '@playwright/test';
import { academyToday, weekdayOf } from '../../packages/contract/src/academy-calendar.ts';
import {
  DEMO_PARENT,
  DEMO_STUDENT,
  DEMO_TEACHER,
  E2E_ADMIN,
  E2E_BASE_URL,
  expect,
  expectNoAxeViolations,
  newPhone,
  signIn,
  test,
} from '../fixtures.ts';

// The `mobile` project: a 390 x 844 phone. One term's day at the academy, each person on their
// own phone: the admin sets up a batch, the teacher takes its register, the parent follows.

const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];
const BATCH = `Class 12 Biology, weekdays ${Date.now().toString(36)}`;
const SUBJECT = `Biology ${Date.now().toString(36)}`;

async function phoneOf(browser: Browser, account: typeof E2E_ADMIN) {
  const page = await newPhone(browser);
  await signIn(page, account);
  return page;
}

/** The demo student sits a free test, so their parent has a result to see. */
async function demoStudentTakesATest(page: Page) {
  const origin = { origin: E2E_BASE_URL };
  const tests = (await (await page.request.get('/api/mock-tests')).json()).data as { id: string }[];
  const started = await page.request.post(`/api/mock-tests/${tests[0]!.id}/attempts`, {
    headers: origin,
  });
  expect(started.ok()).toBe(true);
  const attemptId = (await started.json()).data.id as string;
  const submitted = await page.request.post(`/api/mock-attempts/${attemptId}/submit`, {
    headers: origin,
  });
  expect(submitted.ok()).toBe(true);
}

test('an admin sets up a batch, the teacher takes its register, the parent sees the child’s attendance and result', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.slow();
  // The admin, on a phone: a new batch taught by the demo teacher.
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/batches');
  await expect(page.getByRole('heading', { name: 'Batches', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New batch' }).click();
  const form = page.getByRole('dialog', { name: 'New batch' });
  await form.getByRole('button', { name: 'Create batch' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  // The browser logs the refused call itself (a 400): expected here, and only here.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 400')]);
  consoleErrors.length = 0;
  await form.getByLabel('Batch name').fill(BATCH);
  await form.getByLabel('Program or class').selectOption('class-11-12');
  await form.getByLabel('Subjects').fill('Biology');
  await form.getByLabel('Subjects').press('Enter');
  await form.getByLabel('Meera Iyer').check();
  await form.getByLabel('Seats').fill('25');
  await form.getByRole('button', { name: 'Create batch' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('link', { name: BATCH }).click();
  await expect(page.getByRole('heading', { name: BATCH, level: 1 })).toBeVisible();
  await expect(page.getByText('0 of 25 seats taken')).toBeVisible();
  await expectNoAxeViolations(page);

  // Its weekly class: today's weekday, begun at midnight, so the teacher can mark it now.
  await page.getByRole('tab', { name: 'Timetable' }).click();
  await page.getByRole('button', { name: 'Add a weekly class' }).click();
  const slot = page.getByRole('dialog', { name: 'Add a weekly class' });
  await slot.getByLabel('Day').selectOption(WEEKDAY_NAMES[weekdayOf(academyToday()) - 1]!);
  await slot.getByLabel('Starts at').fill('00:00');
  await slot.getByLabel('Subject').fill(SUBJECT);
  await slot.getByLabel('Teacher').selectOption({ label: 'Meera Iyer' });
  await slot.getByLabel('Room').fill('Room 5');
  await slot.getByRole('button', { name: 'Save class' }).click();
  await expect(slot).toBeHidden();
  await expect(page.getByText(SUBJECT)).toBeVisible();

  // Two students, found by name and ticked.
  await page.getByRole('tab', { name: 'Students' }).click();
  await page.getByRole('button', { name: 'Add students' }).click();
  const add = page.getByRole('dialog', { name: 'Add students' });
  // By phone: other tests register students of the same names.
  await add.getByLabel('Search students').fill(DEMO_STUDENT.phone);
  await add.getByLabel(/Aarav Sharma/).check();
  await add.getByLabel('Search students').fill('9812345678');
  await add.getByLabel(/Diya Patel/).check();
  await add.getByRole('button', { name: 'Add 2 students' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('2 of 25 seats taken')).toBeVisible();
  const members = page.getByRole('tabpanel', { name: 'Students' });
  for (const name of ['Aarav Sharma', 'Diya Patel'])
    await expect(members.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // The teacher, on their phone: today's class from the home, everyone present, one tap for
  // the absent student, and save.
  const teacher = await phoneOf(browser, DEMO_TEACHER);
  await teacher.goto('/teacher');
  const today = teacher.getByRole('article', { name: new RegExp(`^${SUBJECT}`) });
  await today.getByRole('link', { name: 'Take attendance' }).click();
  await expect(teacher.getByRole('heading', { level: 1 })).toContainText(SUBJECT);
  await expect(teacher.getByText('2 present · 0 absent · 0 late')).toBeVisible();
  await teacher.getByRole('group', { name: 'Aarav Sharma' }).getByText('Absent').click();
  await expect(teacher.getByText('1 present · 1 absent · 0 late')).toBeVisible();
  await expectNoAxeViolations(teacher);
  await teacher.getByRole('button', { name: 'Save attendance' }).click();
  await expect(teacher.getByText('Attendance saved')).toBeVisible();
  await teacher.context().close();

  const student = await phoneOf(browser, DEMO_STUDENT);
  await demoStudentTakesATest(student);
  await student.context().close();

  // The parent, on theirs: Aarav's attendance, today's absence in it, and the test result.
  const parent = await phoneOf(browser, DEMO_PARENT);
  await parent.goto('/parent');
  const aarav = parent.getByRole('region', { name: 'Aarav Sharma' });
  const attendance = aarav.getByRole('region', { name: 'Attendance' });
  await expect(attendance.getByText(/^So far:/)).toBeVisible();
  const thisMonth = attendance
    .getByRole('list', { name: 'Attendance by month' })
    .getByRole('listitem')
    .first();
  await expect(thisMonth).toContainText(/[1-9]\d* absent/);
  const results = aarav.getByRole('list', { name: 'Latest test results' });
  await expect(results.getByRole('listitem').first()).toContainText(/Rank \d+ of \d+/);
  await expectNoAxeViolations(parent);

  // The Saturday reviews' recordings, from the timetable.
  await parent.goto('/timetable');
  await parent.getByRole('link', { name: 'Class recordings' }).click();
  const recordings = parent.getByRole('list', { name: 'Class 12 Science, Mon-Wed-Fri 5 pm' });
  await expect(recordings.getByRole('link').first()).toContainText('Weekly test review');
  await expectNoAxeViolations(parent);

  // The parent's home in Hindi.
  await parent.goto('/hi/parent');
  await expect(parent.getByRole('region', { name: 'Aarav Sharma' })).toContainText('उपस्थिति');
  await expectNoAxeViolations(parent);
  await parent.context().close();
});
