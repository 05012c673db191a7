import { saveTab } from '../modules/site-config/service.ts';
import { DEMO_SITE_CONFIG } from './content/site-config.ts';
import type { DemoSeed } from './demo.ts';

export const demoSiteConfig: DemoSeed = {
  name: 'site settings',
  async run(db) {
    await saveTab(db, 'general', DEMO_SITE_CONFIG.general, null);
    await saveTab(db, 'contact', DEMO_SITE_CONFIG.contact, null);
    await saveTab(db, 'social-links', DEMO_SITE_CONFIG.social, null);
    await saveTab(db, 'home', DEMO_SITE_CONFIG.home, null);
    await saveTab(db, 'accounts', DEMO_SITE_CONFIG.accounts, null);
    await saveTab(db, 'business', DEMO_SITE_CONFIG.business, null);
  },
};
