import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACADEMY_TIME_ZONE, academyDateOf } from '@academy/contract/academy-calendar';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import { ROLES } from '@academy/contract/roles';
import { BUSINESS_MESSAGES } from '@academy/contract/site-config';
import { parentLinks, siteConfig, users } from '../../db/schema/index.ts';
import { createTestApp, type Agent } from '../../../test/app.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { BUYER_ADDRESS, GST_BUSINESS, paidCourse, paidOrderIn } from '../../../test/payments.ts';
import { signedInAs } from '../../../test/users.ts';

const t = await createTestApp();
const admin = (await signedInAs(t, ROLES.admin)).agent;
const business = GST_BUSINESS;

async function setBusiness(value: Record<string, unknown>) {
  const res = await admin.put('/api/site-config/business', value);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
}

const paidOrderOf = (state: string) => paidOrderIn(t, admin, state);

const receiptText = async (agent: Agent, orderId: string) => {
  const res = await agent.get(`/api/payments/orders/${orderId}/receipt`);
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
};

describe('tax invoice (rule 46)', () => {
  it('carries every field, the buyer’s address under their name', async () => {
    await setBusiness(business);
    const { agent, orderId } = await paidOrderOf('Delhi');
    const text = await receiptText(agent, orderId);
    for (const field of [
      'TAX INVOICE',
      'Shiksha Tutorials LLP',
      '21 Civil Lines',
      'Kashmere Gate',
      'State: Delhi (07)',
      'GSTIN: 07AAKFS4321L1ZZ',
      'Test Student',
      '14 Park Street',
      'Kolkata 700016',
      'Place of supply: Delhi (07)',
      'Reverse charge: No',
      'SAC',
      '999293',
      'Taxable value',
      'Rs. 1,270.34',
      'CGST @ 9%',
      'SGST @ 9%',
      'Rs. 114.33',
      'Total tax',
      'Rs. 228.66',
      'Total (GST included)',
      'Rs. 1,499.00',
      'Amount in words: Rupees One Thousand Four Hundred Ninety Nine Only',
      'For Shiksha Tutorials LLP',
      'Kavita Rao',
      'Partner, Authorised signatory',
    ])
      expect(text).toContain(field);
    // A number of at most 16 characters, in the financial year's series, and the date.
    const [, number] = /No\. (\S+)/.exec(text)!;
    expect(number).toMatch(/^\d{4}-\d{2}\/\d{6}$/);
    expect(number!.length).toBeLessThanOrEqual(16);
    expect(text).toMatch(/Date: \d{1,2} \w+ \d{4}/);
    expect(text).not.toContain('IGST');
  });

  it('charges IGST to a buyer in another state, placed there', async () => {
    await setBusiness(business);
    const { agent, orderId } = await paidOrderOf('Kerala');
    const text = await receiptText(agent, orderId);
    expect(text).toContain('State: Kerala (32)');
    expect(text).toContain('Place of supply: Kerala (32)');
    expect(text).toContain('IGST @ 18%');
    expect(text).toContain('Rs. 228.66');
    expect(text).not.toContain('CGST');
  });

  it('is frozen when issued: a later address, signatory, rate or buyer state reprints nothing new', async () => {
    await setBusiness(business);
    const { agent, userId, orderId } = await paidOrderOf('Delhi');
    const issued = await receiptText(agent, orderId);

    await setBusiness({
      ...business,
      address: '7 New Campus Road, Dwarka, New Delhi 110075',
      signatoryName: 'Rohan Mehta',
      gstRatePercent: 5,
    });
    await t.database.db
      .update(users)
      .set({ state: 'Kerala', address: '3 MG Road, Kochi 682016' })
      .where(eq(users.id, userId));
    const reprinted = await receiptText(agent, orderId);
    expect(reprinted).toBe(issued);
    expect(reprinted).toContain('Kashmere Gate');
    expect(reprinted).toContain('14 Park Street');
    expect(reprinted).toContain('CGST @ 9%');

    const later = await paidOrderOf('Delhi');
    const fresh = await receiptText(later.agent, later.orderId);
    expect(fresh).toContain('Dwarka');
    expect(fresh).not.toContain('MG Road');
    expect(fresh).toContain('Rohan Mehta');
    expect(fresh).toContain('CGST @ 2.5%');
  });

  it('places a child’s fee paid by a parent by the child’s record, not the parent’s', async () => {
    await setBusiness(business);
    const child = await paidOrderOf('Kerala');
    const parent = await signedInAs(t, ROLES.parent);
    await t.database.db.update(users).set({ state: 'Delhi' }).where(eq(users.id, parent.userId));
    await t.database.db
      .insert(parentLinks)
      .values({ parentId: parent.userId, studentId: child.userId });
    expect(await receiptText(parent.agent, child.orderId)).toContain(
      'Place of supply: Kerala (32)',
    );
  });
});

describe('a desk payment taken on an earlier day', () => {
  const longDate = (at: Date) =>
    at.toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: ACADEMY_TIME_ZONE,
    });

  it('is invoiced when recorded: the next number, today’s date, and the day the money came', async () => {
    await setBusiness(business);
    const online = await paidOrderOf('Delhi');
    const onlineNo = /No\. (\S+)/.exec(await receiptText(online.agent, online.orderId))![1]!;
    const student = await signedInAs(t);
    await t.database.db
      .update(users)
      .set({ state: 'Delhi', address: '3 Mall Road, Delhi 110007' })
      .where(eq(users.id, student.userId));
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 3600 * 1000);
    const res = await admin.post('/api/admin/payments/offline', {
      studentId: student.userId,
      courseId: await paidCourse(admin),
      amountPaise: 149_900,
      method: 'cash',
      paidOn: academyDateOf(tenDaysAgo),
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    // Numbered after the invoice issued before it, though its money came earlier.
    expect(res.body.data.receiptNo > onlineNo).toBe(true);
    const text = await receiptText(student.agent, res.body.data.id);
    expect(text).toContain(`No. ${res.body.data.receiptNo}`);
    expect(text).toContain(`Date: ${longDate(new Date())}`);
    expect(text).toContain(`Payment received on: ${longDate(tenDaysAgo)}`);
    // Paid the day it was invoiced, a receipt says nothing more.
    expect(await receiptText(online.agent, online.orderId)).not.toContain('Payment received on');
  });
});

describe('the buyer’s address and state at checkout', () => {
  const order = (agent: Agent, courseId: string, extra: Record<string, unknown> = {}) =>
    agent.post('/api/payments/orders', { courseId, ...extra });
  const recordOf = async (userId: string) =>
    (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!;

  it('are asked for a tax invoice when not on record, then saved and printed', async () => {
    await setBusiness(business);
    const student = await signedInAs(t);
    const courseId = await paidCourse(admin);
    const details = await student.agent.get('/api/payments/invoice-details');
    expect(details.body.data).toEqual({ taxInvoice: true, address: null, state: null });

    const neither = await order(student.agent, courseId);
    expect(neither.statusCode).toBe(400);
    expect(neither.body.errors).toEqual({
      address: PAYMENT_MESSAGES.invoiceAddressRequired,
      state: PAYMENT_MESSAGES.invoiceStateRequired,
    });
    const noState = await order(student.agent, courseId, { address: '  ' });
    expect(noState.body.errors).toEqual({
      address: PAYMENT_MESSAGES.invoiceAddressRequired,
      state: PAYMENT_MESSAGES.invoiceStateRequired,
    });
    const addressOnly = await order(student.agent, courseId, { address: '3 MG Road, Kochi' });
    expect(addressOnly.statusCode).toBe(400);
    expect(addressOnly.body.message).toBe(PAYMENT_MESSAGES.invoiceStateRequired);
    expect(addressOnly.body.errors).toEqual({ state: PAYMENT_MESSAGES.invoiceStateRequired });
    expect(await recordOf(student.userId)).toMatchObject({ address: null, state: null });
    const badState = await order(student.agent, courseId, { address: 'x', state: 'Atlantis' });
    expect(badState.statusCode).toBe(400);
    expect(Object.keys(badState.body.errors ?? {})).toEqual(['state']);

    const paid = await order(student.agent, courseId, {
      address: '3 MG Road\nKochi 682016',
      state: 'Kerala',
    });
    expect(paid.statusCode, JSON.stringify(paid.body)).toBe(201);
    expect(await recordOf(student.userId)).toMatchObject({
      address: '3 MG Road\nKochi 682016',
      state: 'Kerala',
    });
    const text = await receiptText(student.agent, paid.body.data.orderId);
    for (const field of ['3 MG Road', 'Kochi 682016', 'State: Kerala (32)'])
      expect(text).toContain(field);

    // The next checkout is prefilled from the record, and needs nothing more.
    expect((await student.agent.get('/api/payments/invoice-details')).body.data).toEqual({
      taxInvoice: true,
      address: '3 MG Road\nKochi 682016',
      state: 'Kerala',
    });
    expect((await order(student.agent, await paidCourse(admin))).statusCode).toBe(201);
  });

  it('are the child’s for a parent’s query, and refused for a child not theirs', async () => {
    await setBusiness(business);
    const child = await signedInAs(t);
    await t.database.db
      .update(users)
      .set({ address: BUYER_ADDRESS, state: 'West Bengal' })
      .where(eq(users.id, child.userId));
    const parent = await signedInAs(t, ROLES.parent);
    const query = `/api/payments/invoice-details?forStudentId=${child.userId}`;
    expect((await parent.agent.get(query)).statusCode).toBe(404);
    await t.database.db
      .insert(parentLinks)
      .values({ parentId: parent.userId, studentId: child.userId });
    expect((await parent.agent.get(query)).body.data).toEqual({
      taxInvoice: true,
      address: BUYER_ADDRESS,
      state: 'West Bengal',
    });
  });

  it('are asked at the desk too, prefilled for the admin from the student’s record', async () => {
    await setBusiness(business);
    const student = await signedInAs(t);
    const query = `/api/payments/invoice-details?forStudentId=${student.userId}`;
    expect((await admin.get(query)).body.data).toEqual({
      taxInvoice: true,
      address: null,
      state: null,
    });
    // Only a student is sold to at the desk; and the query is the admin's, not another student's.
    const other = await signedInAs(t, ROLES.parent);
    const notAStudent = await admin.get(
      `/api/payments/invoice-details?forStudentId=${other.userId}`,
    );
    expect(notAStudent.statusCode).toBe(404);
    expect(notAStudent.body.message).toBe(PAYMENT_MESSAGES.offlineStudent);
    const stranger = (await signedInAs(t)).agent;
    expect((await stranger.get(query)).statusCode).toBe(403);

    const desk = (extra: Record<string, unknown>) =>
      admin.post('/api/admin/payments/offline', {
        studentId: student.userId,
        courseId,
        amountPaise: 149_900,
        method: 'cash',
        ...extra,
      });
    const courseId = await paidCourse(admin);
    const refused = await desk({});
    expect(refused.statusCode).toBe(400);
    expect(refused.body.errors).toEqual({
      address: PAYMENT_MESSAGES.invoiceAddressRequired,
      state: PAYMENT_MESSAGES.invoiceStateRequired,
    });
    const paid = await desk({ address: '9 Lake Road, Kolkata 700029', state: 'West Bengal' });
    expect(paid.statusCode, JSON.stringify(paid.body)).toBe(201);
    expect(await recordOf(student.userId)).toMatchObject({
      address: '9 Lake Road, Kolkata 700029',
      state: 'West Bengal',
    });
    const text = await receiptText(student.agent, paid.body.data.id);
    for (const field of ['9 Lake Road', 'Kolkata 700029', 'State: West Bengal (19)'])
      expect(text).toContain(field);
    expect((await admin.get(query)).body.data.state).toBe('West Bengal');
  });

  it('are not asked for a bill of supply or a free order', async () => {
    await setBusiness({ ...business, gstin: '' });
    const student = await signedInAs(t);
    expect((await student.agent.get('/api/payments/invoice-details')).body.data).toEqual({
      taxInvoice: false,
      address: null,
      state: null,
    });
    expect((await order(student.agent, await paidCourse(admin))).statusCode).toBe(201);

    await setBusiness(business);
    const code = `FREE${Date.now()}`;
    const coupon = await admin.post('/api/admin/coupons', { code, kind: 'percent', value: 100 });
    expect(coupon.statusCode, JSON.stringify(coupon.body)).toBe(201);
    const free = await order(student.agent, await paidCourse(admin), { couponCode: code });
    expect(free.statusCode, JSON.stringify(free.body)).toBe(201);
    expect(free.body.data.provider).toBe('free');
    expect(await recordOf(student.userId)).toMatchObject({ address: null, state: null });
  });
});

describe('bill of supply (rule 49)', () => {
  it('without a GSTIN: titled so, with the SAC and the signatory, and no tax', async () => {
    await setBusiness({ ...business, gstin: '' });
    const { agent, orderId } = await paidOrderOf('Kerala');
    const text = await receiptText(agent, orderId);
    for (const field of [
      'BILL OF SUPPLY',
      'Shiksha Tutorials LLP',
      'Place of supply: Kerala (32)',
      'SAC',
      '999293',
      'Total paid',
      'Rs. 1,499.00',
      'Amount in words: Rupees One Thousand Four Hundred Ninety Nine Only',
      'Kavita Rao',
      'Partner, Authorised signatory',
    ])
      expect(text).toContain(field);
    for (const absent of ['TAX INVOICE', 'GSTIN', 'CGST', 'IGST', 'Taxable value'])
      expect(text).not.toContain(absent);
  });
});

describe('credit note (rule 53)', () => {
  const refund = (orderId: string, amountPaise: number) =>
    admin.post(`/api/admin/payments/${orderId}/refunds`, {
      amountPaise,
      reason: 'Left the course',
    });
  const creditNote = (agent: Agent, orderId: string) =>
    agent.get(`/api/payments/orders/${orderId}/credit-note`);

  it('for each partial refund: its own series, the invoice it corrects, tax in proportion', async () => {
    await setBusiness(business);
    const owner = await paidOrderOf('Kerala');
    expect((await creditNote(owner.agent, owner.orderId)).statusCode).toBe(404);

    expect((await refund(owner.orderId, 50_000)).statusCode).toBe(200);
    const res = await creditNote(owner.agent, owner.orderId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(res.rawPayload);
    const invoice = await receiptText(owner.agent, owner.orderId);
    const [, invoiceNo] = /No\. (\S+)/.exec(invoice)!;
    const [, invoiceDate] = /Date: (.+?\d{4})/.exec(invoice)!;
    for (const field of [
      'CREDIT NOTE',
      'GSTIN: 07AAKFS4321L1ZZ',
      'Place of supply: Kerala (32)',
      `Against tax invoice No. ${invoiceNo} dated ${invoiceDate}`,
      'Refund: Course',
      '999293',
      // 500.00 back of 1,499.00: taxable 1,270.34 x 500/1,499 = 423.73, and IGST the rest.
      'Taxable value',
      'Rs. 423.73',
      'IGST @ 18%',
      'Rs. 76.27',
      'Tax reversed',
      'Total refunded',
      'Rs. 500.00',
      'Amount in words: Rupees Five Hundred Only',
      'Kavita Rao',
    ])
      expect(text).toContain(field);
    const [, first] = /No\. (CN\/\S+)/.exec(text)!;
    expect(first).toMatch(/^CN\/\d{4}-\d{2}\/\d{5}$/);
    expect(first!.length).toBeLessThanOrEqual(16);

    // A second refund, a second note: a page each, numbered in turn.
    const second = await refund(owner.orderId, 20_000);
    expect(second.statusCode).toBe(200);
    expect(second.body.data.hasCreditNote).toBe(true);
    const both = await pdfText((await creditNote(owner.agent, owner.orderId)).rawPayload);
    const numbers = [...both.matchAll(/No\. (CN\/\S+)/g)].map((m) => m[1]);
    expect(numbers).toHaveLength(2);
    expect(Number(numbers[1]!.slice(-5))).toBe(Number(first!.slice(-5)) + 1);
    expect(both).toContain('Rs. 169.49');
    expect(both).toContain('Rs. 30.51');

    const mine = await owner.agent.get('/api/payments/orders');
    expect(mine.body.data.find((o: { id: string }) => o.id === owner.orderId).hasCreditNote).toBe(
      true,
    );
  });

  it('splits the reversed tax into CGST and SGST inside the state, adding up to the refund', async () => {
    await setBusiness(business);
    const owner = await paidOrderOf('Delhi');
    expect((await refund(owner.orderId, 33_333)).statusCode).toBe(200);
    const text = await pdfText((await creditNote(owner.agent, owner.orderId)).rawPayload);
    // 333.33 back: taxable 282.48, tax 50.85 = CGST 25.42 + SGST 25.43.
    for (const field of [
      'Rs. 282.48',
      'CGST @ 9%',
      'Rs. 25.42',
      'SGST @ 9%',
      'Rs. 25.43',
      'Rs. 333.33',
    ])
      expect(text).toContain(field);
  });

  it('is read by the owner, their linked parent and an admin; not by another student or a guest', async () => {
    await setBusiness(business);
    const owner = await paidOrderOf('Delhi');
    await refund(owner.orderId, 10_000);
    const parent = await signedInAs(t, ROLES.parent);
    await t.database.db
      .insert(parentLinks)
      .values({ parentId: parent.userId, studentId: owner.userId });
    expect((await creditNote(owner.agent, owner.orderId)).statusCode).toBe(200);
    expect((await creditNote(parent.agent, owner.orderId)).statusCode).toBe(200);
    expect((await creditNote(admin, owner.orderId)).statusCode).toBe(200);
    const other = await creditNote((await signedInAs(t)).agent, owner.orderId);
    expect(other.statusCode).toBe(404);
    expect(other.body.message).toBe(PAYMENT_MESSAGES.orderNotFound);
    const unlinked = await creditNote((await signedInAs(t, ROLES.parent)).agent, owner.orderId);
    expect(unlinked.statusCode).toBe(404);
    expect((await creditNote(t.agent(), owner.orderId)).statusCode).toBe(401);
  });

  it('is not issued for a refund of a bill of supply', async () => {
    await setBusiness({ ...business, gstin: '' });
    const owner = await paidOrderOf('Delhi');
    await refund(owner.orderId, 10_000);
    const res = await creditNote(owner.agent, owner.orderId);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.creditNoteNotFound);
  });
});

describe('the Business tab’s GSTIN', () => {
  it('takes a GSTIN whose check character is right and refuses one whose is not', async () => {
    await setBusiness(business);
    const wrong = await admin.put('/api/site-config/business', {
      ...business,
      gstin: '07AAKFS4321L1Z5',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.errors).toEqual({ gstin: BUSINESS_MESSAGES.gstinCheck });
  });

  it('still reads one saved before the check digit was checked, and invoices with it', async () => {
    // Stored as an older version saved it: the shape of a GSTIN, a wrong check character.
    const older = { ...business, gstin: '07AAKFS4321L1Z5' };
    await t.database.db
      .insert(siteConfig)
      .values({ key: 'business', value: older })
      .onConflictDoUpdate({
        target: siteConfig.key,
        set: { value: older },
      });
    const tab = await admin.get('/api/site-config/business');
    expect(tab.statusCode).toBe(200);
    expect(tab.body.data).toMatchObject({ legalName: business.legalName, gstin: older.gstin });
    const { agent, orderId } = await paidOrderOf('Delhi');
    const text = await receiptText(agent, orderId);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(`GSTIN: ${older.gstin}`);
  });
});
