import { E2E_BASE_URL, expect, expectNoAxeViolations, registerStudent, test } from '../fixtures.ts';

const headers = { origin: E2E_BASE_URL };
const FREE_COURSE = 'Class 9 Mathematics: Number Systems and Algebra';
const CLASS_10_TEST = 'Class 10 Mathematics: Real Numbers and Polynomials';

test('a new Class 10 student lands on a home that knows their class, continues a course and finds their test', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await registerStudent(page, { name: 'Asha Verma', class: '10' });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Namaste, Asha' })).toBeVisible();
  await expect(page.getByText('Class 10 ·')).toBeVisible();
  // Courses and tests of the student's class: Class 10, not Class 9 nor CA.
  const recommended = page.getByRole('region', { name: 'Recommended for Class 9–10' });
  await expect(
    recommended.getByRole('link', { name: 'Class 10 Science Board Preparation' }),
  ).toBeVisible();
  await expect(recommended.getByRole('link', { name: FREE_COURSE })).toHaveCount(0);
  const tests = page.getByRole('list', { name: 'Tests for you' });
  await expect(tests.getByRole('heading').first()).toContainText('Class 10');
  await expect(tests.getByRole('heading', { name: /CA Foundation/ })).toHaveCount(0);
  await expect(page.getByText("You haven't enrolled in any courses yet.")).toBeVisible();
  await expectNoAxeViolations(page);

  // The catalogue puts the student's own class first.
  await page.goto('/courses');
  const own = page.getByRole('region', { name: 'For your class: Class 9–10' });
  await expect(own.getByRole('link', { name: FREE_COURSE })).toBeVisible();

  // Enrolled in a free course, the first lesson watched.
  const courses = await (await page.request.get('/api/courses?program=class-9-10')).json();
  const course = courses.data.items.find((c: { title: string }) => c.title === FREE_COURSE);
  expect((await page.request.post(`/api/purchase/${course._id}`, { headers })).status()).toBe(200);
  const player = await (await page.request.get(`/api/student/my-courses/${course._id}`)).json();
  const [first, second] = player.data.courseContent.map(
    (item: { video: { id: string } }) => item.video.id,
  );
  await page.request.put(`/api/student/my-courses/${course._id}/progress`, {
    headers,
    data: { videoId: first, completed: true },
  });

  await page.goto('/dashboard');
  const next = page.getByRole('region', { name: 'Continue watching' });
  await expect(next.getByText('Next lesson: Polynomials')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'My courses' }).getByRole('progressbar', {
      name: `Progress in ${FREE_COURSE}`,
    }),
  ).toHaveAttribute('aria-valuenow', '33');
  await next.getByRole('link', { name: 'Continue' }).click();

  // The player opens on the next lesson, with previous and next lesson buttons.
  await expect(page).toHaveURL(new RegExp(`/student/my-courses/${course._id}\\?lesson=${second}`));
  await expect(page.getByRole('heading', { level: 2, name: 'Polynomials' })).toBeVisible();
  // Nothing plays, and nothing of YouTube's loads, until the student taps Play.
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Play Polynomials' }).click();
  await expect(page.locator('iframe[title="Polynomials"]')).toBeVisible();
  const lessons = page.getByRole('navigation', { name: 'Lessons' });
  await lessons.getByRole('button', { name: 'Next lesson' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Coordinate geometry' })).toBeVisible();
  await expect(lessons.getByRole('button', { name: 'Next lesson' })).toHaveCount(0);
  await lessons.getByRole('button', { name: 'Previous lesson' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Polynomials' })).toBeVisible();
  // A reload keeps the lesson.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Polynomials' })).toBeVisible();

  // A test submitted: it appears in Recent results and in My Tests, with its rank.
  const list = await (await page.request.get('/api/mock-tests')).json();
  const mock = list.data.find((t: { title: string }) => t.title === CLASS_10_TEST);
  const started = await page.request.post(`/api/mock-tests/${mock.id}/attempts`, { headers });
  const attemptId = (await started.json()).data.id;
  await page.request.post(`/api/mock-attempts/${attemptId}/submit`, { headers });

  await page.goto('/dashboard');
  const results = page.getByRole('list', { name: 'Recent results' });
  await expect(results.getByRole('link', { name: CLASS_10_TEST })).toBeVisible();
  await expect(results.getByText(/Rank \d+ of \d+/)).toBeVisible();
  await page
    .getByRole('region', { name: 'Recent results' })
    .getByRole('link', { name: 'My tests' })
    .click();
  await expect(page).toHaveURL(/\/student\/my-tests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My tests' })).toBeVisible();
  await page.getByRole('link', { name: CLASS_10_TEST }).click();
  await expect(page).toHaveURL(new RegExp(`/tests/attempt/${attemptId}/result$`));
});

test('a visitor sees which tests exist and is asked to log in to take one', async ({ page }) => {
  await page.goto('/tests');
  const tests = page.getByRole('list', { name: 'Tests' });
  await expect(tests.getByRole('heading', { name: CLASS_10_TEST })).toBeVisible();
  await tests.getByRole('link', { name: `Log in to take ${CLASS_10_TEST}` }).click();
  await expect(page).toHaveURL(/\/login\?from=%2Ftests%2F[\w-]+$/);
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the student home and My Tests fit the screen', async ({ page }) => {
    await registerStudent(page, { class: 'ca-foundation' });
    for (const path of ['/dashboard', '/student/my-tests']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Recommended for CA Foundation' })).toBeVisible();

    // Data saver, chosen in Settings, keeps the pictures at their smallest.
    await page.goto('/settings');
    await page.getByRole('checkbox', { name: /Data saver/ }).check();
    await page.goto('/courses');
    const cover = page.getByRole('list', { name: 'Courses' }).locator('img').first();
    await expect(cover).toHaveAttribute('src', /mqdefault\.jpg$/);
    expect(await cover.getAttribute('srcset')).toBeNull();
  });

  test('a student whose class has no course or test yet is told so and sent to the catalogue', async ({
    page,
  }) => {
    await registerStudent(page, { class: '1' });
    await page.goto('/dashboard');
    const tests = page.getByRole('region', { name: 'Tests for you' });
    await expect(tests.getByText('No tests for your class and batches yet.')).toBeVisible();
    await expect(tests.getByRole('link', { name: 'Browse all tests' })).toHaveAttribute(
      'href',
      '/tests',
    );
    const courses = page.getByRole('region', { name: 'Recommended for Class 1–5' });
    await expect(courses.getByText('No courses for your class and batches yet.')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await courses.getByRole('link', { name: 'Browse the catalogue' }).click();
    await expect(page).toHaveURL(/\/courses$/);

    // In Hindi too.
    await page.goto('/hi/dashboard');
    await expect(page.getByText('आपकी कक्षा और बैच के लिए अभी कोई टेस्ट नहीं है।')).toBeVisible();
    await expect(page.getByRole('link', { name: 'सभी कोर्स देखें' })).toHaveAttribute(
      'href',
      '/hi/courses',
    );
  });
});
