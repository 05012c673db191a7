import type { Locator, Page } from '@playwright/test';
import {
  E2E_ADMIN,
  E2E_BASE_URL,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
  uniquePhone,
} from '../fixtures.ts';

const headers = { origin: E2E_BASE_URL };

async function fillQuestion(
  item: Locator,
  text: string,
  options: [string, string, string, string],
  correct: 'A' | 'B' | 'C' | 'D',
  topic: string,
  explanation = '',
) {
  await item.getByLabel('Question', { exact: true }).fill(text);
  for (const [i, letter] of (['A', 'B', 'C', 'D'] as const).entries())
    await item.getByLabel(`Option ${letter}`, { exact: true }).fill(options[i]!);
  await item.getByLabel(`Option ${correct} is correct`).check();
  await item.getByLabel('Topic (chapter)').fill(topic);
  if (explanation) await item.getByLabel('Explanation (optional)').fill(explanation);
}

const secondsOf = (clock: string) => {
  const [m, s] = clock.split(':').map(Number);
  return m! * 60 + s!;
};

const palette = (page: Page) => page.getByRole('list', { name: 'Question palette' });

test('an admin publishes a test; a student takes it, reloads, submits and reviews it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Electricity quick test ${Date.now()}`;

  // --- The admin builds a three-question test. ------------------------------------------------
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/upload/test');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload test' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Title must be at least 5 characters')).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Program or class').selectOption('class-9-10');
  await page.getByLabel('Subject').fill('Physics');
  await page.getByLabel('Time limit (minutes)').fill('10');
  await page.getByLabel('Section title').fill('Part A');
  await page.getByLabel('Marks per question').fill('2');
  await page.getByLabel('Negative marks (wrong)').fill('0.5');

  const question = (n: number) => page.getByRole('listitem', { name: `Question ${n} of Part A` });
  await fillQuestion(
    question(1),
    'The SI unit of current is',
    ['volt', 'ampere', 'ohm', 'watt'],
    'B',
    'Electricity',
    'Current is measured in amperes.',
  );
  await page.getByRole('button', { name: 'Add question to Part A' }).click();
  await fillQuestion(
    question(2),
    'Resistance of two 4 Ω resistors in series',
    ['2 Ω', '4 Ω', '8 Ω', '16 Ω'],
    'C',
    'Electricity',
    'In series, resistances add up: 4 + 4 = 8 Ω.',
  );
  await page.getByRole('button', { name: 'Add question to Part A' }).click();
  await fillQuestion(
    question(3),
    'A device that keeps the current in one direction',
    ['diode', 'resistor', 'rheostat', 'fuse'],
    'A',
    'Semiconductors',
  );
  // Reorder by keyboard: the third question moves up and back down.
  await question(3).getByRole('button', { name: 'Move Question 3 of Part A up' }).press('Enter');
  await expect(question(2).getByLabel('Question', { exact: true })).toHaveValue(
    'A device that keeps the current in one direction',
  );
  await question(2).getByRole('button', { name: 'Move Question 2 of Part A down' }).click();
  await expect(question(3).getByLabel('Topic (chapter)')).toHaveValue('Semiconductors');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/admin\/tests$/);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Published');
  await expect(row).toContainText('3');

  // --- A new student takes it. ----------------------------------------------------------------
  await page.context().clearCookies();
  const registered = await page.request.post('/api/auth/register', {
    headers,
    data: {
      name: 'Meera Iyer',
      phone: uniquePhone(),
      password: 'meera-practises-daily',
      school: 'Kendriya Vidyalaya',
      class: '10',
      gender: 'Female',
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/');
  await page.getByRole('link', { name: 'Tests', exact: true }).first().click();
  await expect(page).toHaveURL(/\/tests$/);
  await page.getByLabel('Subject').selectOption('Physics');
  await page.getByRole('link', { name: `Start ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('No penalty')).toHaveCount(0);
  await page.getByRole('button', { name: 'Start test' }).click();

  await expect(page.getByRole('heading', { name: 'Question 1 of 3' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(10:00|09:\d\d)$/);
  await page.getByLabel('B. ampere').check();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await palette(page)
    .getByRole('button', { name: /^Question 2:/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 3' })).toBeVisible();
  await page.getByLabel('B. 4 Ω').check();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark for review & next' }).click();
  await expect(page.getByRole('heading', { name: 'Question 3 of 3' })).toBeVisible();
  await expect(
    palette(page).getByRole('button', { name: 'Question 2: answered and marked for review' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expectNoAxeViolations(page);

  const before = secondsOf((await page.getByRole('timer').textContent()) ?? '');
  await page.waitForTimeout(1200);
  // The page asks before it goes away mid-test; the student confirms the reload.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();

  // After the reload: the same question, the same answers and the server's clock.
  await expect(page.getByRole('heading', { name: 'Question 2 of 3' })).toBeVisible();
  await expect(page.getByLabel('B. 4 Ω')).toBeChecked();
  await expect(
    palette(page).getByRole('button', { name: 'Question 1: answered', exact: true }),
  ).toBeVisible();
  await expect(
    palette(page).getByRole('button', { name: 'Question 2: answered and marked for review' }),
  ).toBeVisible();
  await expect(
    palette(page).getByRole('button', { name: 'Question 3: not answered', exact: true }),
  ).toBeVisible();
  const after = secondsOf((await page.getByRole('timer').textContent()) ?? '');
  expect(after).toBeLessThan(before);
  expect(after).toBeGreaterThan(before - 30);

  await page.getByRole('button', { name: 'Submit test' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Submit the test?' });
  await expect(dialog).toContainText('You have answered 2 of 3 questions; 1 marked for review');
  await dialog.getByRole('button', { name: 'Submit' }).click();

  // --- The result and the review. -------------------------------------------------------------
  await expect(page).toHaveURL(/\/result$/);
  await expect(page.getByRole('heading', { level: 1, name: `Result: ${title}` })).toBeVisible();
  // +2 for the right answer, −0.5 for the wrong one, 0 for the one left.
  await expect(page.getByTestId('result-score')).toHaveText('1.5 / 6');
  await expect(page.getByText('1 of 1', { exact: true })).toBeVisible();
  const q2 = page.getByRole('listitem', { name: 'Question 2', exact: true });
  await expect(q2).toContainText('Wrong (−0.5)');
  await expect(q2.getByRole('listitem').filter({ hasText: '4 Ω' }).first()).toContainText(
    'Your answer',
  );
  await expect(q2.getByRole('listitem').filter({ hasText: '8 Ω' })).toContainText('Correct answer');
  await expect(q2).toContainText('In series, resistances add up');
  // A doubt about the question names it (its teachers answer, decisions §116).
  await expect(q2.getByRole('link', { name: 'Ask a doubt about question 2' })).toHaveAttribute(
    'href',
    /^\/doubts\/ask\?questionId=[0-9a-f-]{36}$/,
  );
  await page.getByRole('button', { name: 'Not answered' }).click();
  await expect(page.getByRole('listitem', { name: /^Question \d$/ })).toHaveCount(1);
  await expectNoAxeViolations(page);

  // --- A retake after the answer key is practice: labelled so, and it moves no rank. ----------
  await page.getByRole('link', { name: 'Retake test' }).click();
  await page.getByRole('button', { name: 'Retake test' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 3' })).toBeVisible();
  await page.getByLabel('B. ampere').check();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit test' }).click();
  await page
    .getByRole('alertdialog', { name: 'Submit the test?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(page).toHaveURL(/\/result$/);
  await expect(page.getByText(/Attempt 2\s*Practice/)).toBeVisible();
  await expect(
    page.getByText(/this practice attempt is placed where its score would stand/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an admin imports questions from a CSV file, row errors first', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/upload/test');
  await expect(page.getByRole('link', { name: 'Download template' })).toHaveAttribute(
    'href',
    '/api/admin/mock-tests/csv-template',
  );
  const header = 'section,question,option_a,option_b,option_c,option_d,answer,topic,explanation';
  const file = (rows: string[]) => ({
    name: 'questions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...rows].join('\n')),
  });
  const input = page.getByLabel('CSV file of questions');
  await input.setInputFiles(
    file(['Part A,Good one,a,b,c,d,A,Topic,', 'Part A,Bad one,a,b,c,d,E,Topic,']),
  );
  const alert = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
  await expect(alert).toContainText('Row 3: Correct answer must be A, B, C or D');
  // The refused file is a 400 answer, which the browser logs: expected here, and only this one.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 400')]);
  consoleErrors.length = 0;

  await input.setInputFiles(
    file([
      'Part A,Journal entry for drawings,Purchases,Drawings,Sales,Capital,B,Journal Entries,',
      'Part B,Prime cost includes,Direct material,Office rent,Selling cost,Profit,A,Elements of Cost,',
    ]),
  );
  await expect(alert).toHaveCount(0);
  await expect(
    page
      .getByRole('listitem', { name: 'Question 1 of Part A' })
      .getByLabel('Question', { exact: true }),
  ).toHaveValue('Journal entry for drawings');
  await expect(
    page.getByRole('listitem', { name: 'Question 1 of Part B' }).getByLabel('Option B is correct'),
  ).not.toBeChecked();
  await expect(
    page.getByRole('listitem', { name: 'Question 1 of Part B' }).getByLabel('Option A is correct'),
  ).toBeChecked();
});
