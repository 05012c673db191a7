import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { DEMO_SITE_CONFIG } from '../../demo/content/site-config.ts';
import { createTestApp } from '../../../test/app.ts';
import { validCourse } from '../../../test/courses.ts';
import { paidCourse } from '../../../test/payments.ts';
import { signedInAs, validRegistration } from '../../../test/users.ts';

// PAYMENT_PROVIDER=none: the desk still records payments, which is all this file needs.
const t = await createTestApp({ PAYMENT_PROVIDER: 'none' });
const admin = (await signedInAs(t, ROLES.admin)).agent;

interface Entry {
  action: string;
  entityId: string | null;
  subject: string | null;
  item: string | null;
  actorName: string | null;
}

async function entriesFor(entityId: string): Promise<Entry[]> {
  const res = await admin.get('/api/admin/audit?pageSize=100');
  expect(res.statusCode).toBe(200);
  return (res.body.data.items as Entry[]).filter((i) => i.entityId === entityId);
}

describe('GET /api/admin/audit names what each entry is about', () => {
  it('a student by their name, whatever was done to them', async () => {
    const created = await admin.post(
      '/api/admin/students',
      validRegistration({ name: 'Asha Verma' }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.body.data.student.userId as string;
    const reset = await admin.post(`/api/admin/students/${id}/reset-password`, {
      password: 'fresh-start-2026',
    });
    expect(reset.statusCode).toBe(200);

    expect(await entriesFor(id)).toEqual([
      expect.objectContaining({
        action: 'student.reset-password',
        subject: 'Asha Verma',
        item: null,
        actorName: 'Test Admin',
      }),
      expect.objectContaining({ action: 'student.create', subject: 'Asha Verma' }),
    ]);
  });

  it('a course by its current title, and by its last title once deleted', async () => {
    const created = await admin.post(
      '/api/courses',
      validCourse({ title: 'Robotics for Class 8' }),
    );
    const id = created.body.data._id as string;
    await admin.put(`/api/courses/${id}`, validCourse({ title: 'Robotics for Class 9' }));
    expect((await entriesFor(id)).map((e) => [e.action, e.subject])).toEqual([
      ['course.update', 'Robotics for Class 9'],
      ['course.create', 'Robotics for Class 9'],
    ]);

    expect((await admin.delete(`/api/courses/${id}`)).statusCode).toBe(200);
    // The row is gone: each entry falls back on the title it recorded.
    expect((await entriesFor(id)).map((e) => [e.action, e.subject])).toEqual([
      ['course.delete', 'Robotics for Class 9'],
      ['course.update', 'Robotics for Class 9'],
      ['course.create', 'Robotics for Class 8'],
    ]);
  });

  it('a payment by the student and what they bought', async () => {
    const courseId = await paidCourse(admin, 999_00, { title: 'Class 10 Science Crash Course' });
    const student = await signedInAs(t);
    const paid = await admin.post('/api/admin/payments/offline', {
      studentId: student.userId,
      courseId,
      amountPaise: 99_900,
      method: 'cash',
    });
    expect(paid.statusCode, JSON.stringify(paid.body)).toBe(201);
    expect(await entriesFor(paid.body.data.id)).toEqual([
      expect.objectContaining({
        action: 'payment.offline',
        subject: 'Test Student',
        item: 'Class 10 Science Crash Course',
      }),
    ]);
  });

  it('nothing for a settings tab, whose action says which one', async () => {
    expect((await admin.put('/api/site-config/general', DEMO_SITE_CONFIG.general)).statusCode).toBe(
      200,
    );
    expect(await entriesFor('general')).toEqual([
      expect.objectContaining({ action: 'site-config.general.update', subject: null, item: null }),
    ]);
  });
});
