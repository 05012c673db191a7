import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { TRUST_MESSAGES } from '@academy/contract/trust';
import { mockTests } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { validCourse } from '../../../test/courses.ts';
import { signedInAs } from '../../../test/users.ts';

const t = await createTestApp();
const admin = await signedInAs(t, ROLES.admin);

const teacher = {
  name: 'Asha Verma',
  photo: '/photos/asha.jpg',
  subjects: 'Physics, Classes 11 and 12',
  experienceYears: 14,
  bio: 'Taught at DPS for ten years.',
  subjectsHi: 'भौतिकी, कक्षा 11 और 12',
  bioHi: 'दस साल DPS में पढ़ाया।',
};
const topper = {
  name: 'Kabir Singh',
  program: 'Class 12 CBSE',
  score: '98.4%',
  year: 2025,
  photo: '',
  programHi: 'कक्षा 12 CBSE',
};
const testimonial = {
  quote: 'My daughter finally enjoys maths.',
  name: 'Sunita Rao',
  who: 'Parent of a Class 10 student',
  photo: 'https://cdn.example.in/sunita.jpg',
  quoteHi: 'मेरी बेटी को अब गणित अच्छा लगता है।',
  whoHi: 'कक्षा 10 की छात्रा की माँ',
};
const trust = { teachers: [teacher], toppers: [topper], testimonials: [testimonial] };

const showcase = async () => (await t.agent().get('/api/showcase')).body.data;

describe('Teachers & results', () => {
  it('is empty until the admin adds someone: no invented people', async () => {
    expect((await admin.agent.get('/api/site-config/trust')).body.data).toBeNull();
    expect(await showcase()).toMatchObject({ teachers: [], toppers: [], testimonials: [] });
  });

  it('saves the three lists in order, shows them publicly, and keeps them off every page', async () => {
    const second = {
      ...teacher,
      name: 'Ravi Iyer',
      photo: '',
      bio: undefined,
      experienceYears: '3',
    };
    const res = await admin.agent.put('/api/site-config/trust', {
      ...trust,
      teachers: [teacher, second],
    });
    expect(res.statusCode).toBe(200);
    const saved = {
      ...trust,
      teachers: [teacher, { ...second, bio: '', experienceYears: 3 }],
    };
    expect((await admin.agent.get('/api/site-config/trust')).body.data).toEqual(saved);
    expect(await showcase()).toMatchObject(saved);
    // Every page carries the public settings; the lists go only where they are shown.
    expect((await t.agent().get('/api/site-config')).body.data).not.toHaveProperty('trust');
  });

  it('keeps the Hindi optional: an entry without it reads with it empty', async () => {
    const { subjectsHi: _s, bioHi: _b, ...english } = teacher;
    const res = await admin.agent.put('/api/site-config/trust', { ...trust, teachers: [english] });
    expect(res.statusCode).toBe(200);
    expect((await showcase()).teachers[0]).toMatchObject({ subjectsHi: '', bioHi: '' });
  });

  it.each([
    [
      'teachers.0.subjectsHi',
      { teachers: [{ ...teacher, subjectsHi: 'क'.repeat(121) }] },
      TRUST_MESSAGES.subjectsTooLong,
    ],
    [
      'testimonials.0.quoteHi',
      { testimonials: [{ ...testimonial, quoteHi: 'क'.repeat(501) }] },
      TRUST_MESSAGES.quoteTooLong,
    ],
    [
      'toppers.0.programHi',
      { toppers: [{ ...topper, programHi: 'क'.repeat(81) }] },
      TRUST_MESSAGES.programTooLong,
    ],
    ['teachers.0.name', { teachers: [{ ...teacher, name: ' ' }] }, TRUST_MESSAGES.nameRequired],
    [
      'teachers.0.name',
      { teachers: [{ ...teacher, name: 'x'.repeat(81) }] },
      TRUST_MESSAGES.nameTooLong,
    ],
    [
      'teachers.0.subjects',
      { teachers: [{ ...teacher, subjects: '' }] },
      TRUST_MESSAGES.subjectsRequired,
    ],
    [
      'teachers.0.experienceYears',
      { teachers: [{ ...teacher, experienceYears: 61 }] },
      TRUST_MESSAGES.experienceInvalid,
    ],
    [
      'teachers.0.experienceYears',
      { teachers: [{ ...teacher, experienceYears: 'many' }] },
      TRUST_MESSAGES.experienceInvalid,
    ],
    [
      'teachers.0.photo',
      { teachers: [{ ...teacher, photo: 'javascript:alert(1)' }] },
      TRUST_MESSAGES.photoInvalid,
    ],
    [
      'teachers.0.bio',
      { teachers: [{ ...teacher, bio: 'x'.repeat(301) }] },
      TRUST_MESSAGES.bioTooLong,
    ],
    ['teachers', { teachers: Array(25).fill(teacher) }, TRUST_MESSAGES.tooManyTeachers],
    [
      'toppers.0.program',
      { toppers: [{ ...topper, program: '' }] },
      TRUST_MESSAGES.programRequired,
    ],
    ['toppers.0.score', { toppers: [{ ...topper, score: '' }] }, TRUST_MESSAGES.scoreRequired],
    [
      'toppers.0.score',
      { toppers: [{ ...topper, score: 'x'.repeat(21) }] },
      TRUST_MESSAGES.scoreTooLong,
    ],
    ['toppers.0.year', { toppers: [{ ...topper, year: 1949 }] }, TRUST_MESSAGES.yearInvalid],
    [
      'toppers.0.photo',
      { toppers: [{ ...topper, photo: '//evil.example/a.png' }] },
      TRUST_MESSAGES.photoInvalid,
    ],
    ['toppers', { toppers: Array(25).fill(topper) }, TRUST_MESSAGES.tooManyToppers],
    [
      'testimonials.0.quote',
      { testimonials: [{ ...testimonial, quote: ' ' }] },
      TRUST_MESSAGES.quoteRequired,
    ],
    [
      'testimonials.0.quote',
      { testimonials: [{ ...testimonial, quote: 'x'.repeat(501) }] },
      TRUST_MESSAGES.quoteTooLong,
    ],
    [
      'testimonials.0.who',
      { testimonials: [{ ...testimonial, who: 'x'.repeat(101) }] },
      TRUST_MESSAGES.whoTooLong,
    ],
    [
      'testimonials',
      { testimonials: Array(25).fill(testimonial) },
      TRUST_MESSAGES.tooManyTestimonials,
    ],
  ])('refuses %s with a clear message', async (field, change, message) => {
    const before = await showcase();
    const res = await admin.agent.put('/api/site-config/trust', { ...trust, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
    expect(await showcase()).toEqual(before);
  });

  it('takes 24 of each', async () => {
    const res = await admin.agent.put('/api/site-config/trust', {
      teachers: Array(24).fill(teacher),
      toppers: Array(24).fill(topper),
      testimonials: Array(24).fill(testimonial),
    });
    expect(res.statusCode).toBe(200);
    expect((await showcase()).testimonials).toHaveLength(24);
  });

  it('is edited by administrators only', async () => {
    expect((await t.agent().put('/api/site-config/trust', trust)).statusCode).toBe(401);
    const student = await signedInAs(t);
    expect((await student.agent.put('/api/site-config/trust', trust)).statusCode).toBe(403);
    expect((await student.agent.get('/api/site-config/trust')).statusCode).toBe(403);
  });
});

describe('the counts beside the figures', () => {
  it('are real: published courses and published mock tests, and no count of students', async () => {
    const before = (await showcase()).counts;
    // A new student changes nothing the visitors see.
    await signedInAs(t);
    await admin.agent.post('/api/courses', validCourse());
    await admin.agent.post('/api/courses', validCourse({ status: 'draft' }));
    await t.database.db.insert(mockTests).values([
      {
        title: 'Published',
        program: 'class-9-10',
        subject: 'Science',
        timeLimitMinutes: 30,
        status: 'published',
      },
      { title: 'Draft', program: 'class-9-10', subject: 'Science', timeLimitMinutes: 30 },
    ]);
    expect((await showcase()).counts).toEqual({
      courses: before.courses + 1,
      mockTests: before.mockTests + 1,
    });
  });
});
