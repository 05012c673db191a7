import { ROLES } from '@academy/contract/roles';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { insertAccounts } from '../modules/accounts/service.ts';
import { DEMO_STUDENT, DEMO_STUDENTS } from './content/students.ts';
import type { DemoSeed } from './demo.ts';

/** A student to sign in as right away, and a few classmates for the admin lists. */
export const demoStudents: DemoSeed = {
  name: 'students',
  async run(db) {
    const passwordHash = await hashPassword(DEMO_STUDENT.password);
    await insertAccounts(
      db,
      DEMO_STUDENTS.map((student) => ({ ...student, passwordHash, role: ROLES.student })),
    );
  },
};
