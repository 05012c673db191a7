import {
  E2E_ADMIN,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
  uniquePhone,
} from '../fixtures.ts';

// The `mobile` project: a 390 x 844 phone. The admin imports students from a spreadsheet: a bad
// file is previewed with its problems by row, a corrected one is imported into the demo batch.

const BATCH = 'Class 12 Science, Mon-Wed-Fri 5 pm';
// The name has a comma: the CSV quotes it, as a spreadsheet does.
const HEADER = 'name,phone,class,stream,gender,school,batch,parent_phone';

interface BatchSeats {
  name: string;
  capacity: number;
  memberCount: number;
}

test('on a phone an admin previews a CSV, sees its problems by row, then imports a corrected file', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const names = [`Ira Sen ${tag}`, `Om Das ${tag}`];
  const phones = [uniquePhone(), uniquePhone()];
  const good = [
    HEADER,
    `${names[0]},${phones[0]},12,Science,Female,DPS Noida,"${BATCH}",`,
    `${names[1]},${phones[1]},Class 12,Science,Male,DPS Noida,"${BATCH}",${uniquePhone()}`,
  ].join('\n');
  // Row 3 has a phone that is not one, row 5 (after a blank line) a batch that does not exist.
  const bad = [
    HEADER,
    `${names[0]},${phones[0]},12,Science,Female,DPS Noida,"${BATCH}",`,
    `${names[1]},12345,12,Science,Male,DPS Noida,"${BATCH}",`,
    '',
    `Third ${tag},${uniquePhone()},10,,Male,DPS Noida,No such batch,`,
  ].join('\n');

  await signIn(page, E2E_ADMIN);
  const seatsOf = async () =>
    ((await (await page.request.get('/api/admin/batches')).json()).data as BatchSeats[]).find(
      (b) => b.name === BATCH,
    )!;
  const before = await seatsOf();

  await page.goto('/admin/manage-students');
  await expect(page.getByRole('heading', { name: 'Manage students', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Import from CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import students from CSV' });
  await expect(dialog.getByRole('link', { name: 'Download template' })).toHaveAttribute(
    'href',
    '/api/admin/students/import/template.csv',
  );

  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await expect(dialog.getByLabel('Or paste the CSV')).toHaveValue(bad);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const problems = dialog.getByRole('alert');
  await expect(problems.getByText('Row 3: Enter a valid Indian mobile number')).toBeVisible();
  await expect(problems.getByText('Row 5: There is no batch with this name')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expectNoAxeViolations(page);

  // The corrected file: no problems, a summary, and Import.
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await expect(dialog.getByLabel('Or paste the CSV')).toHaveValue(good);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const summary = dialog.getByRole('status');
  await expect(summary.getByText('2 students')).toBeVisible();
  await expect(summary.getByText("0 links to parents' accounts")).toBeVisible();
  await expect(summary.getByText("1 new parent's account", { exact: true })).toBeVisible();
  await dialog.getByLabel(/Send a welcome message/).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('2 students imported')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search students by name or phone').fill(tag);
  for (const name of names) await expect(page.getByText(name).first()).toBeVisible();

  // The demo batch's seats went up by the two (or its waiting list, once full).
  const seated = Math.min(before.capacity, before.memberCount + 2);
  await page.goto('/admin/batches');
  const card = page.getByRole('listitem').filter({ hasText: BATCH });
  await expect(card.getByText(`${seated} of ${before.capacity} seats taken`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('on a phone a roster of name, phone and class imports, and a failed upload says why', async ({
  page,
  consoleErrors,
}) => {
  const tag = Date.now().toString(36);
  const name = `Tara Roy ${tag}`;
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/manage-students');
  await page.getByRole('button', { name: 'Import from CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import students from CSV' });
  const file = dialog.getByLabel('CSV file');
  const choose = (buffer: Buffer) =>
    file.setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer });
  const alert = (text: string) => dialog.getByRole('alert').filter({ hasText: text });

  // Too large: refused before anything is sent.
  await choose(Buffer.alloc(1_100_000, 'a'));
  await expect(alert('The file must be at most 1 MB')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Preview' })).toBeDisabled();

  // A spreadsheet's own file, not a CSV.
  await choose(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00, 0xff, 0xfe]));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(
    alert('The file is not a CSV saved as text. In your spreadsheet, save it as “CSV UTF-8”'),
  ).toBeVisible();

  // The server out of reach.
  const roster = `Phone, NAME ,Class\n${uniquePhone()},${name},7\n`;
  await page.route('**/api/admin/students/import/preview', (route) => route.abort());
  await choose(Buffer.from(roster));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(
    alert('Could not reach the server. Check your connection and try again.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Back: the three columns, in their own order and case, are enough.
  await page.unroute('**/api/admin/students/import/preview');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('status').getByText('1 student', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('1 student imported')).toBeVisible();
  await page.getByLabel('Search students by name or phone').fill(tag);
  await expect(page.getByText(name).first()).toBeVisible();

  // The browser reports the refused file (400) and the request it could not send, nothing else.
  expect(consoleErrors.toSorted()).toEqual([
    'Failed to load resource: net::ERR_FAILED',
    'Failed to load resource: the server responded with a status of 400 (Bad Request)',
  ]);
  consoleErrors.length = 0;
});
