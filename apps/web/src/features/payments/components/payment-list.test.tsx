import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@academy/contract/locales';
import type { MyOrder } from '@academy/contract/payments';
import { testI18n } from '@/testing/i18n';
import { PaymentList } from './my-payments';

const refunded: MyOrder = {
  id: 'order-1',
  item: { kind: 'instalment', id: 'fee-1', title: 'Term 2' },
  amountPaise: 600_000,
  discountPaise: 0,
  refundedPaise: 100_000,
  status: 'paid',
  method: 'upi',
  receiptNo: '2026-27/000001',
  hasCreditNote: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
};

const documentLinks = (locale: Locale) => {
  render(
    <I18nProvider i18n={testI18n(locale)}>
      <MemoryRouter>
        <PaymentList orders={[refunded]} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return screen
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))
    .filter((href) => href?.startsWith('/api/payments/'));
};

describe('a payment’s documents', () => {
  it('are printed in English for an English reader', () => {
    expect(documentLinks('en')).toEqual([
      '/api/payments/orders/order-1/credit-note',
      '/api/payments/orders/order-1/receipt',
    ]);
  });

  it('are printed in Hindi for a Hindi reader', () => {
    expect(documentLinks('hi')).toEqual([
      '/api/payments/orders/order-1/credit-note?lang=hi',
      '/api/payments/orders/order-1/receipt?lang=hi',
    ]);
  });
});
