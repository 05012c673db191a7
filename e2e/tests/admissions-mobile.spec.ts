import { addDays, academyToday, weekdayOf } from '../../packages/contract/src/academy-calendar.ts';
import type { Page } from '@playwright/test';
import {
  DEMO_TEACHER,
  E2E_ADMIN,
  E2E_BASE_URL,
  expect,
  expectFitsPhone,
  expectNoAxeViolations,
  newPhone,
  signIn,
  test,
  textSentTo,
  uniquePhone,
} from '../fixtures.ts';

// The `mobile` project: a 390 x 844 phone. Admissions (issue 52) from a visitor's enquiry on the
// public contact page, through a demo class the teacher marks, to a seated student whose
// admission fee is taken at the desk, and the month's figures.

const tag = Date.now().toString(36);
const VISITOR = `Tanvi Kulkarni ${tag}`;
const BATCH = `Class 10 admissions ${tag}`;
const origin = { origin: E2E_BASE_URL };

/**
 * A batch the teacher teaches (made through the admin's API, its screens are tested elsewhere),
 * with a weekly class tomorrow in Room 2: the batch and that class's key.
 */
async function batchWithClassTomorrow(page: Page, name: string, teacherId: string) {
  const created = await page.request.post('/api/admin/batches', {
    headers: origin,
    data: {
      name,
      program: 'class-9-10',
      startDate: addDays(academyToday(), -5),
      endDate: addDays(academyToday(), 120),
      capacity: 30,
      teacherIds: [teacherId],
    },
  });
  expect(created.status()).toBe(201);
  const batchId = (await created.json()).data.id as string;
  const tomorrow = addDays(academyToday(), 1);
  const slot = await page.request.post(`/api/admin/batches/${batchId}/slots`, {
    headers: origin,
    data: {
      weekday: weekdayOf(tomorrow),
      startTime: '17:00',
      durationMinutes: 60,
      subject: 'Mathematics',
      teacherId,
      room: 'Room 2',
    },
  });
  expect(slot.status()).toBe(201);
  return { batchId, classKey: `${(await slot.json()).data.id as string}_${tomorrow}` };
}

test('a visitor’s enquiry becomes a lead, the admin calls and books a demo, the teacher marks the visitor, the admin admits them and takes the fee at the desk', async ({
  page,
  browser,
}) => {
  test.slow();
  // The visitor, on their phone: the public contact page.
  const mobile = uniquePhone();
  const visitor = await newPhone(browser);
  await visitor.goto('/contact');
  await visitor.getByLabel('Name', { exact: true }).fill(VISITOR);
  await visitor.getByLabel('Mobile Number').fill(mobile);
  await visitor.getByLabel('Message').fill('Is there a seat in Class 10?');
  await visitor.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitor.getByText('Message sent!, We Will Get Back To You Soon')).toBeVisible();

  // A batch the demo teacher teaches, a weekly class tomorrow and the admission instalment.
  const teacher = await newPhone(browser);
  await signIn(teacher, DEMO_TEACHER);
  const teacherId = (await (await teacher.request.get('/api/auth/me')).json()).data.user
    .userId as string;
  await signIn(page, E2E_ADMIN);
  const { batchId, classKey } = await batchWithClassTomorrow(page, BATCH, teacherId);
  const fee = await page.request.post(`/api/admin/batches/${batchId}/instalments`, {
    headers: origin,
    data: { label: 'Admission', amountPaise: 300_000, dueDate: academyToday() },
  });
  expect(fee.status()).toBe(201);

  // The enquiries inbox links the enquiry to the lead it made.
  await page.goto('/admin/enquiries');
  await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(mobile);
  // The search reaches the address after a pause; a tap before it would be undone by it.
  await expect(page).toHaveURL(new RegExp(`q=${mobile}`));
  const enquiry = page.getByRole('listitem').filter({ hasText: VISITOR });
  await enquiry.getByRole('link', { name: 'Open the lead' }).click();
  await expect(page.getByRole('heading', { name: VISITOR, level: 1 })).toBeVisible();

  // The admin's work list: the enquiry is a new lead from the website.
  await page.goto('/leads');
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search leads by name or phone' }).fill(VISITOR);
  const card = page.getByRole('article', { name: VISITOR });
  await expect(card).toContainText('New');
  await expect(card.getByRole('link', { name: `Call ${VISITOR}` })).toHaveAttribute(
    'href',
    `tel:+91${mobile}`,
  );
  await expect(card.getByRole('link', { name: `WhatsApp ${VISITOR}` })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/91${mobile}\\?text=`),
  );
  // A fair's sign-up sheet: the visitor signed it too, and stays one lead.
  const sheet = page.getByRole('form', { name: 'Import a sign-up sheet' });
  await sheet.getByLabel('Fair or campaign').fill(`Science fair ${tag}`);
  await sheet.getByLabel('CSV file').setInputFiles({
    name: 'fair.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`name,phone\n${VISITOR},${mobile}\nFair Friend ${tag},${uniquePhone()}\n`),
  });
  await sheet.getByRole('button', { name: 'Import' }).click();
  await expect(sheet.getByRole('status')).toHaveText('New leads: 1 · added to existing leads: 1');
  await expect(page.getByRole('article', { name: VISITOR })).toHaveCount(1);
  await expectFitsPhone(page);
  await expectNoAxeViolations(page);

  // The admin calls, and notes it: the lead is contacted.
  await card.getByRole('link', { name: VISITOR, exact: true }).click();
  await expect(page.getByRole('heading', { name: VISITOR, level: 1 })).toBeVisible();
  await expect(page.getByText('Website form')).toBeVisible();
  await page.getByLabel('What was said').fill('Coming for a demo on Saturday');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Coming for a demo on Saturday')).toBeVisible();
  await expect(page.getByText('Moved to Contacted')).toBeVisible();
  await expectFitsPhone(page);
  await expectNoAxeViolations(page);

  // A demo class tomorrow: booked, and the lead is texted when and where.
  const demo = page.getByRole('form', { name: 'Book a demo class' });
  await demo.getByLabel('Batch').selectOption({ label: BATCH });
  await demo.getByLabel('Class').selectOption(classKey);
  await demo.getByRole('button', { name: 'Book and text the lead' }).click();
  await expect(page.getByText('Moved to Demo booked')).toBeVisible();
  expect(await textSentTo(`+91${mobile}`, 'your demo class')).toContain('Room 2');

  // The class is moved to earlier today (the register opens once a class has started); the
  // visitor keeps their place in it.
  const moved = await page.request.put(`/api/classes/${classKey}`, {
    headers: origin,
    data: {
      date: academyToday(),
      startTime: '00:00',
      durationMinutes: 60,
      subject: 'Mathematics',
      teacherId,
      room: 'Room 2',
    },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  // The teacher, on their phone: the visitor is on the class's page apart from the register.
  await teacher.goto(`/classes/${classKey}`);
  const visitors = teacher.getByRole('region', { name: 'Demo visitors' });
  await expect(visitors).toContainText(VISITOR);
  await visitors.getByRole('checkbox', { name: VISITOR }).click();
  await expect(visitors.getByRole('checkbox', { name: VISITOR })).toBeChecked();
  await expectFitsPhone(teacher);
  await expectNoAxeViolations(teacher);
  await teacher.context().close();
  await page.reload();
  await expect(page.getByText('Moved to Demo attended')).toBeVisible();

  // Admitted into the batch: the account, the seat, the welcome; the fee is taken at the desk.
  const admit = page.getByRole('form', { name: 'Admit' });
  await admit.getByLabel('Batch').selectOption({ label: BATCH });
  await admit.getByLabel('Class').selectOption('10');
  await admit.getByRole('button', { name: 'Admit into the batch' }).click();
  await expect(page.getByText(`Admitted as ${VISITOR}.`)).toBeVisible();
  const desk = page.getByRole('form', { name: 'Admission fee' });
  await expect(desk).toContainText('Admission: ₹3,000');
  await expectFitsPhone(page);
  await expectNoAxeViolations(page);
  await desk.getByLabel('Paid by').selectOption('cash');
  await desk.getByLabel('Postal address').fill('12 Shivaji Nagar, Pune');
  await desk.getByLabel('State').selectOption('Maharashtra');
  await desk.getByRole('button', { name: 'Record at the desk' }).click();
  await expect(page.getByText('Admission of ₹3,000 recorded at the desk.')).toBeVisible();
  expect(await textSentTo(`+91${mobile}`, 'Set your password')).toContain('/forgot-password');

  // The month's figures: a funnel, and the website's one admission (no other test admits).
  await page.goto('/leads/figures');
  await expect(page.getByRole('heading', { name: 'Admissions figures', level: 1 })).toBeVisible();
  const funnel = page.getByRole('table', { name: 'How far the month’s leads got' });
  await expect(funnel.getByRole('row', { name: /^Admitted/ })).toHaveCount(1);
  const website = page
    .getByRole('table', { name: 'By source' })
    .getByRole('row', { name: /^Website form/ });
  await expect(website.getByRole('cell').nth(1)).toHaveText('1');
  await expect(page.getByRole('link', { name: 'Download as CSV' })).toHaveAttribute(
    'href',
    `/api/admissions/figures.csv?month=${academyToday().slice(0, 7)}`,
  );
  await expectFitsPhone(page);
  await expectNoAxeViolations(page);
});

test('a teacher the admin names counsellor finds the leads on their home and books a demo class', async ({
  page,
  browser,
}) => {
  // A new teacher, who teaches a batch with a class tomorrow, and a walk-in due a call today.
  await signIn(page, E2E_ADMIN);
  const COUNSELLOR = `Farah Counsellor ${tag}`;
  const LEAD = `Ishaan Rao ${tag}`;
  const account = { phone: uniquePhone(), password: 'counsels-every-lead' };
  const person = await page.request.post('/api/admin/people', {
    headers: origin,
    data: { role: 'teacher', name: COUNSELLOR, email: '', ...account },
  });
  expect(person.status(), await person.text()).toBe(201);
  const counsellorId = (await person.json()).data.person.userId as string;
  const batch = `Class 10 demo ${tag}`;
  const { classKey } = await batchWithClassTomorrow(page, batch, counsellorId);
  const lead = await page.request.post('/api/admissions/leads', {
    headers: origin,
    data: { name: LEAD, phone: uniquePhone(), source: 'walk-in' },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  const leadId = (await lead.json()).data.id as string;
  const due = await page.request.patch(`/api/admissions/leads/${leadId}`, {
    headers: origin,
    data: { nextFollowUp: academyToday() },
  });
  expect(due.status(), await due.text()).toBe(200);

  // Not yet a counsellor: their home has no way to the leads.
  const counsellor = await newPhone(browser);
  await signIn(counsellor, account);
  await counsellor.goto('/teacher');
  await expect(counsellor.getByRole('heading', { name: /^Namaste/, level: 1 })).toBeVisible();
  await expect(counsellor.getByRole('link', { name: 'Paper tests and marks' })).toBeVisible();
  await expect(counsellor.getByRole('link', { name: /^Leads/ })).toHaveCount(0);

  // The admin names them on their phone.
  await page.goto('/admin/admissions');
  await page.getByRole('checkbox', { name: COUNSELLOR }).check();
  await page.getByRole('button', { name: 'Save counsellors' }).click();
  await expect(page.getByText('Counsellors saved')).toBeVisible();

  // Now their home counts the follow-ups due and leads to the work list, and they book the demo.
  await counsellor.reload();
  const leads = counsellor.getByRole('link', { name: /^Leads · \d+ follow-ups? due$/ });
  await expect(leads).toBeVisible();
  await expectFitsPhone(counsellor);
  await leads.click();
  await expect(counsellor.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await counsellor.getByRole('searchbox', { name: 'Search leads by name or phone' }).fill(LEAD);
  await counsellor
    .getByRole('article', { name: LEAD })
    .getByRole('link', { name: LEAD, exact: true })
    .click();
  await expect(counsellor.getByRole('heading', { name: LEAD, level: 1 })).toBeVisible();
  const demo = counsellor.getByRole('form', { name: 'Book a demo class' });
  await demo.getByLabel('Batch').selectOption({ label: batch });
  await demo.getByLabel('Class').selectOption(classKey);
  await demo.getByRole('button', { name: 'Book and text the lead' }).click();
  await expect(counsellor.getByText('Moved to Demo booked')).toBeVisible();
  // Admitting stays the admin's.
  await expect(counsellor.getByRole('form', { name: 'Admit' })).toHaveCount(0);
  await expectFitsPhone(counsellor);
  await expectNoAxeViolations(counsellor);
  await counsellor.context().close();
});
