import { expect, test } from '../fixtures.ts';

test('the About page: mission, vision, six reasons, since 2012, community links, courses', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Academy');
  await expect(page.getByText('Teaching since 2012')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our vision' })).toBeVisible();
  const reasons = page.getByRole('region', { name: 'Why students choose us' });
  await expect(reasons.getByRole('heading', { level: 3 })).toHaveText([
    'Free study materials',
    'Expert educators',
    'Video lectures',
    'Competitive exam focus',
    'Access anywhere',
    'Doubt solving',
  ]);
  const community = page.getByRole('region', { name: 'Join our community' });
  await expect(community.getByRole('link', { name: 'YouTube' })).toHaveAttribute(
    'href',
    'https://youtube.com/@academy',
  );
  await expect(community.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
    'href',
    'https://t.me/academy',
  );
  await page.getByRole('link', { name: 'Explore our courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
});
