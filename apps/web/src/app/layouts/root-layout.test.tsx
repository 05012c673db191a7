import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GeneralSettings } from '@academy/contract/site-config';
import { stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

const general = (siteFavicon: string): GeneralSettings => ({
  siteName: 'Sharma Classes',
  siteDescription: 'Tuition in Pune',
  siteDescriptionHi: '',
  siteKeywords: [],
  siteLogo: '',
  siteFavicon,
});

// index.html's own icon, as the built page has it.
const icon = () => document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')!;
beforeEach(() => {
  document.head.insertAdjacentHTML(
    'beforeend',
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
  );
});
afterEach(() => icon().remove());

describe('the page icon and title follow the General settings', () => {
  it('uses the saved favicon, whatever its type', async () => {
    stubApi({});
    renderApp('/about', { siteConfig: { general: general('https://cdn.example.in/icon.png') } });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(icon()).toHaveAttribute('href', 'https://cdn.example.in/icon.png'));
    expect(icon()).not.toHaveAttribute('type');
    expect(document.title).toBe('About · Sharma Classes');
  });

  it('keeps the built-in icon while none is saved', async () => {
    stubApi({});
    renderApp('/about', { siteConfig: { general: general('') } });
    await screen.findByRole('heading', { level: 1 });
    expect(icon()).toHaveAttribute('href', '/favicon.svg');
    expect(icon()).toHaveAttribute('type', 'image/svg+xml');
  });
});
