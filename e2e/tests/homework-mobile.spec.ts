import { pngOf } from '../../apps/server/test/png.ts';
import { academyLocalTime } from '../../packages/contract/src/academy-calendar.ts';
import {
  DEMO_PARENT,
  DEMO_STUDENT,
  DEMO_TEACHER,
  expect,
  expectFitsPhone,
  expectNoAxeViolations,
  signIn,
  test,
  textSentTo,
} from '../fixtures.ts';

// The `mobile` project: a 390 x 844 phone. The demo batch's teacher sets homework due in an
// hour; the demo student finds it on their home and submits a photo of their notebook; the
// teacher sees who has not submitted, marks the work and returns it; the student finds it
// returned on their home, and the demo parent sees it on theirs.

const DEMO_BATCH = 'Class 12 Science, Mon-Wed-Fri 5 pm';
const HOUR = 3_600_000;

test('a teacher sets homework, the student submits a photo, the teacher returns it; the parent sees it', async ({
  page,
}) => {
  test.slow();
  // Other tests use the same server at the same time: this homework is told apart by its title.
  const title = `Chapter 4 exercises ${Date.now().toString(36)}`;
  await signIn(page, DEMO_TEACHER);
  await page.goto('/teacher');
  await page.getByRole('link', { name: 'Homework', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Homework', level: 1 })).toBeVisible();
  await page.getByLabel('Batch').selectOption({ label: DEMO_BATCH });
  const form = page.getByRole('form', { name: 'Set homework' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Instructions').fill('Solve questions 1 to 5 of exercise 4.2.');
  await form.getByLabel('Due (India time)').fill(academyLocalTime(Date.now() + HOUR));
  // A cut-off, so a run that fails half-way leaves nothing pending on the demo student's home.
  await form
    .getByLabel('No submissions after (optional)')
    .fill(academyLocalTime(Date.now() + 2 * HOUR));
  await form.getByLabel('Maximum marks').fill('20');
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);
  await form.getByRole('button', { name: 'Set homework' }).click();
  await expect(page.getByText('Homework set')).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // The student finds it on their home and submits a photo of their notebook.
  await page.context().clearCookies();
  await signIn(page, DEMO_STUDENT);
  await page.goto('/dashboard');
  const due = page.getByRole('region', { name: 'Homework due' });
  await due.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByLabel('Add a photo').setInputFiles({
    name: 'notebook.png',
    mimeType: 'image/png',
    buffer: pngOf(2400, 1800),
  });
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);
  await page.getByRole('button', { name: 'Submit homework' }).click();
  await expect(page.getByText('Homework submitted')).toBeVisible();
  const mine = page.getByRole('region', { name: 'Your submission' });
  await expect(mine.getByRole('img', { name: 'Photo 1 of Aarav Sharma’s work' })).toBeVisible();
  const homeworkPath = new URL(page.url()).pathname;

  // The teacher sees who has not submitted, then checks Aarav's work.
  await page.context().clearCookies();
  await signIn(page, DEMO_TEACHER);
  await page.goto(homeworkPath);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const students = page.getByRole('list', { name: 'Students' });
  await page.getByLabel('Show').selectOption({ label: 'Not submitted' });
  await expect(students.getByText('Not submitted').first()).toBeVisible();
  await expect(students.getByRole('heading', { name: 'Aarav Sharma' })).toHaveCount(0);
  await page.getByLabel('Show').selectOption({ label: 'Submitted' });
  const check = page.getByRole('form', { name: 'Check Aarav Sharma’s work' });
  await expect(page.getByRole('img', { name: 'Photo 1 of Aarav Sharma’s work' })).toBeVisible();
  await check.getByLabel('Marks out of 20').fill('25');
  await check.getByRole('button', { name: 'Return to Aarav Sharma' }).click();
  await expect(check.getByText('Marks cannot be more than the maximum')).toBeVisible();
  await check.getByLabel('Marks out of 20').fill('18');
  await check.getByLabel('Comment').fill('Neat and correct; show the units.');
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);
  await check.getByRole('button', { name: 'Return to Aarav Sharma' }).click();
  await expect(page.getByText('Returned to the student')).toBeVisible();
  await expect(students.getByText('Marks: 18 out of 20')).toBeVisible();
  // The student hears of it on their phone (the `log` provider writes it to the server's log).
  expect(await textSentTo(`+91${DEMO_STUDENT.phone}`, homeworkPath)).toContain(
    `Meera Iyer checked your homework "${title}": 18/20`,
  );

  // The student finds it returned on their home, with its marks and the comment.
  await page.context().clearCookies();
  await signIn(page, DEMO_STUDENT);
  await page.goto('/dashboard');
  const returned = page.getByRole('region', { name: 'Homework returned' });
  const back = returned.getByRole('listitem').filter({ hasText: title });
  await expect(back).toContainText('18 out of 20');
  await expect(page.getByRole('region', { name: 'Homework due' }).getByText(title)).toHaveCount(0);
  await back.getByRole('link', { name: title }).click();
  await expect(page.getByText('Neat and correct; show the units.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Submit|Replace/ })).toHaveCount(0);

  // The parent sees it returned, with its marks, on their home.
  await page.context().clearCookies();
  await signIn(page, DEMO_PARENT);
  await page.goto('/parent');
  const homework = page.getByRole('list', { name: 'Homework' }).first();
  const item = homework.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Returned');
  await expect(item).toContainText('18 out of 20');
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);
});
