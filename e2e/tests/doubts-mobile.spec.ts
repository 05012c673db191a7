import { pngOf } from '../../apps/server/test/png.ts';
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

// The `mobile` project: a 390 x 844 phone. The demo student, in the demo batch, asks a doubt
// with a photo of their notebook; the batch's teacher answers it; the student marks it solved.

// Other tests use the same server at the same time: this doubt is told apart by its words.
const QUESTION = `Why does ice float on water? ${Date.now().toString(36)}`;
const ANSWER = 'Ice is less dense than water: its molecules sit further apart.';

test("a student asks a doubt with a photo on a phone, and the batch's teacher answers it", async ({
  page,
}) => {
  await signIn(page, DEMO_STUDENT);
  await page.goto('/doubts');
  await page.getByRole('link', { name: 'Ask a doubt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ask a doubt' })).toBeVisible();
  // Another test seats the demo student in a second batch: the demo batch is chosen by name.
  await page.getByLabel('Batch').selectOption({ label: 'Class 12 Science, Mon-Wed-Fri 5 pm' });
  await page.getByLabel('Subject').selectOption('Physics');
  await page.getByLabel('Your question').fill(QUESTION);
  // Not a picture: refused on the phone, before anything is sent.
  const picker = page.getByLabel('Add a photo');
  await picker.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(page.getByText('A photo must be a JPEG, PNG or WebP image')).toBeVisible();
  // A camera's 2400 x 1800 photo, made smaller on the phone before it is sent.
  await picker.setInputFiles({
    name: 'notebook.png',
    mimeType: 'image/png',
    buffer: pngOf(2400, 1800),
  });
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);
  await page.getByRole('button', { name: 'Send to my teachers' }).click();
  await expect(page.getByText('Doubt sent to your teachers')).toBeVisible();
  await expect(page).toHaveURL(/\/doubts\/[0-9a-f-]{36}$/);
  const doubtPath = new URL(page.url()).pathname;
  const thread = page.getByRole('list', { name: 'Conversation' });
  await expect(thread).toContainText(QUESTION);
  const photo = thread.getByRole('img', { name: 'Photo 1 from Aarav Sharma' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);

  // The batch's teacher finds it in their queue, sees the photo and answers.
  await page.context().clearCookies();
  await signIn(page, DEMO_TEACHER);
  await page.goto('/teacher/doubts');
  // Another test seats the demo student in a second batch: the demo batch is chosen by name.
  await page.getByLabel('Batch').selectOption({ label: 'Class 12 Science, Mon-Wed-Fri 5 pm' });
  await page.getByLabel('Subject').selectOption('Physics');
  await page.getByRole('link', { name: QUESTION }).click();
  await expect(page.getByRole('img', { name: 'Photo 1 from Aarav Sharma' })).toBeVisible();
  await page.getByLabel('Your answer').fill(ANSWER);
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Answer sent')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText(ANSWER);
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);
  // The student hears of it on their phone (the `log` provider writes it to the server's log).
  expect(await textSentTo(`+91${DEMO_STUDENT.phone}`, doubtPath)).toContain(
    'Meera Iyer answered your doubt',
  );

  // The parent reads it, without the photo and without a way to change it.
  await page.context().clearCookies();
  await signIn(page, DEMO_PARENT);
  await page.goto(doubtPath);
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText(ANSWER);
  await expect(page.getByRole('img', { name: /^Photo 1/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark solved' })).toHaveCount(0);

  // The student reads the answer and marks the doubt solved.
  await page.context().clearCookies();
  await signIn(page, DEMO_STUDENT);
  await page.goto('/doubts');
  await page.getByRole('link', { name: QUESTION }).click();
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText(ANSWER);
  await page.getByRole('button', { name: 'Mark solved' }).click();
  await expect(page.getByText('Marked solved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark solved' })).toHaveCount(0);
  await expect(page.getByLabel('Your reply')).toHaveCount(0);
});
