// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionSchema } from '@vouch/contracts';
import { QuickstartSessionSteps } from './QuickstartSessionSteps';
import { curlSession, nodeSnippet, sampleSession } from './session-snippets';

afterEach(cleanup);

describe('the Quickstart’s verification links (issue 47)', () => {
  it('creates a session the API accepts, with the key given', () => {
    const cmd = curlSession('https://vouch.example', 'vk_test_abc');
    expect(cmd).toContain('curl https://vouch.example/api/business/v1/verification-sessions \\');
    expect(cmd).toContain('-H "Authorization: Bearer vk_test_abc"');
    const body = JSON.parse(/-d '(.*)'/.exec(cmd)![1]!) as unknown;
    expect(body).toEqual(sampleSession);
    expect(createSessionSchema.safeParse(body).success).toBe(true);
  });

  it('the server library makes the same session and reads it back', () => {
    const code = nodeSnippet('https://vouch.example');
    expect(code).toContain("baseUrl: 'https://vouch.example'");
    expect(code).toContain('vouch.verificationSessions.create(');
    expect(code).toContain('vouch.verificationSessions.retrieve(session.id)');
    for (const value of [
      sampleSession.reference,
      sampleSession.redirect_url,
      sampleSession.purpose,
    ])
      expect(code).toContain(`'${value}'`);
    expect(code).toContain("claims: ['first_name', 'last_name', 'age_over_18']");
  });

  it('shows the link, the embed, the result and the library, numbered after the steps before', () => {
    render(
      <MemoryRouter>
        <ol>
          <QuickstartSessionSteps first={5} origin="https://vouch.example" apiKey="vk_test_abc" />
        </ol>
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { name: 'Send a customer through a verification link' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Or from Node.js: @vouch/vouch-node' }),
    ).toBeTruthy();
    expect(screen.getByText('5')).toBeTruthy();
    expect(screen.getByText('6')).toBeTruthy();
    expect(screen.getByTestId('quickstart-session').textContent).toContain('Bearer vk_test_abc');
    expect(screen.getByTestId('quickstart-embed').textContent).toContain(
      '<script src="https://vouch.example/sdk/v1/vouch.js"></script>',
    );
    expect(screen.getByTestId('quickstart-embed').textContent).toContain(
      'Vouch.verify({ sessionId',
    );
    expect(screen.getByText(/read the result from your server/)).toBeTruthy();
  });
});
