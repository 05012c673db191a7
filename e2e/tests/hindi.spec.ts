import { E2E_ADMIN, expect, expectNoAxeViolations, signIn, test } from '../fixtures.ts';

test('a visitor switches to Hindi, moves around and reloads: every page stays in Hindi', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();

  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(
    page.getByRole('heading', { level: 1, name: 'उन शिक्षकों से पढ़ें जो आपका सिलेबस जानते हैं' }),
  ).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'कोर्स' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('heading', { name: 'हमसे जुड़ें' }),
  ).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('hi');

  // Inside the app every link keeps the prefix.
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await header.getByRole('link', { name: 'लॉगिन' }).click();
  await expect(page).toHaveURL(/\/hi\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'लॉगिन' })).toBeVisible();
  await expect(page).toHaveTitle(/^लॉगिन · /);

  // The form's own rules, in Hindi.
  await page.getByRole('main').getByRole('button', { name: 'लॉगिन' }).click();
  await expect(page.getByText('फ़ोन नंबर ज़रूरी है')).toBeVisible();
  await expect(page.getByText('पासवर्ड ज़रूरी है')).toBeVisible();
  await page.getByLabel('फ़ोन नंबर').fill('12345');
  await page.getByRole('main').getByRole('button', { name: 'लॉगिन' }).click();
  await expect(page.getByText('सही भारतीय मोबाइल नंबर डालें')).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'लॉगिन' })).toBeVisible();
  // The server's refusal, on a page that has not yet loaded any of the contract's translations.
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.getByLabel('फ़ोन नंबर').fill('9876543210');
  await page.getByLabel('पासवर्ड').fill('not-the-password');
  await page.getByRole('main').getByRole('button', { name: 'लॉगिन' }).click();
  await expect(page.getByText('फ़ोन नंबर या पासवर्ड ग़लत है')).toBeVisible();

  // The bare address of a page sends a Hindi reader to its Hindi page, before anything is drawn.
  const response = await page.goto('/about');
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/about$/);
  await expect(page).toHaveURL(/\/hi\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: /के बारे में$/ })).toBeVisible();

  // And back to English, which is kept too.
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: /^About / })).toBeVisible();
  await page.goto('/courses');
  await expect(page).toHaveURL(/\/courses$/);
});

test('the server sends /hi/courses in Hindi, with both languages named for search engines', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/hi/courses');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="hi">');
  expect(html).toContain('<title>कोर्स · ');
  expect(html).toContain(`<link rel="alternate" hreflang="en" href="${baseURL}/courses" />`);
  expect(html).toContain(`<link rel="alternate" hreflang="hi" href="${baseURL}/hi/courses" />`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/hi/courses" />`);
  // The first paint is Hindi: the header's menu and the footer, before any script runs.
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain('सीधे सामग्री पर जाएँ');
  expect(root).toContain('अपनी कक्षा या परीक्षा के लिए सही कोर्स चुनें।');
  expect(root).toContain('सभी श्रेणियाँ');
  expect(root).not.toContain('Find the right course');
  expect(root).toContain('href="/hi/about"');
  expect(root).not.toContain('Skip to content');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/hi/courses</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/courses</loc>`);
});

test.describe('a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('is offered Hindi on its first visit, not sent there, and asked only once', async ({
    page,
  }) => {
    await page.goto('/');
    const offer = page.getByRole('complementary', { name: 'भाषा' });
    await expect(offer).toContainText('यह साइट हिन्दी में भी है।');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await offer.getByRole('button', { name: 'English में रहें' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offer).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('takes the offer to the same page in Hindi', async ({ page }) => {
    await page.goto('/about');
    await page
      .getByRole('complementary', { name: 'भाषा' })
      .getByRole('link', { name: 'हिन्दी में देखें' })
      .click();
    await expect(page).toHaveURL(/\/hi\/about$/);
    await expect(page.getByRole('complementary', { name: 'भाषा' })).toHaveCount(0);
  });
});

test('a Hindi reader registers: the form and its rules in Hindi', async ({ page }) => {
  await page.goto('/hi/register');
  await expect(page.getByRole('heading', { level: 1, name: 'अपना अकाउंट बनाएँ' })).toBeVisible();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('main').getByRole('button', { name: 'रजिस्टर करें' }).click();
  await expect(page.getByText('नाम ज़रूरी है', { exact: true })).toBeVisible();
  await expect(page.getByText('स्कूल का नाम ज़रूरी है')).toBeVisible();
  await expect(page.getByText('कृपया कक्षा बताएँ')).toBeVisible();
  await expect(page.getByText('Name is required')).toHaveCount(0);
});

test('an admin works in Hindi: payments, its form and its rules, coupons and the audit log', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN);
  await page.goto('/hi/admin/payments');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'भुगतान' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'ऑफ़लाइन भुगतान दर्ज करें' }).click();
  const dialog = page.getByRole('dialog', { name: 'ऑफ़लाइन भुगतान दर्ज करें' });
  await expect(dialog.getByLabel('नाम या फ़ोन से छात्र खोजें')).toBeVisible();
  await dialog.getByRole('button', { name: 'भुगतान दर्ज करें' }).click();
  await expect(dialog.getByText('ख़रीदने के लिए कोई कोर्स या नोट्स चुनें')).toBeVisible();
  await expect(dialog.getByText('मिली हुई राशि लिखें')).toBeVisible();
  await dialog.getByRole('button', { name: 'रद्द करें' }).click();

  await page.getByRole('navigation').getByRole('link', { name: 'कूपन' }).click();
  await expect(page).toHaveURL(/\/hi\/admin\/coupons$/);
  await expect(page.getByRole('heading', { level: 1, name: 'कूपन' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'ऑडिट लॉग' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ऑडिट लॉग' })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'बदलाव, नए पहले' })
      .or(page.getByText('अभी तक कोई बदलाव दर्ज नहीं है।')),
  ).toBeVisible();
});
