import { describe, expect, it } from 'vitest';
import { testI18n } from '@/testing/i18n';
import type { AuditEntry } from '../api/list-audit';
import { describeEntry as describeIn } from './describe-entry';

const english = testI18n('en');
const describeEntry = (e: AuditEntry) => describeIn(english, e);

const entry = (action: string, entity: string, more: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'entry-1',
  action,
  entity,
  entityId: 'id-1',
  before: null,
  after: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  actorName: 'Asha Admin',
  subject: null,
  item: null,
  ...more,
});

describe('describeEntry', () => {
  it('says what was done to a student, by name', () => {
    const asha = { subject: 'Asha Verma' };
    expect(describeEntry(entry('student.reset-password', 'student', asha))).toBe(
      'Password reset for Asha Verma',
    );
    expect(describeEntry(entry('student.suspend', 'student', asha))).toBe(
      'Account suspended for Asha Verma',
    );
    expect(describeEntry(entry('auth.phone-change', 'user', asha))).toBe(
      'Phone number changed for Asha Verma',
    );
  });

  it('says what was done to a teacher’s or parent’s account, and which child was linked', () => {
    const sunita = { subject: 'Sunita Sharma' };
    expect(describeEntry(entry('teacher.create', 'user', { subject: 'Meera Iyer' }))).toBe(
      'Teacher account created for Meera Iyer',
    );
    expect(describeEntry(entry('parent.suspend', 'user', sunita))).toBe(
      'Account suspended for Sunita Sharma',
    );
    expect(
      describeEntry(
        entry('parent.link-by-code', 'user', { ...sunita, after: { studentName: 'Aarav Sharma' } }),
      ),
    ).toBe('Aarav Sharma linked with a parent code by Sunita Sharma');
  });

  it('says what was done in a batch, naming it', () => {
    const batch = { subject: 'Class 10 Science' };
    expect(describeEntry(entry('batch.create', 'batch', batch))).toBe(
      'Batch added: Class 10 Science',
    );
    expect(describeEntry(entry('batch.add-members', 'batch', batch))).toBe(
      'Students added to the batch: Class 10 Science',
    );
    expect(describeEntry(entry('batch.class-change', 'batch', batch))).toBe(
      'One class changed: Class 10 Science',
    );
  });

  it('names the thing an administrator changed', () => {
    expect(describeEntry(entry('course.update', 'course', { subject: 'Class 10 Science' }))).toBe(
      'Course updated: Class 10 Science',
    );
    expect(describeEntry(entry('paper.create', 'paper', { subject: 'CBSE 2024 Maths' }))).toBe(
      'Question paper added: CBSE 2024 Maths',
    );
    expect(describeEntry(entry('coupon.delete', 'coupon', { subject: 'DIWALI10' }))).toBe(
      'Coupon deleted: DIWALI10',
    );
    expect(describeEntry(entry('feedback.read', 'feedback', { subject: 'Ravi' }))).toBe(
      'Feedback from Ravi marked read',
    );
    expect(describeEntry(entry('enquiry.reopened', 'enquiry', { subject: 'Meena' }))).toBe(
      'Enquiry from Meena reopened',
    );
    expect(
      describeEntry(entry('announcement.create', 'announcement', { subject: 'Test on Friday' })),
    ).toBe('Announcement added: Test on Friday');
  });

  it('gives a payment its amount, student and item', () => {
    const paid = entry('payment.offline', 'order', {
      subject: 'Asha Verma',
      item: 'Class 10 Science',
      after: { amountPaise: 99_900 },
    });
    expect(describeEntry(paid)).toBe(
      'Payment of ₹999 recorded at the desk for Asha Verma (Class 10 Science)',
    );
    const refund = entry('payment.refund', 'order', {
      subject: 'Asha Verma',
      item: 'Class 10 Science',
      after: { refund: { amountPaise: 50_000 } },
    });
    expect(describeEntry(refund)).toBe('Refund of ₹500 for Asha Verma (Class 10 Science)');
  });

  it('names the settings tab, and still reads for an action it does not know', () => {
    expect(describeEntry(entry('site-config.social-links.update', 'site-config'))).toBe(
      'Social links settings saved',
    );
    expect(describeEntry(entry('lesson.reorder', 'lesson', { subject: 'Chapter 1' }))).toBe(
      'lesson.reorder: Chapter 1',
    );
  });

  it('reads in Hindi on a Hindi page, the names as they were typed', () => {
    const hindi = testI18n('hi');
    expect(
      describeIn(hindi, entry('student.reset-password', 'student', { subject: 'Asha Verma' })),
    ).toBe('Asha Verma का पासवर्ड रीसेट किया गया');
    expect(
      describeIn(hindi, entry('course.update', 'course', { subject: 'Class 10 Science' })),
    ).toBe('कोर्स अपडेट किया गया: Class 10 Science');
  });
});
