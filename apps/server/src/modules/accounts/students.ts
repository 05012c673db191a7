import type { z } from 'zod';
import { ROLES } from '@academy/contract/roles';
import type { createStudentSchema } from '@academy/contract/students';
import type { StudentRow } from '@academy/contract/students';
import type { Db, Tx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { seatStudents } from '../batches/service.ts';
import { createAccount, insertAccount, type AccountAudit, type NewAccount } from './service.ts';

/** A students-table row of an account (what Manage Students shows, and what audits keep). */
export function toStudentRow(row: UserRow): StudentRow {
  return {
    userId: row.id,
    name: row.name,
    phone: row.phone,
    classes: row.class as StudentRow['classes'],
    stream: row.stream as StudentRow['stream'],
    gender: row.gender as StudentRow['gender'],
    school: row.school,
    email: row.email,
    status: row.status === 'suspended' ? 'suspended' : 'active',
    phoneConfirmed: row.phoneVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const STUDENT_AUDIT: AccountAudit = {
  subject: 'student',
  entity: 'student',
  view: toStudentRow,
};

export type NewStudent = Omit<z.output<typeof createStudentSchema>, 'password'>;

/** A new student as a users row takes them: an imported one's gender and school may be unknown. */
export type StudentValuesInput = Omit<NewStudent, 'gender' | 'school' | 'state'> & {
  gender: NewStudent['gender'] | null;
  school: string | null;
};

/** A new student's users row: one place for registration, Add New Student and the CSV import. */
export const studentValues = (input: StudentValuesInput): Omit<NewAccount, 'passwordHash'> => ({
  name: input.name,
  phone: input.phone,
  role: ROLES.student,
  school: input.school,
  class: input.class,
  stream: input.stream,
  gender: input.gender,
});

/**
 * A student's account inside the caller's transaction, with a seat in a batch (or its waiting
 * list) when `batchId` is given: how an admission (issue 52) makes one. `by` is the administrator
 * doing it (audited), or null for the student's own sign-up. The caller hashes the password
 * before its transaction (`hashNewPassword`, or `unknownPasswordHash` for an account whose way in
 * is a code to its phone) and wraps the transaction in `insertingUser`.
 */
export async function createStudentAccount(
  tx: Tx,
  by: Viewer | null,
  input: StudentValuesInput & { passwordHash: string },
  { status = 'active', batchId }: { status?: 'active' | 'pending'; batchId?: string } = {},
) {
  const values = { ...studentValues(input), passwordHash: input.passwordHash, status };
  const row = await insertAccount(tx, by, values, STUDENT_AUDIT);
  const seat = batchId ? await seatStudents(tx, batchId, [row.id]) : null;
  return { row, seat };
}

/**
 * Sign-up (`active`, or `pending` until its number is confirmed with a code) and an
 * administrator's Add New Student (`by`, audited). Both refuse a common password and a number
 * someone holds, with the same errors.
 */
export function createStudent(
  db: Db,
  input: z.output<typeof createStudentSchema>,
  { status = 'active', by = null }: { status?: 'active' | 'pending'; by?: Viewer | null } = {},
): Promise<UserRow> {
  return createAccount(
    db,
    by,
    { ...studentValues(input), status, password: input.password },
    STUDENT_AUDIT,
  );
}
