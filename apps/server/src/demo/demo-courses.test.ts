import { describe, expect, it } from 'vitest';
import { PROGRAM_SLUGS } from '@academy/contract/programs';
import { createTestApp } from '../../test/app.ts';
import { demoCourses } from './demo-courses.ts';

const t = await createTestApp();

describe('demo courses', () => {
  it('seeds at least 12 published courses across all eight programs, free and paid, videos and playlists', async () => {
    await demoCourses.run(t.database.db, t.app.storage);
    const res = await t.agent().get('/api/courses?pageSize=100');
    const items = res.body.data.items as { programs: string[]; isFree: boolean; _id: string }[];
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(new Set(items.flatMap((c) => c.programs))).toEqual(new Set(PROGRAM_SLUGS));
    expect(items.some((c) => c.isFree)).toBe(true);
    expect(items.some((c) => !c.isFree)).toBe(true);
    const kinds = new Set<string>();
    for (const c of items) {
      const detail = await t.agent().get(`/api/courses/${c._id}`);
      for (const item of detail.body.data.courseContent) kinds.add(item.type);
    }
    expect(kinds).toEqual(new Set(['video', 'playlist']));
    const search = await t.agent().get('/api/courses?q=taxation');
    expect(search.body.data.items[0].title).toMatch(/Taxation/);
  });
});
