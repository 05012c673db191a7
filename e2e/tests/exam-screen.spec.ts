import type { Page } from '@playwright/test';
import {
  E2E_ADMIN,
  E2E_BASE_URL,
  expect,
  expectNoAxeViolations,
  registerStudent,
  signIn,
  test,
} from '../fixtures.ts';

/** A published three-question test, made through the admin API (the editor has its own spec). */
async function publishTest(page: Page, title: string) {
  await signIn(page, E2E_ADMIN);
  const question = (text: string, options: string[], correctOption: number) => ({
    text,
    options,
    correctOption,
    topic: 'Motion',
  });
  const res = await page.request.post('/api/admin/mock-tests', {
    headers: { origin: E2E_BASE_URL },
    data: {
      title,
      program: 'class-9-10',
      subject: 'Physics',
      timeLimitMinutes: 15,
      status: 'published',
      sections: [
        {
          title: 'Part A',
          marksPerQuestion: 4,
          negativeMarks: 1,
          questions: [
            question('The SI unit of force is', ['newton', 'joule', 'watt', 'pascal'], 0),
            question('Speed of light in vacuum (m/s)', ['3 × 10⁶', '3 × 10⁸', '3 × 10⁵', '3'], 1),
            question('Acceleration due to gravity (m/s²)', ['1.6', '4.9', '9.8', '19.6'], 2),
          ],
        },
      ],
    },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { data: { id: string } };
  await page.context().clearCookies();
  return body.data.id;
}

const palette = (page: Page) => page.getByRole('list', { name: 'Question palette' });
const legendItem = (page: Page, count: number, label: string) =>
  page
    .getByRole('list', { name: 'Question status' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${count}\\s*${label}$`) });

test('the exam screen: no site chrome, an NTA palette, a warning before leaving, none on submit', async ({
  page,
}) => {
  test.slow(); // a sign-in for each of two people, an axe audit and a full test
  const title = `Motion check ${Date.now()}`;
  const testId = await publishTest(page, title);
  await registerStudent(page);

  await page.goto(`/tests/${testId}`);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('button', { name: 'Start test' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 3' })).toBeVisible();

  // Focused: the test's own bar, and none of the site's header, top bar or footer.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveCount(0);

  // The palette: the question on screen is visited, the others not yet.
  await expect(
    palette(page).getByRole('button', { name: 'Question 1: not answered' }),
  ).toBeVisible();
  await expect(
    palette(page).getByRole('button', { name: 'Question 2: not visited' }),
  ).toBeVisible();
  await expect(legendItem(page, 2, 'Not visited')).toBeVisible();

  await page.getByLabel('B. joule').check();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(palette(page).getByRole('button', { name: 'Question 1: answered' })).toBeVisible();
  await expect(legendItem(page, 1, 'Answered')).toBeVisible();

  await page.getByRole('button', { name: 'Save & next' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark for review & next' }).click();
  await expect(page.getByRole('heading', { name: 'Question 3 of 3' })).toBeVisible();
  // The last question's buttons say where they go: round to the first.
  await expect(page.getByRole('button', { name: 'Save & next' })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: 'Save & go back to question 1', exact: true }),
  ).toBeVisible();
  await expect(
    palette(page).getByRole('button', { name: 'Question 2: marked for review' }),
  ).toBeVisible();
  await page.getByLabel('C. 9.8').check();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(legendItem(page, 1, 'Marked for review')).toBeVisible();
  await expect(legendItem(page, 2, 'Answered')).toBeVisible();
  await expect(legendItem(page, 0, 'Not visited')).toBeVisible();
  await expectNoAxeViolations(page);

  // Leaving by Back or by a link asks first; Stay keeps the test.
  await page.goBack();
  const leave = page.getByRole('alertdialog', { name: 'Leave the test?' });
  await expect(leave).toContainText('Your answers are saved, and the timer keeps running.');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(/\/tests\/attempt\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Question 3 of 3' })).toBeVisible();

  await page.getByRole('link', { name: 'All tests' }).click();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/tests\/attempt\/[^/]+$/);

  // Reloading asks the browser's own question; after it, the palette is as it was.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.reload();
  expect(await asked).toBe('beforeunload');
  await expect(page.getByRole('heading', { name: 'Question 3 of 3' })).toBeVisible();
  await expect(
    palette(page).getByRole('button', { name: 'Question 2: marked for review' }),
  ).toBeVisible();
  await expect(palette(page).getByRole('button', { name: 'Question 3: answered' })).toBeVisible();

  // On a phone the palette is a panel opened from the test bar.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(palette(page)).toBeHidden();
  await page.getByRole('button', { name: /^Questions 2\/3 answered$/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Questions' });
  await expect(legendItem(page, 1, 'Marked for review')).toBeVisible();
  await drawer.getByRole('button', { name: 'Question 1: answered' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Question 1 of 3' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Submitting leaves without asking.
  let dialogs = 0;
  page.on('dialog', () => dialogs++);
  await page.getByRole('button', { name: 'Submit test' }).click();
  await page
    .getByRole('alertdialog', { name: 'Submit the test?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(page).toHaveURL(/\/result$/);
  await expect(page.getByRole('heading', { level: 1, name: `Result: ${title}` })).toBeVisible();
  await expect(leave).toHaveCount(0);
  expect(dialogs).toBe(0);
  await expect(page.getByRole('banner')).toBeVisible();

  // The review marks the right option and the student's wrong one, in words as well as colour.
  await expect(page.getByTestId('result-score')).toHaveText('3 / 12');
  const q1 = page.getByRole('listitem', { name: 'Question 1', exact: true });
  await expect(q1).toContainText('Wrong (−1)');
  await expect(q1.getByRole('listitem').filter({ hasText: 'joule' })).toContainText(
    'Your answer · Wrong',
  );
  await expect(q1.getByRole('listitem').filter({ hasText: 'newton' })).toContainText(
    'Correct answer',
  );
  const q3 = page.getByRole('listitem', { name: 'Question 3', exact: true });
  await expect(q3).toContainText('Correct (+4)');
  await expect(q3.getByRole('listitem').filter({ hasText: '9.8' })).toContainText(
    'Your answer · Correct answer',
  );
  await expectNoAxeViolations(page);
});
