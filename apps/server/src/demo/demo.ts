import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { demoSiteConfig } from './demo-site-config.ts';
import type { FileStorage } from '../modules/files/storage.ts';
import { demoCourses } from './demo-courses.ts';
import { demoMaterials } from './demo-materials.ts';
import { demoMockTests } from './demo-mock-tests.ts';
import { demoLinks } from './demo-links.ts';
import { demoStudents } from './demo-students.ts';
import { demoActivity } from './demo-activity.ts';
import { demoAcademy } from './demo-academy.ts';
import { demoStudy } from './demo-study.ts';

/** One area's demo content. Areas add theirs to `DEMO_SEEDS`; they run in order, once. */
export interface DemoSeed {
  name: string;
  /** `storage` holds the files of seeded study materials. */
  run(db: Db, storage: FileStorage): Promise<void>;
}

const DEMO_SEEDS: DemoSeed[] = [
  demoStudents,
  demoSiteConfig,
  demoCourses,
  demoMaterials,
  demoMockTests,
  demoActivity,
  demoLinks,
  demoAcademy,
  demoStudy,
];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

export async function seedDemo(
  db: Db,
  storage: FileStorage,
  log: (message: string) => void = () => {},
) {
  for (const seed of DEMO_SEEDS) {
    await seed.run(db, storage);
    log(`demo content: ${seed.name}`);
  }
}
