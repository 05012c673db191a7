import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WithI18n } from '@/testing/i18n';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('stops at the last page of an exact total', async () => {
    const onPage = vi.fn();
    render(<Pagination page={3} totalPages={3} onPage={onPage} />, { wrapper: WithI18n });
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('shows a lower bound with a plus and pages on while more may follow', async () => {
    const onPage = vi.fn();
    render(<Pagination page={100} totalPages={100} hasMore onPage={onPage} />, {
      wrapper: WithI18n,
    });
    expect(screen.getByText('Page 100 of 100+')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(101);
  });
});
