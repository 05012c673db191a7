import { E2E_ADMIN, expect, expectNoAxeViolations, signIn, test } from '../fixtures.ts';

test('the contact page sends an enquiry; WhatsApp is a link of its own', async ({
  page,
  context,
  browser,
}) => {
  let chats = 0;
  await context.route('https://wa.me/**', (route) => {
    chats += 1;
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>WhatsApp</title>',
    });
  });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact', exact: true })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'hello@academy.example.in' }),
  ).toHaveAttribute('href', 'mailto:hello@academy.example.in');
  await expect(page.locator('iframe[title^="Map showing"]')).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole('button', { name: /WhatsApp/ })).toHaveCount(0);
  const chat = page.getByRole('main').getByRole('link', { name: 'Chat on WhatsApp' });
  await expect(chat).toHaveAttribute('href', 'https://wa.me/919810012345');

  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Mobile number must be at least 10 digits')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();

  const name = `Visitor ${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Mobile Number').fill('9123456780');
  await page.getByLabel('Message').fill('Can I visit on Saturday?');
  // The link carries what is typed, for a visitor who would rather write on WhatsApp.
  const url = new URL((await chat.getAttribute('href'))!);
  expect(url.origin + url.pathname).toBe('https://wa.me/919810012345');
  expect(url.searchParams.get('text')).toContain(name);
  expect(url.searchParams.get('text')).toContain('Can I visit on Saturday?');
  await send.click();
  await expect(page.getByText('Message sent!, We Will Get Back To You Soon')).toBeVisible();
  // Sending opened no chat.
  expect(context.pages()).toHaveLength(1);
  expect(chats).toBe(0);

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
