import type { Locator } from '@playwright/test';
import {
  DEMO_PARENT,
  expect,
  expectFitsPhone,
  expectNoAxeViolations,
  signIn,
  test,
} from '../fixtures.ts';

// The `mobile` project: a 390 x 844 phone. The demo parent's home has what the README promises:
// Aarav's attendance, a course with his progress, a test result and his fees, whole on a phone.

/** The text is shown whole: wrapped, not cut with an ellipsis. */
async function expectWhole(text: Locator) {
  await expect(text).toBeVisible();
  expect(await text.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

test('the demo parent sees the child’s course, test result and fees, none of it cut', async ({
  page,
}) => {
  await signIn(page, DEMO_PARENT);
  await page.goto('/parent');
  const aarav = page.getByRole('region', { name: 'Aarav Sharma' });
  const courses = aarav.getByRole('list', { name: 'Aarav Sharma’s courses' });
  await expect(courses.getByText('Class 12 Physics for Boards and JEE')).toBeVisible();
  await expect(
    courses.getByRole('progressbar', { name: 'Progress in Class 12 Physics for Boards and JEE' }),
  ).toBeVisible();
  const results = aarav.getByRole('list', { name: 'Latest test results' });
  await expect(results).toContainText('Class 12 Physics: Electrostatics and Current Electricity');
  const feesPaid = aarav.getByRole('region', { name: 'Fees paid' });
  await expectWhole(
    feesPaid.getByText('Class 12 Science, Mon-Wed-Fri 5 pm · Admission', { exact: true }),
  );
  await expectFitsPhone(page);
  await expectNoAxeViolations(page);

  await page.goto('/hi/parent');
  const inHindi = page.getByRole('region', { name: 'Aarav Sharma' });
  await expect(inHindi.getByText('Class 12 Physics for Boards and JEE').first()).toBeVisible();
  await expectWhole(
    inHindi.getByText('Class 12 Science, Mon-Wed-Fri 5 pm · Admission', { exact: true }),
  );
  await expectFitsPhone(page);
});
