import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { normalizePhone } from '@academy/contract/phone';
import { ROLES } from '@academy/contract/roles';
import { hashPassword } from '../accounts/passwords.ts';
import { insertAccounts } from '../accounts/service.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Used when ADMIN_PHONE is not set on a fresh database. */
export const DEFAULT_ADMIN_PHONE = '+919000000001';

export interface AdminBootstrap {
  phone: string;
  /** Set only when this start generated it: printed once, never stored in clear. */
  generatedPassword?: string;
  created: boolean;
}

/**
 * Makes sure the academy has an administrator. ADMIN_PHONE/ADMIN_PASSWORD create one when none
 * exists; on an empty database without ADMIN_PASSWORD a random password is generated.
 */
export async function bootstrapAdmin(
  db: Db,
  options: { phone?: string; password?: string; isEmpty: boolean },
): Promise<AdminBootstrap | null> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, ROLES.admin))
    .limit(1);
  if (existing) return null;
  if (!options.password && !options.isEmpty) return null;

  const phone = normalizePhone(options.phone ?? DEFAULT_ADMIN_PHONE);
  if (!phone) throw new Error(`ADMIN_PHONE is not a valid phone number: ${options.phone}`);
  const generatedPassword = options.password ? undefined : randomBytes(12).toString('base64url');
  await insertAccounts(db, [
    {
      name: 'Administrator',
      phone,
      passwordHash: await hashPassword(options.password ?? generatedPassword!),
      role: ROLES.admin,
      // A password printed on a terminal is known to whoever saw it: the admin replaces it first.
      mustChangePassword: generatedPassword !== undefined,
    },
  ]);
  return { phone, generatedPassword, created: true };
}
