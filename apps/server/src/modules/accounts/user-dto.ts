import type { User } from '@academy/contract/auth';
import type { UserRow } from '../../db/schema/index.ts';

/** The user as the API shows it: never the hash, the status or internal columns. */
export function toUser(row: UserRow): User {
  return {
    userId: row.id,
    name: row.name,
    phone: row.phone,
    roles: row.role as User['roles'],
    school: row.school,
    class: row.class as User['class'],
    stream: row.stream as User['stream'],
    gender: row.gender as User['gender'],
    email: row.email,
    state: row.state,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
    mustChangePassword: row.mustChangePassword,
  };
}
