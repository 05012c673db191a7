import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GeneralSettings } from '@academy/contract/site-config';
import { stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

const general = (overrides: Partial<GeneralSettings> = {}): GeneralSettings => ({
  siteName: 'Sharma Classes',
  siteDescription: 'Tuition in Pune',
  siteDescriptionHi: '',
  siteKeywords: [],
  siteLogo: '',
  siteFavicon: '',
  ...overrides,
});
const year = new Date().getFullYear();

async function renderAbout(settings: GeneralSettings | null) {
  stubApi({});
  renderApp('/about', { siteConfig: { general: settings } });
  await screen.findByRole('heading', { level: 1 });
  return within(screen.getByRole('banner')).getByRole('link', { name: /Academy|Sharma/ });
}

describe('header logo and footer follow the General settings', () => {
  it('show the built-in icon and "Academy" when nothing is saved', async () => {
    const home = await renderAbout(null);
    expect(home).toHaveAccessibleName('Academy');
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${year} Academy`);
  });

  it('show the site name, and the logo with the name as its alt text', async () => {
    const logo = 'https://cdn.example.in/logo.png';
    const home = await renderAbout(general({ siteLogo: logo }));
    expect(home).toHaveAccessibleName('Sharma Classes');
    expect(home).toHaveTextContent('Sharma Classes');
    expect(within(home).getByRole('img', { name: 'Sharma Classes' })).toHaveAttribute('src', logo);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${year} Sharma Classes`);
  });

  it('show the name with the icon when there is no logo, and never a non-web link', async () => {
    const home = await renderAbout(general({ siteLogo: 'javascript:alert(1)' }));
    expect(home).toHaveAccessibleName('Sharma Classes');
    expect(within(home).queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('the address the admin wrote, in the page’s language', () => {
  const contact = (addressHi: string) => ({
    contactEmail: 'hello@academy.example.in',
    address: '14 Lajpat Nagar Market, New Delhi',
    addressHi,
    contactPhone: [],
    contactFormEnabled: true,
    mapEmbedUrl: '',
  });

  it('is the Hindi one on a Hindi page, in the footer and on the contact page', async () => {
    stubApi({});
    renderApp('/contact', {
      locale: 'hi',
      siteConfig: { contact: contact('14 लाजपत नगर मार्केट') },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('14 लाजपत नगर मार्केट');
    expect(screen.getByRole('main')).toHaveTextContent('14 लाजपत नगर मार्केट');
    expect(document.body).not.toHaveTextContent('Lajpat');
  });

  it('is the English one on a Hindi page when the admin wrote no Hindi, and on an English page', async () => {
    stubApi({});
    const { unmount } = renderApp('/contact', {
      locale: 'hi',
      siteConfig: { contact: contact(' ') },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('14 Lajpat Nagar Market');
    unmount();
    renderApp('/contact', { siteConfig: { contact: contact('14 लाजपत नगर मार्केट') } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('main')).toHaveTextContent('14 Lajpat Nagar Market');
    expect(document.body).not.toHaveTextContent('लाजपत');
  });
});
