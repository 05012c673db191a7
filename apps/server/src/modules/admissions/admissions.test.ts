import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '@academy/contract/academy-calendar';
import { ADMISSION_MESSAGES as M } from '@academy/contract/admissions';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import { ROLES } from '@academy/contract/roles';
import { createTestApp, type Agent } from '../../../test/app.ts';
import { person, today } from '../../../test/batches.ts';
import { nationalFormat, signedInAs, uniquePhone } from '../../../test/users.ts';
import { auditLog, enquiries, leadEvents, leads } from '../../db/schema/index.ts';

const t = await createTestApp();
const { agent: admin, userId: adminId } = await signedInAs(t, ROLES.admin);

/** A visitor's enquiry from the contact page, from a device of its own. */
async function enquire(phone: string, overrides: Record<string, unknown> = {}) {
  const res = await t.agent().post('/api/contact', {
    name: 'Kavya Nair',
    phone,
    query: 'Is there a Class 10 batch?',
    source: 'contact-page',
    ...overrides,
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

const leadsOf = (e164: string) => t.database.db.select().from(leads).where(eq(leads.phone, e164));

async function leadOf(e164: string) {
  const [lead] = await leadsOf(e164);
  expect(lead).toBeDefined();
  return lead!;
}

async function addLead(agent: Agent, overrides: Record<string, unknown> = {}) {
  const res = await agent.post('/api/admissions/leads', {
    name: 'Rohan Gupta',
    phone: uniquePhone(),
    program: 'class-9-10',
    source: 'walk-in',
    ...overrides,
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.data as { id: string; joined: boolean };
}

const move = (agent: Agent, id: string, body: Record<string, unknown>) =>
  agent.post(`/api/admissions/leads/${id}/stage`, body);

describe('an enquiry becomes a lead', () => {
  it('makes a new website lead with the enquiry on its timeline', async () => {
    const phone = uniquePhone();
    const enquiryId = await enquire(nationalFormat(phone));
    const lead = await leadOf(phone);
    expect(lead).toMatchObject({ name: 'Kavya Nair', source: 'website', stage: 'new' });
    const timeline = await t.database.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead.id));
    expect(timeline).toMatchObject([
      { kind: 'enquiry', enquiryId, text: 'Is there a Class 10 batch?', actorId: null },
    ]);
    // The enquiries inbox links to the lead it joined.
    const inbox = await admin.get(`/api/admin/enquiries?q=${phone.slice(3)}`);
    const listed = (inbox.body.data.items as { id: string; leadId: string | null }[]).find(
      (e) => e.id === enquiryId,
    );
    expect(listed?.leadId).toBe(lead.id);
  });

  it('joins a second enquiry from the same number, however it is written, to the same lead', async () => {
    const phone = uniquePhone();
    await enquire(phone);
    await enquire(`0${phone.slice(3)}`, { source: 'home-modal', query: 'And the fees?' });
    const [lead, ...others] = await leadsOf(phone);
    expect(others).toEqual([]);
    const timeline = await t.database.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead!.id));
    expect(timeline.map((e) => e.text).sort()).toEqual([
      'And the fees?',
      'Is there a Class 10 batch?',
    ]);
  });

  it('makes one lead of enquiries sent at once from one number', async () => {
    const phone = uniquePhone();
    await Promise.all(Array.from({ length: 5 }, (_, i) => enquire(phone, { query: `Ask ${i}` })));
    const found = await leadsOf(phone);
    expect(found).toHaveLength(1);
    const timeline = await t.database.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, found[0]!.id));
    expect(timeline).toHaveLength(5);
  });

  it('takes the campaign from the landing address, kept with the enquiry', async () => {
    const phone = uniquePhone();
    const enquiryId = await enquire(phone, {
      utmSource: 'instagram',
      utmCampaign: 'diwali-2026',
    });
    expect(await leadOf(phone)).toMatchObject({
      source: 'campaign',
      utmSource: 'instagram',
      campaign: 'diwali-2026',
    });
    const [enquiry] = await t.database.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.id, enquiryId));
    expect(enquiry).toMatchObject({ utmSource: 'instagram', utmCampaign: 'diwali-2026' });
  });

  it('makes a lead of a home-modal enquiry without a phone, alone', async () => {
    const res = await t
      .agent()
      .post('/api/contact', { name: 'No Number Visitor', query: 'Call me later' });
    expect(res.statusCode).toBe(201);
    const [lead] = await t.database.db
      .select()
      .from(leads)
      .where(eq(leads.name, 'No Number Visitor'));
    expect(lead).toMatchObject({ phone: null, source: 'website' });
  });
});

describe('leads added by hand', () => {
  it('adds a walk-in, audited', async () => {
    const phone = uniquePhone();
    const added = await addLead(admin, { phone: nationalFormat(phone), note: 'Came with father' });
    expect(added.joined).toBe(false);
    expect(await leadOf(phone)).toMatchObject({ source: 'walk-in', program: 'class-9-10' });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, added.id));
    expect(audit).toMatchObject([{ action: 'lead.create', actorId: adminId }]);
  });

  it('joins a known number to its lead, keeping where it first came from', async () => {
    const phone = uniquePhone();
    await enquire(phone);
    const res = await admin.post('/api/admissions/leads', {
      name: 'Kavya N',
      phone,
      source: 'phone',
      note: 'Called back',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ message: M.joined, data: { joined: true } });
    expect(await leadOf(phone)).toMatchObject({ name: 'Kavya Nair', source: 'website' });
  });

  it.each([
    ['name', { name: ' ' }, M.nameRequired],
    ['phone', { phone: '123' }, M.phoneInvalid],
    ['program', { program: 'ballet' }, M.programInvalid],
    ['source', { source: 'website' }, M.sourceInvalid],
  ])('refuses a bad %s', async (field, override, message) => {
    const res = await admin.post('/api/admissions/leads', {
      name: 'Rohan Gupta',
      phone: uniquePhone(),
      source: 'walk-in',
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
  });
});

describe('stages', () => {
  it('moves along the allowed stages, each on the timeline and audited', async () => {
    const { id } = await addLead(admin);
    for (const stage of ['contacted', 'demo-booked', 'demo-attended']) {
      const res = await move(admin, id, { stage });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.stage).toBe(stage);
    }
    const events = await t.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, id));
    expect(events.filter((e) => e.kind === 'stage').map((e) => e.stage)).toEqual([
      'contacted',
      'demo-booked',
      'demo-attended',
    ]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.filter((a) => a.action === 'lead.stage')).toHaveLength(3);
  });

  it.each([
    ['new', 'demo-attended'],
    ['new', 'admitted'],
    ['new', 'new'],
  ])('refuses %s → %s', async (_, stage) => {
    const { id } = await addLead(admin);
    const res = await move(admin, id, { stage });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(M.stageNotAllowed);
  });

  it('needs a reason to lose a lead, and drops it when the lead is taken up again', async () => {
    const { id } = await addLead(admin);
    const bare = await move(admin, id, { stage: 'lost' });
    expect(bare.statusCode).toBe(400);
    expect(bare.body.errors?.reason).toBe(M.reasonRequired);
    const lost = await move(admin, id, { stage: 'lost', reason: 'Joined another academy' });
    expect(lost.body.data).toMatchObject({ stage: 'lost', lostReason: 'Joined another academy' });
    const back = await move(admin, id, { stage: 'contacted' });
    expect(back.body.data).toMatchObject({ stage: 'contacted', lostReason: null });
  });

  it('takes one of two equal moves made at once, under the lead’s lock', async () => {
    const { id } = await addLead(admin);
    const codes = await Promise.all([
      move(admin, id, { stage: 'contacted' }),
      move(admin, id, { stage: 'contacted' }),
    ]).then((all) => all.map((r) => r.statusCode).sort());
    expect(codes).toEqual([200, 409]);
    const events = await t.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, id));
    expect(events.filter((e) => e.kind === 'stage')).toHaveLength(1);
  });

  it('makes a new lead contacted with its first call', async () => {
    const { id } = await addLead(admin);
    const res = await admin.post(`/api/admissions/leads/${id}/notes`, {
      kind: 'call',
      text: 'Will visit on Sunday',
    });
    expect(res.statusCode).toBe(200);
    const detail = await admin.get(`/api/admissions/leads/${id}`);
    expect(detail.body.data.stage).toBe('contacted');
    expect(
      detail.body.data.timeline.map((e: { kind: string; text: string | null }) => e.kind),
    ).toEqual(['enquiry', 'call', 'stage']);
  });
});

describe('the work list', () => {
  it('puts follow-ups due today and overdue first, the overdue marked', async () => {
    const program = 'ca-foundation';
    const later = await addLead(admin, { program, name: 'Later Lead' });
    const overdue = await addLead(admin, { program, name: 'Overdue Lead' });
    const dueToday = await addLead(admin, { program, name: 'Today Lead' });
    const lost = await addLead(admin, { program, name: 'Lost Lead' });
    for (const [id, nextFollowUp] of [
      [later.id, addDays(today(), 3)],
      [overdue.id, addDays(today(), -2)],
      [dueToday.id, today()],
      [lost.id, addDays(today(), -5)],
    ] as const) {
      const res = await admin.request('PATCH', `/api/admissions/leads/${id}`, { nextFollowUp });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    }
    await move(admin, lost.id, { stage: 'lost', reason: 'Moved city' });
    const res = await admin.get(`/api/admissions/leads?program=${program}&q=Lead&pageSize=100`);
    const mine = (res.body.data.items as { id: string; overdue: boolean }[]).filter((l) =>
      [later.id, overdue.id, dueToday.id, lost.id].includes(l.id),
    );
    expect(mine.map((l) => l.id)).toEqual([overdue.id, dueToday.id, lost.id, later.id]);
    expect(mine.map((l) => l.overdue)).toEqual([true, false, false, false]);
  });

  it('finds a lead by name or phone and filters by stage, owner, source and month', async () => {
    const phone = uniquePhone();
    const name = `Searchable ${phone.slice(-6)}`;
    const { id } = await addLead(admin, { name, phone, source: 'referral' });
    await admin.request('PATCH', `/api/admissions/leads/${id}`, { ownerId: adminId });
    const month = today().slice(0, 7);
    for (const query of [
      `q=${encodeURIComponent(name)}`,
      `q=${phone.slice(-7)}`,
      `q=${phone.slice(-7)}&stage=new&source=referral&ownerId=${adminId}&month=${month}`,
    ]) {
      const res = await admin.get(`/api/admissions/leads?${query}`);
      expect(res.body.data.items.map((l: { id: string }) => l.id)).toEqual([id]);
    }
    for (const query of ['stage=lost', 'source=walk-in', 'month=2020-01']) {
      const res = await admin.get(`/api/admissions/leads?q=${phone.slice(-7)}&${query}`);
      expect(res.body.data.total).toBe(0);
    }
  });

  it('pages on the server', async () => {
    const program = 'cma-foundation';
    for (let i = 0; i < 3; i++) await addLead(admin, { program, name: `Paged ${i}` });
    const res = await admin.get(`/api/admissions/leads?program=${program}&pageSize=2`);
    expect(res.body.data.items).toHaveLength(2);
    expect(res.body.data.total).toBeGreaterThanOrEqual(3);
  });

  it('refuses an owner who is neither an admin nor a counsellor', async () => {
    const { id } = await addLead(admin);
    const teacher = await person(t, ROLES.teacher, 'Not Counsellor');
    const res = await admin.request('PATCH', `/api/admissions/leads/${id}`, {
      ownerId: teacher.userId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.ownerId).toBe(M.ownerInvalid);
  });

  it('keeps the WhatsApp template the admin writes', async () => {
    const template = 'Namaste {name}, your demo class is waiting.';
    const put = await admin.put('/api/admissions/whatsapp-template', { template });
    expect(put.statusCode).toBe(200);
    const got = await admin.get('/api/admissions/whatsapp-template');
    expect(got.body.data.template).toBe(template);
    const site = await t.agent().get('/api/site-config');
    expect(JSON.stringify(site.body)).not.toContain(template);
  });
});

describe('who sees leads', () => {
  it('lets a counsellor work the leads, and a teacher who is not one nowhere', async () => {
    const counsellor = await person(t, ROLES.teacher, 'Asha Counsellor');
    const { id } = await addLead(admin);
    const before = await counsellor.agent.get('/api/admissions/leads');
    expect(before.statusCode).toBe(403);
    expect(before.body.message).toBe(M.notCounsellor);
    // The desk answers every teacher, so their home can ask without a refusal.
    const notYet = await counsellor.agent.get('/api/admissions/desk');
    expect(notYet.statusCode).toBe(200);
    expect(notYet.body.data).toEqual({ counsellor: false, due: 0 });
    // Refused before the body is read: a bad body still answers 403.
    const bad = await counsellor.agent.post('/api/admissions/leads', {});
    expect(bad.statusCode).toBe(403);

    const staff = await admin.get('/api/admissions/staff');
    const counsellorIds = (staff.body.data as { id: string; counsellor: boolean }[])
      .filter((s) => s.counsellor)
      .map((s) => s.id);
    const named = await admin.put('/api/admissions/counsellors', {
      userIds: [...counsellorIds, counsellor.userId],
    });
    expect(named.statusCode).toBe(200);
    expect((await counsellor.agent.get(`/api/admissions/leads/${id}`)).statusCode).toBe(200);
    // A counsellor's desk counts the follow-ups due, and they choose among every batch for a demo.
    const desk = async () => (await counsellor.agent.get('/api/admissions/desk')).body.data;
    await admin.request('PATCH', `/api/admissions/leads/${id}`, {
      nextFollowUp: addDays(today(), 30),
    });
    const dueBefore = (await desk()).due as number;
    await admin.request('PATCH', `/api/admissions/leads/${id}`, { nextFollowUp: today() });
    expect(await desk()).toEqual({ counsellor: true, due: dueBefore + 1 });
    const batches = await counsellor.agent.get('/api/admissions/batches');
    expect(batches.statusCode).toBe(200);
    const all = await admin.get('/api/admin/batches');
    expect((batches.body.data as { id: string }[]).map((b) => b.id).sort()).toEqual(
      (all.body.data as { id: string }[]).map((b) => b.id).sort(),
    );
    const owned = await admin.request('PATCH', `/api/admissions/leads/${id}`, {
      ownerId: counsellor.userId,
    });
    expect(owned.body.data.owner).toEqual({ id: counsellor.userId, name: 'Asha Counsellor' });
    // Naming counsellors and the template stay the admin's.
    expect(
      (await counsellor.agent.put('/api/admissions/counsellors', { userIds: [] })).statusCode,
    ).toBe(403);
    const unnamed = await admin.put('/api/admissions/counsellors', { userIds: counsellorIds });
    expect(unnamed.statusCode).toBe(200);
    expect((await counsellor.agent.get('/api/admissions/leads')).statusCode).toBe(403);
    expect((await desk()).counsellor).toBe(false);
  });

  it('refuses to name anyone but a teacher', async () => {
    const res = await admin.put('/api/admissions/counsellors', { userIds: [adminId] });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.userIds).toBe(M.teacherOnly);
  });

  it.each([ROLES.student, ROLES.parent])('refuses role %s', async (role) => {
    const { agent } = await signedInAs(t, role);
    const res = await agent.get('/api/admissions/leads');
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(AUTH_MESSAGES.forbidden);
  });

  it('asks a visitor to sign in', async () => {
    const res = await t.agent().get('/api/admissions/leads');
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for a lead that does not exist', async () => {
    const res = await admin.get('/api/admissions/leads/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe(M.notFound);
  });
});
