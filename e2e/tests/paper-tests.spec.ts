import {
  E2E_ADMIN,
  E2E_BASE_URL,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
  uniquePhone,
} from '../fixtures.ts';
import { academyToday, addDays } from '../../packages/contract/src/academy-calendar.ts';

// The `desktop` project: a laptop. An admin sets a paper test for a batch of 40, types one
// subject's marks down its column and pastes the other's from a spreadsheet, publishes, and
// reads the spread of the batch's last test on its page.

const origin = { origin: E2E_BASE_URL };
const SIZE = 40;

test('marks for a batch of 40 go in by keyboard and paste, and publishing ranks them', async ({
  page,
}) => {
  test.slow();
  const tag = Date.now().toString(36);
  const batch = `Class 10 Maths ${tag}`;
  const names = Array.from(
    { length: SIZE },
    (_, i) => `Pupil ${tag} ${String(i + 1).padStart(2, '0')}`,
  );
  await signIn(page, E2E_ADMIN);
  const created = await page.request.post('/api/admin/batches', {
    headers: origin,
    data: {
      name: batch,
      program: 'class-9-10',
      subjects: ['Maths', 'Science'],
      startDate: addDays(academyToday(), -30),
      endDate: addDays(academyToday(), 60),
      capacity: 45,
    },
  });
  expect(created.status()).toBe(201);
  const batchId = (await created.json()).data.id as string;
  const csv = [
    'name,phone,class,batch',
    ...names.map((name) => `${name},${uniquePhone()},10,"${batch}"`),
  ].join('\n');
  const imported = await page.request.post('/api/admin/students/import', {
    headers: origin,
    data: { csv, sendWelcome: false },
  });
  expect(imported.status(), await imported.text()).toBe(201);

  await page.goto(`/paper-tests?batch=${batchId}`);
  await expect(page.getByRole('heading', { name: 'Paper tests', level: 1 })).toBeVisible();
  await expect(page.getByText('No paper tests in this batch yet.')).toBeVisible();
  const form = page.getByRole('form', { name: 'New paper test' });
  await form.getByLabel('Name').fill(`Unit test ${tag}`);
  // The batch's subjects are there to start with, out of 100: Maths is out of 80, Science 20.
  await expect(form.getByLabel('Subject 1', { exact: true })).toHaveValue('Maths');
  await form.getByLabel('Maximum marks of subject 1').fill('80');
  await form.getByLabel('Maximum marks of subject 2').fill('20');
  await form.getByRole('button', { name: 'Create and enter marks' }).click();
  await expect(page.getByRole('heading', { name: `Unit test ${tag}`, level: 1 })).toBeVisible();

  // Maths, typed straight down its column: a number and Enter, 40 times. The first is absent.
  const maths = (i: number) => (i === 0 ? 'a' : String(30 + i));
  await page.getByLabel(`Maths marks of ${names[0]}`).click();
  for (let i = 0; i < SIZE; i++) {
    await page.keyboard.type(maths(i));
    await page.keyboard.press('Enter');
  }
  await expect(page.getByLabel(`Maths marks of ${names[39]}`)).toBeFocused();
  await expect(page.getByLabel(`Maths marks of ${names[20]}`)).toHaveValue('50');
  // ↑ goes back up the column to fix a mark: 85 is past Maths's 80.
  await page.keyboard.press('ArrowUp');
  await expect(page.getByLabel(`Maths marks of ${names[38]}`)).toBeFocused();
  await page.getByLabel(`Maths marks of ${names[5]}`).fill('85');

  // Science, a column copied from a spreadsheet and pasted into its first cell.
  const science = Array.from({ length: SIZE }, (_, i) => (i === 0 ? 'AB' : String(i % 21)));
  await page.getByLabel(`Science marks of ${names[0]}`).evaluate(
    (cell, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      cell.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    `${science.join('\r\n')}\r\n`,
  );
  await expect(page.getByLabel(`Science marks of ${names[39]}`)).toHaveValue('18');

  await page.getByRole('button', { name: 'Save marks' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `${names[5]} in Maths: Marks cannot be more than the subject’s maximum`,
  );
  await expect(page.getByLabel(`Maths marks of ${names[5]}`)).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByLabel(`Maths marks of ${names[5]}`).fill('35');
  await page.getByRole('button', { name: 'Save marks' }).click();
  await expect(page.getByText('Marks saved')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Publish results' }).click();
  await expect(page.getByText('Results published').first()).toBeVisible();
  // The last pupil's 69 + 18 is the top total; the first, absent from both, is not ranked.
  const rankOf = (i: number) =>
    page
      .getByRole('row', { name: new RegExp(names[i]!) })
      .getByRole('cell')
      .last();
  await expect(rankOf(39)).toHaveText('1');
  await expect(rankOf(38)).toHaveText('2');
  await expect(rankOf(0)).toHaveText('Absent');
  await expect(page.getByText('of 39 students who sat it')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Subject toppers' })).toContainText(
    `Top in Maths: ${names[39]} (69)`,
  );

  // The batch's page: how the last test went, drawn and as a table.
  await page.goto(`/admin/batches/${batchId}`);
  await page.getByRole('tab', { name: 'Tests' }).click();
  const spread = page.getByRole('table', { name: new RegExp(`Unit test ${tag}`) });
  await expect(spread.getByRole('row')).toHaveCount(11);
  // Totals run 32 to 70 (students 1 to 20) and 51 to 87 (21 to 39): 81, 83, 85 and 87 in 80s.
  await expect(spread.getByRole('row', { name: '80–89 4' })).toBeAttached();
  await expect(page.getByText('absent 1')).toBeVisible();
  await expectNoAxeViolations(page);
});
