import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

describe('ContactModal', () => {
  it('keeps the form open and filled, and toasts "Failed to send message", when sending fails', async () => {
    const api = stubApi({
      'POST /api/contact': () => ({
        status: 500,
        body: { success: false, message: 'Something went wrong' },
      }),
    });
    const { events } = renderApp('/');
    await events.click(await screen.findByRole('button', { name: 'Get in Touch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    await events.type(within(dialog).getByLabelText('Full Name'), 'Sunita Devi');
    await events.type(within(dialog).getByLabelText('Phone Number'), '9876543210');
    await events.type(within(dialog).getByLabelText('Your Message'), 'Weekend batches?');
    await events.click(within(dialog).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/api/contact', expect.objectContaining({ method: 'POST' }));
    expect(dialog).toBeVisible();
    expect(within(dialog).queryByText('Message sent!')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Sunita Devi');
    expect(within(dialog).getByLabelText('Phone Number')).toHaveValue('9876543210');
    expect(within(dialog).getByLabelText('Your Message')).toHaveValue('Weekend batches?');
    expect(within(dialog).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
