import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMISSION_MESSAGES as M } from '@academy/contract/admissions';
import { ROLES } from '@academy/contract/roles';
import { createTestApp } from '../../../test/app.ts';
import { nationalFormat, signedInAs, uniquePhone } from '../../../test/users.ts';
import { leadEvents, leads } from '../../db/schema/index.ts';

const t = await createTestApp();
const { agent: admin } = await signedInAs(t, ROLES.admin);

const leadsOf = (phone: string) => t.database.db.select().from(leads).where(eq(leads.phone, phone));

describe('importing a sign-up sheet', () => {
  it('makes leads of the campaign, joining numbers known or repeated, as enquiries do', async () => {
    const known = uniquePhone();
    const enquiry = await t.agent().post('/api/contact', {
      name: 'Known Visitor',
      phone: known,
      query: 'Hello',
      source: 'contact-page',
    });
    expect(enquiry.statusCode).toBe(201);
    const fresh = uniquePhone();
    const csv = [
      'Name,Phone,Program',
      `Riya Sen,${nationalFormat(fresh)},Class 9–10`,
      `Known Again,${known},`,
      `Riya S,0${fresh.slice(3)},ca-foundation`,
    ].join('\n');
    const res = await admin.post('/api/admissions/leads/import', {
      csv,
      campaign: 'Science fair 2026',
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ created: 1, joined: 2 });
    const [riya, ...more] = await leadsOf(fresh);
    expect(more).toEqual([]);
    expect(riya).toMatchObject({
      name: 'Riya Sen',
      source: 'campaign',
      campaign: 'Science fair 2026',
      program: 'class-9-10',
    });
    const [knownLead] = await leadsOf(known);
    expect(knownLead).toMatchObject({ source: 'website' });
    const timeline = await t.database.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, knownLead!.id));
    expect(timeline.map((e) => e.text)).toEqual(['Hello', 'Science fair 2026']);
  });

  it('refuses the whole sheet when a row has no name or a bad number', async () => {
    const phone = uniquePhone();
    const csv = ['name,phone', `Good Row,${phone}`, ',9876543210', 'Bad Number,12345'].join('\n');
    const res = await admin.post('/api/admissions/leads/import', { csv, campaign: 'Fair' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(M.rowInvalid);
    expect(res.body.errors).toEqual({ 'row 3': M.nameRequired, 'row 4': M.phoneInvalid });
    expect(await leadsOf(phone)).toEqual([]);
  });

  it('refuses a sheet without the columns, and a teacher who is not a counsellor', async () => {
    const res = await admin.post('/api/admissions/leads/import', {
      csv: 'who,number\nA,9876543210',
      campaign: 'Fair',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(M.csvHeader);
    const { agent } = await signedInAs(t, ROLES.teacher);
    const teacher = await agent.post('/api/admissions/leads/import', { csv: '', campaign: '' });
    expect(teacher.statusCode).toBe(403);
  });
});
