import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '@academy/contract/site-config';
import { WithI18n } from '@/testing/i18n';
import { Footer } from './footer';
import { TopBar } from './top-bar';

const config = {
  general: null,
  home: null,
  accounts: null,
  business: null,
  contact: {
    contactEmail: 'hello@academy.example',
    address: '12 MG Road, Pune',
    contactPhone: ['+91 98765 43210'],
    contactFormEnabled: true,
    mapEmbedUrl: '',
  },
  social: { youtube: 'https://youtube.com/@academy', instagram: 'javascript:alert(1)' },
} as unknown as SiteConfig;

describe('TopBar and Footer', () => {
  it('invent nothing when no site config is available', () => {
    const { container } = render(<TopBar config={null} />, { wrapper: WithI18n });
    expect(container).toBeEmptyDOMElement();

    render(
      <MemoryRouter>
        <Footer config={null} siteName="Academy" />
      </MemoryRouter>,
      { wrapper: WithI18n },
    );
    expect(screen.queryByRole('link', { name: /\+91/ })).not.toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Academy`)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Courses' })).toBeInTheDocument();
  });

  it('show configured numbers and only http(s) social links', () => {
    render(<TopBar config={config} />, { wrapper: WithI18n });
    expect(screen.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(screen.getByRole('link', { name: 'YouTube' })).toHaveAttribute(
      'href',
      'https://youtube.com/@academy',
    );
    expect(screen.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
  });
});
