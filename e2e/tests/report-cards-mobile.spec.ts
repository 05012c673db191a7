import { execFileSync } from 'node:child_process';
import {
  DEMO_PARENT,
  DEMO_TEACHER,
  E2E_ADMIN,
  expect,
  expectFitsPhone,
  expectNoAxeViolations,
  signIn,
  test,
} from '../fixtures.ts';
import { academyToday, addDays } from '../../packages/contract/src/academy-calendar.ts';

// The `mobile` project: a 390 x 844 phone. The admin sets a term around today, the demo teacher
// writes the demo student's remark, and the demo parent downloads the student's report card.
// The only spec that adds terms, which may not overlap: one term a run (a fresh database).

const DEMO_BATCH = 'Class 12 Science, Mon-Wed-Fri 5 pm';
const STUDENT = 'Aarav Sharma';

test('the admin sets a term, the teacher writes a remark, the parent downloads the report card', async ({
  page,
}) => {
  test.slow();
  const term = `Term ${Date.now().toString(36)}`;
  const remark = `Steady progress in Physics ${Date.now().toString(36)}.`;

  // The admin's terms.
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/terms');
  await expect(page.getByRole('heading', { name: 'Terms', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'New term' });
  await form.getByLabel('Name').fill(term);
  await form.getByLabel('First day').fill(addDays(academyToday(), -30));
  await form.getByLabel('Last day').fill(addDays(academyToday(), -40));
  await form.getByRole('button', { name: 'Add term' }).click();
  await expect(form.getByText('A term’s last day cannot be before its first day')).toBeVisible();
  await form.getByLabel('Last day').fill(addDays(academyToday(), 30));
  await form.getByRole('button', { name: 'Add term' }).click();
  await expect(page.getByText('Term added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Terms' })).toContainText(term);
  // A term is changed in place.
  await page.getByRole('button', { name: `Change ${term}` }).click();
  const change = page.getByRole('form', { name: `Change ${term}` });
  await change.getByLabel('Last day').fill(addDays(academyToday(), 31));
  await change.getByRole('button', { name: 'Save term' }).click();
  await expect(page.getByText('Term saved')).toBeVisible();
  await expectFitsPhone(page);
  await expectNoAxeViolations(page);

  // The teacher's remarks, a student at a time.
  await page.context().clearCookies();
  await signIn(page, DEMO_TEACHER);
  await page.goto('/teacher');
  await page.getByRole('link', { name: 'Report cards and remarks' }).click();
  await expect(page.getByRole('heading', { name: 'Report cards', level: 1 })).toBeVisible();
  await page.getByLabel('Term', { exact: true }).selectOption({ label: term });
  await page.getByLabel('Batch', { exact: true }).selectOption({ label: DEMO_BATCH });
  await expect(page.getByText(/Student 1 of \d+/)).toBeVisible();
  // Other tests seat students in the demo batch: step on until the demo student's card.
  const card = page.getByRole('form', { name: STUDENT });
  for (let i = 0; i < 20 && !(await card.isVisible()); i++) {
    await page.getByRole('button', { name: 'Next student' }).click();
    await page.waitForLoadState('networkidle');
  }
  await card.getByLabel(`Remark for ${STUDENT}`).fill(remark);
  await card.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText('Remark saved')).toBeVisible();
  await expectFitsPhone(page);
  await expectNoAxeViolations(page);

  // The parent's home: the card of the demo batch's term, as a PDF.
  await page.context().clearCookies();
  await signIn(page, DEMO_PARENT);
  await page.goto('/parent');
  const cards = page.getByRole('list', { name: 'Report cards' }).first();
  const item = cards
    .getByRole('listitem')
    .filter({ hasText: term })
    .filter({ hasText: DEMO_BATCH });
  const link = item.getByRole('link', { name: /Download report card/ });
  await expect(link).toBeVisible();
  await expectFitsPhone(page);
  await expectNoAxeViolations(page);

  const answer = await page.request.get((await link.getAttribute('href'))!);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${STUDENT} - ${term}.pdf`);
  const text = execFileSync('pdftotext', ['-layout', (await file.path())!, '-'], {
    encoding: 'utf8',
  });
  expect(text).toContain(STUDENT);
  expect(text).toContain(remark);
  expect(text).toContain(DEMO_BATCH);
});
