import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '@academy/contract/coupons';
import { ROLES } from '@academy/contract/roles';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const coupon = (code: string, usedCount: number, heldCount: number): Coupon => ({
  id: code,
  code,
  kind: 'percent',
  value: 50,
  validFrom: null,
  validTo: null,
  maxUses: 1,
  maxUsesPerStudent: null,
  courseIds: [],
  noteIds: [],
  active: true,
  usedCount,
  heldCount,
  discountGivenPaise: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('Admin Coupons', () => {
  it('counts a use an unpaid order holds against the limit, and says so', async () => {
    stubApi({
      'GET /api/admin/coupons': () => ({
        body: { success: true, data: [coupon('HELD50', 0, 1), coupon('FREE50', 0, 0)] },
      }),
    });
    renderApp('/admin/coupons', { user: makeUser(ROLES.admin) });
    const card = (code: string) =>
      screen.getAllByRole('listitem').find((item) => item.textContent?.startsWith(code))!;
    await screen.findAllByText('HELD50');
    const held = card('HELD50');
    expect(held).toHaveTextContent('Used up');
    expect(held).toHaveTextContent('Used 0 / 1, 1 held by an unpaid order');
    const free = card('FREE50');
    expect(free).toHaveTextContent('Active');
    expect(free).not.toHaveTextContent('held');
  });
});
