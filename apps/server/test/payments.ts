import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { users } from '../src/db/schema/index.ts';
import { createTestApp, type Agent, type TestApp } from './app.ts';
import { validCourse } from './courses.ts';
import { startFakeRazorpay, type FakeRazorpay } from './fake-razorpay.ts';
import { signedInAs } from './users.ts';
import { afterAll } from 'vitest';

/** The app with PAYMENT_PROVIDER=razorpay, pointed at a local fake of Razorpay's API. */
export async function razorpayApp(
  keyId = 'rzp_test_academy',
): Promise<{ t: TestApp; fake: FakeRazorpay; admin: Agent }> {
  const fake = await startFakeRazorpay({
    keyId,
    keySecret: 'key-secret-of-the-test-account',
    webhookSecret: 'webhook-secret-of-the-test-account',
  });
  afterAll(() => fake.close());
  const t = await createTestApp(fake.env);
  const admin = (await signedInAs(t, ROLES.admin)).agent;
  return { t, fake, admin };
}

/** A published paid course at `pricePaise`; returns its id. */
export async function paidCourse(admin: Agent, pricePaise = 1_499_00, overrides = {}) {
  const res = await admin.post(
    '/api/courses',
    validCourse({ title: `Paid course ${Math.random()}`, isFree: false, pricePaise, ...overrides }),
  );
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
}

/** An academy that issues tax invoices (Site Settings > Business): a GSTIN, 18%, a signatory. */
export const GST_BUSINESS = {
  legalName: 'Shiksha Tutorials LLP',
  address: '21 Civil Lines, Kashmere Gate, New Delhi 110054',
  state: 'Delhi',
  gstin: '07AAKFS4321L1ZZ',
  sacCode: '999293',
  gstRatePercent: 18,
  signatoryName: 'Kavita Rao',
  signatoryDesignation: 'Partner',
};

/** A postal address for a tax invoice's buyer (CGST rule 46). */
export const BUYER_ADDRESS = '14 Park Street, Kolkata 700016';

/**
 * Buys through POST /api/payments/orders, which the dev provider pays at once. It sends an address
 * for the tax invoice, which checkout asks for when the academy has a GSTIN and ignores otherwise.
 */
export async function buyWithDevProvider(
  agent: Agent,
  item: { courseId: string } | { noteId: string },
) {
  const res = await agent.post('/api/payments/orders', { ...item, address: BUYER_ADDRESS });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  expect(res.body.data.status).toBe('paid');
  return res.body.data as { orderId: string };
}

/** A student in `state` (null: not on record) who bought a new paid course with the dev provider. */
export async function paidOrderIn(
  t: TestApp,
  admin: Agent,
  state: string | null,
  pricePaise = 1_499_00,
) {
  const student = await signedInAs(t);
  await t.database.db.update(users).set({ state }).where(eq(users.id, student.userId));
  const courseId = await paidCourse(admin, pricePaise);
  const { orderId } = await buyWithDevProvider(student.agent, { courseId });
  return { ...student, orderId };
}
