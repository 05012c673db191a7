import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactSettings } from '@academy/contract/site-config';
import { stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { AUTO_OPEN_AFTER_MS } from './use-contact-modal';

const contactWithForm = (contactFormEnabled: boolean): ContactSettings => ({
  contactEmail: 'hello@academy.example.in',
  address: '14 Lajpat Nagar Market, New Delhi',
  addressHi: '',
  contactPhone: ['+91 98100 12345'],
  contactFormEnabled,
  mapEmbedUrl: '',
});

async function waitPastAutoOpen() {
  await act(() => vi.advanceTimersByTimeAsync(AUTO_OPEN_AFTER_MS + 1000));
}

describe('the home page contact modal and the Contact Info switch', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('opens the modal from Get in Touch and by itself while the form is on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({});
    renderApp('/', { siteConfig: { contact: contactWithForm(true) } });
    expect(await screen.findByRole('button', { name: 'Get in Touch' })).toBeVisible();
    await waitPastAutoOpen();
    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  });

  it('leads to the contact page instead, and opens nothing, while the form is off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({});
    const { router } = renderApp('/', { siteConfig: { contact: contactWithForm(false) } });
    const getInTouch = await screen.findByRole('link', { name: 'Get in Touch' });
    expect(getInTouch).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('button', { name: 'Get in Touch' })).not.toBeInTheDocument();
    await waitPastAutoOpen();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    vi.useRealTimers();
    getInTouch.click();
    expect(
      await screen.findByText('Please call or write to us using the details on this page.'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/contact');
  });
});
