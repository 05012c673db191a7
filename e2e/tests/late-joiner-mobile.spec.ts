import {
  DEMO_TEACHER,
  expect,
  expectFitsPhone,
  expectNoAxeViolations,
  newPhone,
  registerStudent,
  signIn,
  test,
} from '../fixtures.ts';

// The `mobile` project: a 390 x 844 phone. A student joins the demo batch four weeks into its
// term: the fee that fell due before is due on the day they join, and the registers of the
// classes before it do not hold them. The teacher finds those registers from the home's batches.

const DEMO_BATCH = 'Class 12 Science, Mon-Wed-Fri 5 pm';

test('a late joiner owes the earlier fee from the day they join and is on no earlier register', async ({
  page,
  browser,
}) => {
  test.slow();
  const name = `Kabir Late ${Date.now().toString(36)}`;
  await registerStudent(page, { name, class: '12', stream: 'Science' });
  await page.goto('/student/batches');
  const card = page.getByRole('article', { name: DEMO_BATCH });
  await card.getByRole('button', { name: `Join ${DEMO_BATCH}` }).click();
  const confirm = page.getByRole('dialog', { name: `Join ${DEMO_BATCH}?` });
  await expect(confirm.getByText('You will owe ₹14,000 in 3 instalments')).toBeVisible();
  await expectFitsPhone(page);
  await confirm.getByRole('button', { name: 'Confirm and join' }).click();
  await expect(card.getByText('You are in this batch')).toBeVisible();

  // The admission fell due on the batch's first day: for Kabir, it is due today.
  await page.goto('/dashboard');
  const admission = page
    .getByRole('list', { name: 'Fees due' })
    .getByRole('listitem')
    .filter({ hasText: `${DEMO_BATCH} · Admission` });
  await expect(admission.getByText(/^Due /)).toBeVisible();
  await expect(admission.getByText(/Overdue/)).toHaveCount(0);

  // The teacher, on a day with or without a class: My batches opens on the batch's recent
  // classes, each a link to its register.
  const teacher = await newPhone(browser);
  await signIn(teacher, DEMO_TEACHER);
  await teacher.goto('/teacher');
  await expect(teacher.getByRole('link', { name: 'Week’s timetable' })).toBeVisible();
  const batch = teacher.getByRole('list', { name: 'My batches' }).getByRole('group').filter({
    hasText: DEMO_BATCH,
  });
  await batch.getByText(DEMO_BATCH).click();
  const recent = teacher.getByRole('list', { name: `Recent classes of ${DEMO_BATCH}` });
  const taken = recent.getByRole('link').filter({ hasText: 'Attendance taken' });
  await expect(taken.first()).toBeVisible();
  await expectFitsPhone(teacher);
  await expectNoAxeViolations(teacher);
  await taken.first().click();

  // An earlier class's register: the students seated then, not Kabir.
  const students = teacher.getByRole('list', { name: 'Students' });
  await expect(students.getByRole('group', { name: 'Aarav Sharma' })).toBeVisible();
  await expect(students.getByRole('group', { name })).toHaveCount(0);
  await expectFitsPhone(teacher);
  await teacher.context().close();
});
