import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LINK_MESSAGES } from '@academy/contract/link-messages';
import type { UsefulLink, usefulLinkSchema } from '@academy/contract/links';
import type { Db } from '../../db/client.ts';
import { usefulLinks } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { escapeLike } from '../../lib/sql.ts';
import { recordAudit } from '../audit/service.ts';

type LinkInput = z.output<typeof usefulLinkSchema>;

const toLink = (row: typeof usefulLinks.$inferSelect): UsefulLink => ({
  _id: row.id,
  title: row.title,
  link: row.link,
  des: row.des,
  category: row.category,
});

/** Every link (a short, curated list), alphabetically; `q` matches the title or description. */
export async function listLinks(db: Db, q: string): Promise<UsefulLink[]> {
  const pattern = `%${escapeLike(q)}%`;
  const rows = await db
    .select()
    .from(usefulLinks)
    .where(q ? or(ilike(usefulLinks.title, pattern), ilike(usefulLinks.des, pattern)) : undefined)
    .orderBy(asc(sql`lower(${usefulLinks.title})`), asc(usefulLinks.createdAt));
  return rows.map(toLink);
}

export async function createLink(db: Db, input: LinkInput, actor: Viewer | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(usefulLinks).values(input).returning();
    const link = toLink(row!);
    if (actor) {
      await recordAudit(tx, {
        actorId: actor.user.id,
        action: 'link.create',
        entity: 'useful-link',
        entityId: link._id,
        after: link,
      });
    }
    return link;
  });
}

export async function updateLink(db: Db, id: string, input: LinkInput, actor: Viewer) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(usefulLinks)
      .where(eq(usefulLinks.id, id))
      .for('update');
    if (!before) throw notFound(LINK_MESSAGES.notFound);
    const [row] = await tx
      .update(usefulLinks)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(usefulLinks.id, id))
      .returning();
    const link = toLink(row!);
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: 'link.update',
      entity: 'useful-link',
      entityId: id,
      before: toLink(before),
      after: link,
    });
    return link;
  });
}

export async function deleteLink(db: Db, id: string, actor: Viewer) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(usefulLinks).where(eq(usefulLinks.id, id)).returning();
    if (!row) throw notFound(LINK_MESSAGES.notFound);
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: 'link.delete',
      entity: 'useful-link',
      entityId: id,
      before: toLink(row),
    });
  });
}
