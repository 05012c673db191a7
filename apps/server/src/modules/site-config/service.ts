import { eq, sql } from 'drizzle-orm';
import {
  APP_NAME,
  SITE_CONFIG_TABS,
  type SiteConfig,
  type SiteConfigTab,
  type SiteConfigValues,
} from '@academy/contract/site-config';
import type { Db, DbOrTx } from '../../db/client.ts';
import { siteConfig } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';

/** The schema a tab's stored value is read with: its own, unless older values may not pass it. */
export const storedSchemaOf = (tab: (typeof SITE_CONFIG_TABS)[SiteConfigTab]) =>
  'stored' in tab ? tab.stored : tab.schema;

/**
 * Every tab, read again through its schema so a value stored by an older version still comes out
 * in today's shape (or null, and the site falls back).
 */
export async function readAllTabs(db: DbOrTx): Promise<SiteConfigValues> {
  const rows = await db.select().from(siteConfig);
  const values: Record<string, unknown> = {};
  for (const tab of Object.values(SITE_CONFIG_TABS)) {
    const row = rows.find((r) => r.key === tab.key);
    const parsed = row ? storedSchemaOf(tab).safeParse(row.value) : undefined;
    values[tab.key] = parsed?.success ? parsed.data : null;
  }
  return values as unknown as SiteConfigValues;
}

/** The public settings, as every page carries them. */
export async function readSiteConfig(db: DbOrTx): Promise<SiteConfig> {
  const { trust: _shownWhereNeeded, ...config } = await readAllTabs(db);
  return config;
}

/** The academy's name as students know it (Site Settings > General), for messages and files. */
export async function academyName(db: DbOrTx): Promise<string> {
  return (await readSiteConfig(db)).general?.siteName ?? APP_NAME;
}

export async function readTab(db: Db, tab: SiteConfigTab) {
  return (await readAllTabs(db))[SITE_CONFIG_TABS[tab].key];
}

/** Saves a tab's value and returns it, as its route answers it. */
export async function saveTab<T>(db: Db, tab: SiteConfigTab, value: T, actor: Viewer | null) {
  const actorId = actor?.user.id ?? null;
  const { key } = SITE_CONFIG_TABS[tab];
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(siteConfig).where(eq(siteConfig.key, key));
    await tx
      .insert(siteConfig)
      .values({ key, value, updatedBy: actorId })
      .onConflictDoUpdate({
        target: siteConfig.key,
        set: { value, updatedBy: actorId, updatedAt: sql`now()` },
      });
    if (actorId) {
      await recordAudit(tx, {
        actorId,
        action: `site-config.${tab}.update`,
        entity: 'site-config',
        entityId: key,
        before: before?.value ?? null,
        after: value,
      });
    }
    return value;
  });
}
