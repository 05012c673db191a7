import { E2E_ADMIN, expect, expectNoAxeViolations, signIn, test } from '../fixtures.ts';

test('the contact page opens WhatsApp with the message and stores the enquiry', async ({
  page,
  context,
  browser,
}) => {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact', exact: true })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'hello@academy.example.in' }),
  ).toHaveAttribute('href', 'mailto:hello@academy.example.in');
  await expect(page.locator('iframe[title^="Map showing"]')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send on WhatsApp' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Mobile number must be at least 10 digits')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();

  const name = `Visitor ${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Mobile Number').fill('9123456780');
  await page.getByLabel('Message').fill('Can I visit on Saturday?');
  const popupPromise = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Send on WhatsApp' }).click();
  const popup = await popupPromise;
  const url = new URL(popup.url());
  expect(url.origin + url.pathname).toBe('https://wa.me/919810012345');
  expect(url.searchParams.get('text')).toContain(name);
  expect(url.searchParams.get('text')).toContain('Can I visit on Saturday?');
  await expect(page.getByText('Message sent!, We Will Get Back To You Soon')).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, E2E_ADMIN);
  const res = await admin.request.get(`/api/admin/enquiries?q=${encodeURIComponent(name)}`);
  expect((await res.json()).data.items[0]).toMatchObject({
    name,
    phone: '9123456780',
    source: 'contact-page',
  });
  await adminContext.close();
});
