import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import { ROLES } from '@academy/contract/roles';
import { PDFDocument } from 'pdf-lib';
import { createTestApp } from '../../../test/app.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { paidOrderIn } from '../../../test/payments.ts';
import { signedInAs } from '../../../test/users.ts';
import { nextReceiptNo } from './receipt-numbers.ts';

const t = await createTestApp();
const admin = (await signedInAs(t, ROLES.admin)).agent;
const business = {
  legalName: 'Vidya Tuitions Private Limited',
  address: '4 Lake Road, Kolkata 700029',
  state: 'West Bengal',
  gstin: '19AABCV1234F1ZL',
  sacCode: '999293',
  gstRatePercent: 18,
};

const paidOrderOf = (state: string | null) => paidOrderIn(t, admin, state);

async function receipt(agent: typeof admin, orderId: string) {
  const res = await agent.get(`/api/payments/orders/${orderId}/receipt`);
  return res;
}

describe('receipts', () => {
  it('a plain receipt without a GSTIN, for the owner and an admin only', async () => {
    const owner = await paidOrderOf('Bihar');
    const res = await receipt(owner.agent, owner.orderId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="receipt-\d{4}-\d{2}-\d{6}\.pdf"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('RECEIPT');
    expect(text).not.toMatch(/GST/);
    expect(text).toContain('Rs. 1,499.00');
    expect(text).toContain('Test Student');
    expect((await PDFDocument.load(res.rawPayload)).getTitle()).toMatch(
      /^Receipt \d{4}-\d{2}\/\d{6}$/,
    );

    expect((await receipt(admin, owner.orderId)).statusCode).toBe(200);
    const other = await signedInAs(t);
    const refused = await receipt(other.agent, owner.orderId);
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toBe(PAYMENT_MESSAGES.orderNotFound);
    expect((await receipt(t.agent(), owner.orderId)).statusCode).toBe(401);
  });

  it('a tax invoice with CGST and SGST in the academy’s state, IGST elsewhere', async () => {
    expect((await admin.put('/api/site-config/business', business)).statusCode).toBe(200);
    const local = await paidOrderOf('West Bengal');
    const intra = await pdfText((await receipt(local.agent, local.orderId)).rawPayload);
    expect(intra).toContain('TAX INVOICE');
    expect(intra).toContain('GSTIN: 19AABCV1234F1ZL');
    expect(intra).toContain('Taxable value');
    expect(intra).toContain('CGST @ 9%');
    expect(intra).toContain('SGST @ 9%');
    expect(intra).toContain('Rs. 1,270.34');
    expect(intra).toContain('Rs. 114.33');
    expect(intra).not.toContain('IGST');

    const away = await paidOrderOf('Kerala');
    const inter = await pdfText((await receipt(away.agent, away.orderId)).rawPayload);
    expect(inter).toContain('IGST @ 18%');
    expect(inter).toContain('Rs. 228.66');
    expect(inter).not.toContain('CGST');
  });

  it('refuses a GSTIN of another state, and an unpaid order has no receipt yet', async () => {
    const wrong = await admin.put('/api/site-config/business', {
      ...business,
      gstin: '07AABCV1234F1Z5',
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.body.errors ?? {})).toEqual(['gstin']);
    const student = await signedInAs(t);
    const res = await receipt(student.agent, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
  });
});

describe('receipt numbers', () => {
  it('run in sequence within a year, start again at 000001 in the next, and never repeat', async () => {
    const db = t.database.db;
    await db.execute(
      sql`delete from receipt_counters where financial_year in ('2040-41', '2041-42')`,
    );
    const march = new Date('2041-03-31T18:00:00Z');
    const april = new Date('2041-03-31T18:30:00Z');
    const numbers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db.transaction((tx) => nextReceiptNo(tx, i < 5 ? march : april)),
      ),
    );
    const before = numbers.slice(0, 5).sort();
    const after = numbers.slice(5).sort();
    expect(before).toEqual([
      '2040-41/000001',
      '2040-41/000002',
      '2040-41/000003',
      '2040-41/000004',
      '2040-41/000005',
    ]);
    expect(after).toEqual(['2041-42/000001', '2041-42/000002', '2041-42/000003']);
  });
});
