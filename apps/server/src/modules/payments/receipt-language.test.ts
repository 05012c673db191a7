import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type Agent } from '../../../test/app.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import {
  buyWithDevProvider,
  GST_BUSINESS,
  paidCourse,
  paidOrderIn,
} from '../../../test/payments.ts';
import { signedInAs } from '../../../test/users.ts';

const t = await createTestApp();
const admin = (await signedInAs(t, ROLES.admin)).agent;
const business = GST_BUSINESS;
expect((await admin.put('/api/site-config/business', business)).statusCode).toBe(200);

const documentText = async (agent: Agent, path: string) => {
  const res = await agent.get(path);
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
};

describe('receipts in the reader’s language', () => {
  it('prints a Hindi reader’s tax invoice with Hindi labels and the same frozen facts', async () => {
    const { agent, orderId } = await paidOrderIn(t, admin, 'Delhi');
    const english = await documentText(agent, `/api/payments/orders/${orderId}/receipt`);
    const hindi = await documentText(agent, `/api/payments/orders/${orderId}/receipt?lang=hi`);
    const receiptNo = /No\. (\S+)/.exec(english)![1]!;
    for (const line of [
      'कर बीजक (TAX INVOICE)',
      `क्रमांक ${receiptNo}`,
      'राज्य: Delhi (07)',
      'GSTIN: 07AAKFS4321L1ZZ',
      'CGST @ 9%',
      '₹1,270.34',
      '₹114.33',
      'कुल कर',
      '₹1,499.00',
      'कृते Shiksha Tutorials LLP',
      'Kavita Rao',
    ])
      expect(hindi).toContain(line);
    for (const english of ['Place of supply', 'Reverse charge', 'Billed to', 'Rs. '])
      expect(hindi).not.toContain(english);
    expect(english).toContain('Reverse charge: No');
    expect(english).toContain('Rs. 1,499.00');
    expect(english).not.toMatch(/[\u0900-\u097F₹]/);
  });

  it('prints a name written in Devanagari as written, in an English receipt too', async () => {
    const student = await signedInAs(t);
    await t.database.db
      .update(users)
      .set({ name: 'आशा पटेल', state: 'Delhi' })
      .where(eq(users.id, student.userId));
    const { orderId } = await buyWithDevProvider(student.agent, {
      courseId: await paidCourse(admin),
    });
    const text = await documentText(student.agent, `/api/payments/orders/${orderId}/receipt`);
    expect(text).toContain('आशा पटेल');
    expect(text).toContain('TAX INVOICE');
    expect(text).not.toContain('?');
  });

  it('prints a credit note in Hindi', async () => {
    const { agent, orderId } = await paidOrderIn(t, admin, 'Delhi');
    const refund = await admin.post(`/api/admin/payments/${orderId}/refunds`, {
      amountPaise: 50_000,
      reason: 'Left the course',
    });
    expect(refund.statusCode, JSON.stringify(refund.body)).toBe(200);
    const text = await documentText(agent, `/api/payments/orders/${orderId}/credit-note?lang=hi`);
    // A vowel sign drawn before its consonant (ि) reads first: these labels have none.
    for (const line of ['नोट', 'कुल धनवापसी', '₹500.00', 'गया कर']) expect(text).toContain(line);
    expect(text).not.toContain('Total refunded');
  });

  it('refuses a language the site does not speak', async () => {
    const { agent, orderId } = await paidOrderIn(t, admin, 'Delhi');
    const res = await agent.get(`/api/payments/orders/${orderId}/receipt?lang=fr`);
    expect(res.statusCode).toBe(400);
  });
});
