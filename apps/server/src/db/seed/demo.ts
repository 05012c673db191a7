import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { demoSiteConfig } from './demo-site-config.ts';
import { demoCourses } from './demo-courses.ts';
import { demoLinks } from './demo-links.ts';
import { demoStudents } from './demo-students.ts';

/** One area's demo content. Areas add theirs to `DEMO_SEEDS`; they run in order, once. */
export interface DemoSeed {
  name: string;
  run(db: Db): Promise<void>;
}

const DEMO_SEEDS: DemoSeed[] = [demoStudents, demoSiteConfig, demoCourses, demoLinks];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

export async function seedDemo(db: Db, log: (message: string) => void = () => {}) {
  for (const seed of DEMO_SEEDS) {
    await seed.run(db);
    log(`demo content: ${seed.name}`);
  }
}
