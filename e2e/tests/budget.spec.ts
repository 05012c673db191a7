import { BUDGET_PAGES, SIZE_BUDGET, firstLoadSizes } from '../../scripts/bench/first-load.ts';
import { expect, test } from '../fixtures.ts';

// Every visitor's page of the list, in English and in Hindi (docs/performance.md budgets).
for (const page of BUDGET_PAGES) {
  for (const prefix of ['', '/hi']) {
    const name = `${prefix}${page}`.replace(/(.)\/$/, '$1');
    test(`the first visit of ${name} stays within the JavaScript and CSS budgets`, async ({
      page: tab,
    }) => {
      let path = name;
      if (path.includes(':id')) {
        const list = await (await tab.request.get('/api/courses?pageSize=1')).json();
        path = path.replace(':id', list.data.items[0]._id);
      }
      const sizes = await firstLoadSizes(tab, path);
      test.info().annotations.push({
        type: `first load of ${name}`,
        description: `JS ${(sizes.js / 1024).toFixed(1)} KB, CSS ${(sizes.css / 1024).toFixed(1)} KB gzip`,
      });
      expect(sizes.js).toBeGreaterThan(0);
      expect(sizes.js).toBeLessThanOrEqual(SIZE_BUDGET.js);
      expect(sizes.css).toBeLessThanOrEqual(SIZE_BUDGET.css);
    });
  }
}
