import { randomInt } from 'node:crypto';
import { ROLES, type Role } from '@academy/contract/roles';
import { users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/accounts/passwords.ts';
import type { Agent, TestApp } from './app.ts';

/** A valid Indian mobile number no other test uses, in E.164. */
export const uniquePhone = () => `+9198${String(randomInt(0, 1e8)).padStart(8, '0')}`;

/** The national way of writing an E.164 number: "98765 43210". */
export const nationalFormat = (e164: string) => `${e164.slice(3, 8)} ${e164.slice(8)}`;

export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Priya Verma',
  phone: uniquePhone(),
  password: 'a-long-enough-passphrase',
  school: 'Delhi Public School',
  class: '11',
  stream: 'Commerce',
  gender: 'Female',
  ...overrides,
});

/** Creates a user straight in the database and signs an agent in as them. */
export async function signedInAs(
  t: TestApp,
  role: Role = ROLES.student,
): Promise<{ agent: Agent; userId: string; phone: string; password: string }> {
  const phone = uniquePhone();
  const password = 'correct-horse-battery';
  const [row] = await t.database.db
    .insert(users)
    .values({
      name: role === ROLES.admin ? 'Test Admin' : 'Test Student',
      phone,
      passwordHash: await hashPassword(password),
      role,
      ...(role === ROLES.student ? { school: 'Test School', class: '9', gender: 'Male' } : {}),
    })
    .returning({ id: users.id });
  const agent = t.agent();
  const res = await agent.post('/api/auth/login', { phone, password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body.message}`);
  return { agent, userId: row!.id, phone, password };
}
