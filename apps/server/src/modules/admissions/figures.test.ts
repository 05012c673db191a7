import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { academyMonth } from '@academy/contract/academy-calendar';
import { ROLES } from '@academy/contract/roles';
import { createBatch, today } from '../../../test/batches.ts';
import { createTestApp } from '../../../test/app.ts';
import { signedInAs, uniquePhone } from '../../../test/users.ts';
import { leads } from '../../db/schema/index.ts';

// A database of its own: the figures count every lead of the month.
const t = await createTestApp();
const { agent: admin, userId: adminId } = await signedInAs(t, ROLES.admin);
const month = today().slice(0, 7);

async function enquiry(name: string, extra: Record<string, unknown> = {}) {
  const phone = uniquePhone();
  const res = await t.agent().post('/api/contact', {
    name,
    phone,
    query: 'Admissions open?',
    source: 'contact-page',
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  const [lead] = await t.database.db.select().from(leads).where(eq(leads.phone, phone));
  return lead!.id;
}

describe('a month’s figures', () => {
  it('counts leads by source and stage, the funnel, conversion, days to admit and reasons lost', async () => {
    const admittedId = await enquiry('Website Admitted');
    await enquiry('Website Waiting');
    const lostId = await enquiry('Campaign Lost', { utmSource: 'fair', utmCampaign: 'expo' });
    const walkIn = await admin.post('/api/admissions/leads', {
      name: 'Walk In',
      phone: uniquePhone(),
      source: 'walk-in',
    });
    expect(walkIn.statusCode).toBe(201);

    await admin.request('PATCH', `/api/admissions/leads/${admittedId}`, { ownerId: adminId });
    await admin.post(`/api/admissions/leads/${admittedId}/stage`, { stage: 'contacted' });
    const batchId = await createBatch(admin);
    const admit = await admin.post(`/api/admissions/leads/${admittedId}/admit`, {
      batchId,
      class: '10',
    });
    expect(admit.statusCode, JSON.stringify(admit.body)).toBe(200);
    await admin.post(`/api/admissions/leads/${lostId}/stage`, { stage: 'contacted' });
    await admin.post(`/api/admissions/leads/${lostId}/stage`, {
      stage: 'lost',
      reason: 'Fees too high',
    });

    const res = await admin.get(`/api/admissions/figures?month=${month}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      month,
      leads: 4,
      admitted: 1,
      medianDaysToAdmit: 0,
      funnel: [
        { stage: 'new', leads: 4 },
        { stage: 'contacted', leads: 2 },
        // Admitted straight after a call, it went past the demo steps: a funnel narrows.
        { stage: 'demo-booked', leads: 1 },
        { stage: 'demo-attended', leads: 1 },
        { stage: 'admitted', leads: 1 },
      ],
      bySource: [
        { source: 'website', leads: 2, admitted: 1 },
        { source: 'walk-in', leads: 1, admitted: 0 },
        { source: 'campaign', leads: 1, admitted: 0 },
      ],
      lostReasons: [{ reason: 'Fees too high', leads: 1 }],
    });
    expect(res.body.data.byStage).toContainEqual({ stage: 'new', leads: 2 });
    expect(res.body.data.byOwner).toContainEqual({
      owner: { id: adminId, name: 'Test Admin' },
      leads: 1,
      admitted: 1,
    });

    const csv = await admin.get(`/api/admissions/figures.csv?month=${month}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text).toContain('source,website,2,1,50\r\n');
    expect(csv.text).toContain('lost,Fees too high,1,,\r\n');
  });

  it('is empty for a month without leads, and refuses a bad month', async () => {
    const [start] = academyMonth('2020-01');
    expect(start.getTime()).toBeLessThan(Date.now());
    const empty = await admin.get('/api/admissions/figures?month=2020-01');
    expect(empty.body.data).toMatchObject({ leads: 0, admitted: 0, medianDaysToAdmit: null });
    const bad = await admin.get('/api/admissions/figures?month=2020-13');
    expect(bad.statusCode).toBe(400);
  });
});
