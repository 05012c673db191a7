import { createLink } from '../modules/links/service.ts';
import { DEMO_LINKS } from './content/links.ts';
import type { DemoSeed } from './demo.ts';

export const demoLinks: DemoSeed = {
  name: 'useful links',
  async run(db) {
    for (const link of DEMO_LINKS) await createLink(db, link, null);
  },
};
