import { SIZE_BUDGET, firstLoadSizes } from '../../scripts/bench/first-load.ts';
import { expect, test } from '../fixtures.ts';

for (const path of ['/', '/hi']) {
  test(`the first visit of ${path} stays within the JavaScript and CSS budgets`, async ({
    page,
  }) => {
    const sizes = await firstLoadSizes(page, path);
    test.info().annotations.push({
      type: `first load of ${path}`,
      description: `JS ${(sizes.js / 1024).toFixed(1)} KB, CSS ${(sizes.css / 1024).toFixed(1)} KB gzip`,
    });
    expect(sizes.js).toBeGreaterThan(0);
    expect(sizes.js).toBeLessThanOrEqual(SIZE_BUDGET.js);
    expect(sizes.css).toBeLessThanOrEqual(SIZE_BUDGET.css);
  });
}
