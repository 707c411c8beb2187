// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_HOURS, type SupportContact } from '@vouch/contracts';
import { resetSupportContactCache } from '../../lib/support-contact';
import { ContactCards } from './ContactCards';

function renderWith(contact: SupportContact) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ status: 200, msg: contact }), { status: 200 })),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ContactCards />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  resetSupportContactCache();
  vi.unstubAllGlobals();
});

describe('support contact cards', () => {
  it('show the configured phone number and WhatsApp chat link', async () => {
    renderWith({
      hours: SUPPORT_HOURS,
      phone: { display: '+234 201 555 0100', href: 'tel:+2342015550100' },
      whatsapp: { display: '+234 803 123 4567', url: 'https://wa.me/2348031234567' },
    });
    const call = await screen.findByRole('link', { name: /\+234 201 555 0100/ });
    expect(call.getAttribute('href')).toBe('tel:+2342015550100');
    const chat = screen.getByRole('link', { name: /Chat with us on WhatsApp/ });
    expect(chat.getAttribute('href')).toBe('https://wa.me/2348031234567');
    expect(screen.getByRole('heading', { name: 'Phone support' })).toBeTruthy();
  });

  it('hide the phone and chat cards when they are not configured', async () => {
    renderWith({ hours: SUPPORT_HOURS, phone: null, whatsapp: null });
    await screen.findByRole('heading', { name: 'E-mail support' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('heading', { name: 'Phone support' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'WhatsApp chat' })).toBeNull();
    expect(screen.queryByText(/Live chat/)).toBeNull();
  });
});
