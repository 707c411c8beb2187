// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, supportMessages, type SupportTicket } from '@vouch/contracts';
import SupportPage from './SupportPage';

const ticket: SupportTicket = {
  id: '7d3c6a3e-2f1b-4c55-9a0e-1f2e3d4c5b6a',
  reference: 'VCH-T-1A2B3C4D',
  full_name: 'Amaka Okafor',
  email: 'amaka@example.com',
  category: 'kyc',
  subject: 'My selfie was rejected',
  status: 'answered',
  created_at: '2025-03-05T10:00:00.000Z',
  messages: [
    { from: 'member', message: 'I took the selfie in daylight, why?', at: '2025-03-05T10:00:00Z' },
    { from: 'staff', message: 'Please retake it without glasses.', at: '2025-03-05T12:00:00Z' },
  ],
};
const reply = (status: number, msg: unknown, errors?: Record<string, string>) =>
  new Response(JSON.stringify({ status, msg, errors }), { status });

let posted: unknown[];
let postReply: () => Response;
let mine: SupportTicket[];
beforeEach(() => {
  posted = [];
  mine = [];
  postReply = () => reply(200, ticket);
  sessionStorage.setItem(
    'vouch.userInfo',
    JSON.stringify({
      uuid: 'u-1',
      first_name: 'Amaka',
      last_name: 'Okafor',
      email_address: 'amaka@example.com',
    }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'GET') return reply(200, mine);
      posted.push(JSON.parse(init.body as string));
      return postReply();
    }),
  );
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function renderPage() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <SupportPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const form = screen.getByRole('form', { name: 'Submit a ticket' });
  const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) =>
    fireEvent.change(field(label), { target: { value } });
  const submit = () => fireEvent.click(within(form).getByRole('button', { name: 'Submit Ticket' }));
  return { form, field, type, submit };
}

const alerts = () => screen.findAllByRole('alert').then((a) => a.map((x) => x.textContent));

describe('the support ticket form', () => {
  it("is prefilled with the member's name and e-mail", () => {
    const { field } = renderPage();
    expect(field('Full Name').value).toBe('Amaka Okafor');
    expect(field('Email').value).toBe('amaka@example.com');
    expect(field('Category').value).toBe('');
  });

  it("shows spec 5's messages and sends nothing", async () => {
    const { type, submit } = renderPage();
    type('Full Name', ' ');
    type('Email', '');
    submit();
    expect(await alerts()).toEqual([
      supportMessages.fullNameRequired,
      messages.emailRequired,
      supportMessages.categoryRequired,
      supportMessages.subjectRequired,
      supportMessages.messageRequired,
    ]);
    type('Full Name', 'Amaka Okafor');
    type('Email', 'amaka@');
    type('Category', 'kyc');
    type('Subject', 'Selfie');
    type('Message', 'Too short to read');
    submit();
    await waitFor(async () =>
      expect(await alerts()).toEqual([messages.emailInvalid, supportMessages.messageTooShort]),
    );
    expect(posted).toEqual([]);
  });

  it('posts the ticket, shows the success view with the reference, and starts afresh', async () => {
    const { type, submit } = renderPage();
    type('Category', 'kyc');
    type('Subject', '  My selfie was rejected ');
    type('Message', 'I took the selfie in daylight, why?');
    submit();
    expect(await screen.findByText(supportMessages.submittedTitle)).toBeTruthy();
    expect(screen.getByText(supportMessages.submittedText)).toBeTruthy();
    expect(screen.getByText('VCH-T-1A2B3C4D')).toBeTruthy();
    expect(posted).toEqual([
      {
        fullName: 'Amaka Okafor',
        email: 'amaka@example.com',
        category: 'kyc',
        subject: 'My selfie was rejected',
        message: 'I took the selfie in daylight, why?',
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Another Ticket' }));
    const form = screen.getByRole('form', { name: 'Submit a ticket' });
    expect((within(form).getByLabelText('Subject') as HTMLInputElement).value).toBe('');
    expect((within(form).getByLabelText('Category') as HTMLSelectElement).value).toBe('');
    expect((within(form).getByLabelText('Full Name') as HTMLInputElement).value).toBe(
      'Amaka Okafor',
    );
  });

  it("shows the server's refusal in a red banner and on the field", async () => {
    postReply = () => reply(400, 'Subject is required', { subject: 'Subject is required' });
    const { type, submit } = renderPage();
    type('Category', 'other');
    type('Subject', 'Hello');
    type('Message', 'A message long enough for the rule.');
    submit();
    expect(await alerts()).toEqual(['Subject is required', 'Subject is required']);
    expect(screen.queryByText(supportMessages.submittedTitle)).toBeNull();
  });
});

describe('your tickets', () => {
  it('opens a ticket onto the conversation, with a reply box unless closed', async () => {
    mine = [ticket, { ...ticket, id: 'closed-1', reference: 'VCH-T-00000001', status: 'closed' }];
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your tickets' });
    const [answered, closed] = within(list).getAllByRole('button', { expanded: false });
    fireEvent.click(answered!);
    expect(answered!.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Please retake it without glasses.')).toBeTruthy();
    expect(screen.getByText('Vouch support')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Your reply' })).toBeTruthy();
    fireEvent.click(answered!);
    fireEvent.click(closed!);
    expect(screen.getByText(/This ticket is closed\./)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Your reply' })).toBeNull();
  });
});

describe('before the e-mail is verified (issue 31)', () => {
  it('says why there is no ticket form, and sends nothing', () => {
    sessionStorage.setItem(
      'vouch.userInfo',
      JSON.stringify({
        uuid: 'u-2',
        first_name: 'Amaka',
        last_name: 'Okafor',
        email_address: 'amaka@example.com',
        status: 'EMAIL_VERIFICATION',
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SupportPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('form', { name: 'Submit a ticket' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Verify your e-mail address first' })).toBeTruthy();
    expect(screen.getByText(supportMessages.emailNotVerified)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeTruthy();
    expect(posted).toEqual([]);
  });
});
