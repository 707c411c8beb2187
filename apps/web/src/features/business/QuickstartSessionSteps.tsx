import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Snippet, Step } from './QuickstartStep';
import { curlReadSession, curlSession, embedSnippet, nodeSnippet } from './session-snippets';

const link = 'font-semibold text-accent-700 underline';

/**
 * The Quickstart's verification links and server library (issue 47): a business that stopped at
 * lookups and webhooks never learnt how to send a customer through Vouch.
 */
export function QuickstartSessionSteps({
  first,
  origin,
  apiKey,
}: {
  first: number;
  origin: string;
  apiKey: string;
}) {
  return (
    <>
      <Step n={first} title="Send a customer through a verification link">
        <p className="mb-2">
          With a key that has the <code className="font-mono">sessions</code> scope, your server
          makes a session for each customer; its <code className="font-mono">redirect_url</code>{' '}
          must be on one of your redirect origins (
          <Link to={paths.businessSettings} className={link}>
            Settings
          </Link>
          ):
        </p>
        <Snippet code={curlSession(origin, apiKey)} testId="quickstart-session" />
        <p className="my-2">
          Send the customer to its <code className="font-mono">url</code>, or open it in a modal
          frame on your own page (the page&rsquo;s origin must be one of your redirect origins):
        </p>
        <Snippet code={embedSnippet(origin)} testId="quickstart-embed" />
        <p className="my-2">
          Then read the result from your server: the redirect to{' '}
          <code className="font-mono">redirect_url?session_id=vs_…</code> and the page&rsquo;s
          answer prove nothing. <code className="font-mono">claims</code> holds the values while the
          session is <code className="font-mono">approved</code> and the customer&rsquo;s consent
          stands; <code className="font-mono">verification_session.approved</code> and the other
          events arrive as webhooks.
        </p>
        <Snippet code={curlReadSession(origin, apiKey)} />
        <p className="mt-2">
          A test link shows Approve, Reject and Decline instead of sign-in. Your sessions, their
          history and deliveries are under{' '}
          <Link to={paths.businessSessions} className={link}>
            Sessions
          </Link>
          .
        </p>
      </Step>
      <Step n={first + 1} title="Or from Node.js: @vouch/vouch-node">
        <p className="mb-2">
          The server library does the same, typed from the API&rsquo;s OpenAPI document, with
          retries and idempotency keys, every page of a list with{' '}
          <code className="font-mono">for await</code>, and webhook verification; its{' '}
          <code className="font-mono">npx vouch listen</code> brings your events to your laptop.
        </p>
        <Snippet code={nodeSnippet(origin)} testId="quickstart-node" />
      </Step>
    </>
  );
}
