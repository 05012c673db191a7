import {
  DEMO_PARENT,
  DEMO_TEACHER,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
  textSentTo,
} from '../fixtures.ts';

// The `mobile` project: a 390 x 844 phone. The demo teacher tells the demo batch something;
// the demo parent, whose child Aarav is in that batch, reads it on their home.

const DEMO_BATCH = 'Class 12 Science, Mon-Wed-Fri 5 pm';
// Other tests use the same server at the same time: this announcement is told apart by its title.
const TITLE = `Test on Friday ${Date.now().toString(36)}`;

test('a teacher posts an announcement to their batch on a phone, and a parent reads it', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, DEMO_TEACHER);
  await page.goto('/teacher');
  const form = page.getByRole('region', { name: 'Post an announcement' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('To', { exact: true })).not.toContainText('Whole academy');
  await form.getByLabel('To', { exact: true }).selectOption({ label: DEMO_BATCH });

  // Nothing written yet: the server's message under the field.
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();
  // The browser logs the refused call itself (a 400): expected here, and only here.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 400')]);
  consoleErrors.length = 0;

  await form.getByLabel('Title').fill(TITLE);
  await form.getByLabel('Message').fill('Chapters 1 to 3.\nBring a calculator.');
  await form.getByLabel('Also send it by SMS to the students and their parents').check();
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText('Announcement posted')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue('');
  const posted = page
    .getByRole('region', { name: 'Announcements' })
    .getByRole('article', { name: TITLE });
  await expect(posted).toContainText(DEMO_BATCH);
  await expect(posted).toContainText('Meera Iyer');
  await expectNoAxeViolations(page);
  // And on the parent's phone, by SMS (the `log` provider writes it to the server's log).
  expect(await textSentTo(`+91${DEMO_PARENT.phone}`, TITLE)).toContain(`${DEMO_BATCH}: ${TITLE}`);

  // The parent, on the same phone: the announcement on their home, its line break kept.
  await page.context().clearCookies();
  await signIn(page, DEMO_PARENT);
  await page.goto('/parent');
  const seen = page
    .getByRole('region', { name: 'Announcements' })
    .getByRole('article', { name: TITLE });
  await expect(seen).toContainText(`${DEMO_BATCH} · Meera Iyer`);
  await expect(seen.getByText(/Chapters 1 to 3\.\s+Bring a calculator\./)).toBeVisible();
  // A parent reads; only the author or an admin may delete.
  await expect(seen.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  // The teacher takes it back, after confirming.
  await page.context().clearCookies();
  await signIn(page, DEMO_TEACHER);
  await page.goto('/teacher');
  const own = page.getByRole('article', { name: TITLE });
  await own.getByRole('button', { name: `Delete announcement ${TITLE}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this announcement?' });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Announcement deleted')).toBeVisible();
  await expect(page.getByRole('article', { name: TITLE })).toHaveCount(0);
});
