import { eq, sql } from 'drizzle-orm';
import {
  SITE_CONFIG_TABS,
  type SiteConfig,
  type SiteConfigTab,
} from '@academy/contract/site-config';
import type { Db } from '../../db/client.ts';
import { siteConfig } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/service.ts';

const EMPTY: SiteConfig = {
  general: null,
  contact: null,
  social: null,
  home: null,
  accounts: null,
  business: null,
};

/**
 * Every tab, read again through its schema so a value stored by an older version still comes out
 * in today's shape (or null, and the site falls back).
 */
export async function readSiteConfig(db: Db): Promise<SiteConfig> {
  const rows = await db.select().from(siteConfig);
  const config: Record<string, unknown> = { ...EMPTY };
  for (const { key, schema } of Object.values(SITE_CONFIG_TABS)) {
    const row = rows.find((r) => r.key === key);
    const parsed = row ? schema.safeParse(row.value) : undefined;
    config[key] = parsed?.success ? parsed.data : null;
  }
  return config as unknown as SiteConfig;
}

export async function readTab(db: Db, tab: SiteConfigTab) {
  return (await readSiteConfig(db))[SITE_CONFIG_TABS[tab].key];
}

export async function saveTab(db: Db, tab: SiteConfigTab, value: unknown, actorId: string | null) {
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
