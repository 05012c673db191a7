import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import { ROLES } from '@academy/contract/roles';
import { orders, refunds } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { paidOrderIn } from '../../../test/payments.ts';
import { signedInAs } from '../../../test/users.ts';
import { unzip } from '../../../test/zip.ts';

const t = await createTestApp();
const db = t.database.db;
const admin = (await signedInAs(t, ROLES.admin)).agent;
await admin.put('/api/site-config/business', {
  legalName: 'Academy Learning Private Limited',
  address: '12 Shiksha Marg, New Delhi 110005',
  state: 'Delhi',
  gstin: '07AABCA1234F1ZB',
  sacCode: '999293',
  gstRatePercent: 18,
});

/** An order paid (and invoiced) now, then dated `paidAt`, as if paid and invoiced that day. */
async function invoiceOn(paidAt: string, state: string, pricePaise: number) {
  const { orderId } = await paidOrderIn(t, admin, state, pricePaise);
  const issuedAt = new Date(paidAt).toISOString();
  await db
    .update(orders)
    .set({
      paidAt: new Date(paidAt),
      taxDocument: sql`jsonb_set(${orders.taxDocument}, '{issuedAt}', to_jsonb(${issuedAt}::text))`,
    })
    .where(eq(orders.id, orderId));
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order!;
}

async function refundOn(orderId: string, amountPaise: number, issuedAt: string) {
  const res = await admin.post(`/api/admin/payments/${orderId}/refunds`, {
    amountPaise,
    reason: 'Left the course',
  });
  expect(res.statusCode).toBe(200);
  await db
    .update(refunds)
    .set({
      creditNote: sql`jsonb_set(${refunds.creditNote}, '{issuedAt}', ${JSON.stringify(issuedAt)}::jsonb)`,
    })
    .where(eq(refunds.orderId, orderId));
  const [row] = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
  return row!;
}

const gstr1 = (month: string, agent = admin) =>
  agent.get(`/api/admin/payments/gstr1?month=${month}`);

describe('GSTR-1 for the month', () => {
  it('sums the month’s invoices and credit notes by place of supply and rate, and nothing of another month', async () => {
    const delhi = await invoiceOn('2025-06-02T06:00:00Z', 'Delhi', 1_499_00);
    const another = await invoiceOn('2025-06-10T06:00:00Z', 'Delhi', 1_000_00);
    const kerala = await invoiceOn('2025-06-15T06:00:00Z', 'Kerala', 1_499_00);
    const refunded = await invoiceOn('2025-06-16T06:00:00Z', 'Kerala', 2_000_00);
    const note = await refundOn(refunded.id, 50_000, '2025-06-20T06:00:00Z');
    const large = await invoiceOn('2025-06-25T06:00:00Z', 'Kerala', 150_000_00);
    const largeNote = await refundOn(large.id, 1_180_000, '2025-06-26T06:00:00Z');
    // Paid 1 July, 00:10 in India: the next month.
    await invoiceOn('2025-06-30T18:40:00Z', 'Delhi', 5_000_00);

    const res = await gstr1('2025-06');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="gstr1-2025-06.zip"');
    const files = Object.fromEntries(unzip(res.rawPayload).map((f) => [f.name, f.content]));
    expect(Object.keys(files)).toEqual([
      'b2cs.csv',
      'b2cl.csv',
      'cdnur.csv',
      'hsn(b2c).csv',
      'docs.csv',
    ]);

    // Delhi: 1,270.34 + 847.46 (the buyer with no state is placed in Delhi).
    // Kerala: 1,270.34 + 1,694.92 less the note's 423.73.
    expect(files['b2cs.csv']).toBe(
      'Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN\n' +
        'OE,07-Delhi,18,,2117.80,,\n' +
        'OE,32-Kerala,18,,2541.53,,\n',
    );
    expect(files['b2cl.csv']).toBe(
      'Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN\n' +
        `${large.receiptNo},25-Jun-2025,150000.00,32-Kerala,,18,127118.64,,\n`,
    );
    expect(files['cdnur.csv']).toBe(
      'UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount\n' +
        `B2CL,${largeNote.creditNoteNo},26-Jun-2025,C,32-Kerala,11800.00,,18,10000.00,\n`,
    );
    // Everything, notes taken away: 1,55,998 paid less 12,300 refunded; CGST and SGST are the
    // Delhi and no-state invoices' (114.33 + 76.27 each), IGST the rest.
    expect(files['hsn(b2c).csv']).toBe(
      'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount\n' +
        '999293,Education services,NA,0,143698.00,18,121777.97,21538.83,190.60,190.60,\n',
    );
    const invoices = [delhi, another, kerala, refunded, large].map((o) => o.receiptNo).sort();
    const notes = [note.creditNoteNo, largeNote.creditNoteNo].sort();
    expect(files['docs.csv']).toBe(
      'Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled\n' +
        `Invoices for outward supply,${invoices[0]},${invoices[4]},5,0\n` +
        `Credit Note,${notes[0]},${notes[1]},2,0\n`,
    );
  });

  it('is for admins only, and names a bad month', async () => {
    expect((await gstr1('2025-06', (await signedInAs(t)).agent)).statusCode).toBe(403);
    expect((await gstr1('2025-06', t.agent())).statusCode).toBe(401);
    for (const month of ['2025-13', '2025-6', 'june']) {
      const bad = await gstr1(month);
      expect(bad.statusCode).toBe(400);
      expect(bad.body.errors).toEqual({ month: PAYMENT_MESSAGES.gstr1Month });
    }
    const missing = await admin.get('/api/admin/payments/gstr1');
    expect(missing.statusCode).toBe(400);
    expect(missing.body.errors).toEqual({ month: PAYMENT_MESSAGES.gstr1Month });
  });
});
