import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ADMISSION_MESSAGES as M,
  DEFAULT_WHATSAPP_TEMPLATE,
  type LeadOwner,
} from '@academy/contract/admissions';
import { ROLES } from '@academy/contract/roles';
import type { Db, DbOrTx } from '../../db/client.ts';
import { counsellors, siteConfig, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';

/**
 * The WhatsApp template lives in site_config under a key that is no settings tab: the public
 * settings every page carries read the tabs alone, and this is for staff.
 */
const TEMPLATE_KEY = 'admissions-whatsapp';

export async function readWhatsappTemplate(db: DbOrTx): Promise<string> {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.key, TEMPLATE_KEY));
  const value = row?.value as { template?: unknown } | undefined;
  return typeof value?.template === 'string' ? value.template : DEFAULT_WHATSAPP_TEMPLATE;
}

export async function saveWhatsappTemplate(db: Db, viewer: Viewer, template: string) {
  await db.transaction(async (tx) => {
    const before = await readWhatsappTemplate(tx);
    const value = { template };
    await tx
      .insert(siteConfig)
      .values({ key: TEMPLATE_KEY, value, updatedBy: viewer.user.id })
      .onConflictDoUpdate({
        target: siteConfig.key,
        set: { value, updatedBy: viewer.user.id, updatedAt: sql`now()` },
      });
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: 'lead.whatsapp-template',
      entity: 'site-config',
      entityId: TEMPLATE_KEY,
      before: { template: before },
      after: value,
    });
  });
  return template;
}

/**
 * Who may own a lead and who may be named counsellor: the admins, and every teacher with whether
 * they are one. An academy has a handful of staff, so the list is whole.
 */
export async function listStaff(db: DbOrTx): Promise<LeadOwner[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, role: users.role, counsellor: counsellors.userId })
    .from(users)
    .leftJoin(counsellors, eq(counsellors.userId, users.id))
    .where(inArray(users.role, [ROLES.admin, ROLES.teacher]))
    .orderBy(asc(users.name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    admin: r.role === ROLES.admin,
    counsellor: r.counsellor !== null,
  }));
}

/** Names the counsellors: exactly these teachers, every other one is not. */
export async function saveCounsellors(db: Db, viewer: Viewer, userIds: string[]) {
  await db.transaction(async (tx) => {
    const wanted = [...new Set(userIds)];
    const found = wanted.length
      ? await tx.select({ role: users.role }).from(users).where(inArray(users.id, wanted))
      : [];
    if (found.length !== wanted.length || found.some((r) => r.role !== ROLES.teacher)) {
      throw new AppError('VALIDATION', M.teacherOnly, { userIds: M.teacherOnly });
    }
    const before = await tx.select({ id: counsellors.userId }).from(counsellors);
    await tx.delete(counsellors);
    if (wanted.length) await tx.insert(counsellors).values(wanted.map((userId) => ({ userId })));
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: 'lead.counsellors',
      entity: 'counsellors',
      before: before.map((r) => r.id),
      after: wanted,
    });
  });
}
