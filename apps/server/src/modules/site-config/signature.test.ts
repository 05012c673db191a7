import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { SIGNATURE_MESSAGES } from '@academy/contract/site-config-messages';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type Agent } from '../../../test/app.ts';
import { GST_BUSINESS, paidOrderIn } from '../../../test/payments.ts';
import { pngOf } from '../../../test/png.ts';
import { signedInAs } from '../../../test/users.ts';

const t = await createTestApp();
const admin = await signedInAs(t, ROLES.admin);
expect((await admin.agent.put('/api/site-config/business', GST_BUSINESS)).statusCode).toBe(200);

const PATH = '/api/site-config/business/signature';
const upload = (agent: Agent, bytes: Buffer, type = 'image/png') =>
  agent.put(PATH, bytes, { 'content-type': type });

/** The width and height of each image a PDF draws. */
async function imagesIn(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf);
  const sizes: [number, number][] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects())
    if (
      object instanceof PDFRawStream &&
      object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')
    )
      sizes.push([
        Number(object.dict.get(PDFName.of('Width'))!.toString()),
        Number(object.dict.get(PDFName.of('Height'))!.toString()),
      ]);
  return sizes;
}

const invoice = async () => {
  const { agent, orderId } = await paidOrderIn(t, admin.agent, 'Delhi');
  return async () => {
    const res = await agent.get(`/api/payments/orders/${orderId}/receipt`);
    expect(res.statusCode).toBe(200);
    return imagesIn(res.rawPayload);
  };
};

describe('the signatory’s signature image', () => {
  it('is drawn on the invoices issued after it is saved, and stays on them when it changes', async () => {
    const before = await invoice();
    const first = pngOf(300, 80);
    const saved = await upload(admin.agent, first);
    expect(saved.statusCode, saved.text).toBe(200);
    expect(saved.body.message).toBe(SIGNATURE_MESSAGES.saved);
    const preview = await admin.agent.get(PATH);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.rawPayload.equals(first)).toBe(true);

    const signed = await invoice();
    expect(await signed()).toEqual([[300, 80]]);
    expect(await before()).toEqual([]);

    // A new image signs what is issued next; what was issued keeps its own.
    expect((await upload(admin.agent, pngOf(200, 50))).statusCode).toBe(200);
    expect(await signed()).toEqual([[300, 80]]);
    expect(await (await invoice())()).toEqual([[200, 50]]);

    const removed = await admin.agent.delete(PATH);
    expect(removed.body.message).toBe(SIGNATURE_MESSAGES.removed);
    expect((await admin.agent.get(PATH)).statusCode).toBe(204);
    expect(await (await invoice())()).toEqual([]);
    expect(await signed()).toEqual([[300, 80]]);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.userId), eq(auditLog.entityId, 'signature')));
    expect(entries.map((e) => e.action).sort()).toEqual([
      'site-config.signature.remove',
      'site-config.signature.save',
      'site-config.signature.save',
    ]);
  });

  it('refuses what is not a PNG or JPEG, too large, or broken, each saying why', async () => {
    const text = await upload(admin.agent, Buffer.from('not an image at all'));
    expect(text.statusCode).toBe(400);
    expect(text.body.errors).toEqual({ signature: SIGNATURE_MESSAGES.type });

    const broken = Buffer.concat([pngOf(10, 10).subarray(0, 40), randomBytes(200)]);
    const unreadable = await upload(admin.agent, broken);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.body.errors).toEqual({ signature: SIGNATURE_MESSAGES.unreadable });

    const large = Buffer.concat([pngOf(10, 10), randomBytes(310 * 1024)]);
    const tooLarge = await upload(admin.agent, large);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.body.errors).toEqual({ signature: SIGNATURE_MESSAGES.tooLarge });
    expect((await upload(admin.agent, randomBytes(700 * 1024))).statusCode).toBe(413);

    const json = await admin.agent.put(PATH, { image: 'x' });
    expect(json.statusCode).toBe(415);
    // Nothing refused was kept.
    expect((await admin.agent.get(PATH)).statusCode).toBe(204);
  });

  it('is the admin’s alone', async () => {
    const student = await signedInAs(t);
    expect((await upload(student.agent, pngOf(10, 10))).statusCode).toBe(403);
    expect((await student.agent.get(PATH)).statusCode).toBe(403);
    expect((await student.agent.delete(PATH)).statusCode).toBe(403);
    expect((await upload(t.agent(), pngOf(10, 10))).statusCode).toBe(401);
  });
});
