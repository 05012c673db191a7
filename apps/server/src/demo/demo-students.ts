import { ROLES } from '@academy/contract/roles';
import { hashPassword } from '../modules/auth/passwords.ts';
import { users } from '../db/schema/index.ts';
import type { DemoSeed } from './demo.ts';

export const DEMO_STUDENT = { phone: '+919876543210', password: 'demo-student-2026' };

/** A student to sign in as right away, and a few classmates for the admin lists. */
export const demoStudents: DemoSeed = {
  name: 'students',
  async run(db) {
    const passwordHash = await hashPassword(DEMO_STUDENT.password);
    await db.insert(users).values([
      {
        name: 'Aarav Sharma',
        phone: DEMO_STUDENT.phone,
        passwordHash,
        role: ROLES.student,
        school: 'Delhi Public School',
        class: '12',
        stream: 'Science',
        gender: 'Male',
      },
      {
        name: 'Diya Patel',
        phone: '+919812345678',
        passwordHash,
        role: ROLES.student,
        school: 'Kendriya Vidyalaya',
        class: '10',
        gender: 'Female',
      },
      {
        name: 'Rohan Iyer',
        phone: '+919822334455',
        passwordHash,
        role: ROLES.student,
        school: 'St. Xavier’s College',
        class: 'ca-foundation',
        gender: 'Male',
      },
    ]);
  },
};
