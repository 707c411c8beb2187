import { Link } from 'react-router';
import { BUSINESS_API_PREFIX, businessTestIdentities } from '@vouch/contracts';
import { Card } from '../../components/Card';
import { CopyButton } from '../../components/CopyButton';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useConsole } from './console-context';
import { curlLookup, KEY_PLACEHOLDER } from './curl';
import { useJustMade } from './last-key';
import { QuickstartSessionSteps } from './QuickstartSessionSteps';
import { Snippet, Step } from './QuickstartStep';
import { verifySnippet } from './webhook-snippet';

const sample = JSON.stringify({ verified: true, member: businessTestIdentities.member }, null, 2);

/**
 * /business/quickstart: from a test key to a verified answer, webhooks, then verification links
 * and the server library.
 */
export default function QuickstartPage() {
  useDocumentTitle('Quickstart');
  const { org } = useConsole();
  const justMade = useJustMade(org.id, 'test');
  const command = curlLookup(window.location.origin, justMade ?? KEY_PLACEHOLDER);
  return (
    <Card>
      <ol className="space-y-8">
        <Step n={1} title="Make a test key">
          {justMade ? (
            <p>
              The key you just made is in the command below (it is kept in this tab only: copy it
              somewhere safe).
            </p>
          ) : (
            <p>
              Under{' '}
              <Link to={paths.businessKeys} className="font-semibold text-accent-700 underline">
                API keys
              </Link>
              , create a test key with the <code className="font-mono">lookups</code> scope (and{' '}
              <code className="font-mono">sessions</code> for verification links, step 5) and copy
              it: it is shown once. Then come back here, or paste it in place of{' '}
              <code className="font-mono">{KEY_PLACEHOLDER}</code>.
            </p>
          )}
        </Step>
        <Step n={2} title="Look up a test identity">
          <p className="mb-2">
            From your server (or a terminal), ask whether the always-verified test phone number{' '}
            <code className="font-mono">{businessTestIdentities.verified.PHONE_NUMBER}</code> is
            verified:
          </p>
          <div className="flex flex-col items-end gap-2 sm:flex-row sm:items-start">
            <pre
              tabIndex={0}
              data-testid="quickstart-command"
              className="w-full min-w-0 flex-1 overflow-x-auto rounded-field bg-ink-900 p-3 font-mono text-xs text-white"
            >
              {command}
            </pre>
            <CopyButton value={command} label="command" />
          </div>
        </Step>
        <Step n={3} title="Read the answer">
          <pre
            tabIndex={0}
            className="overflow-x-auto rounded-field bg-ink-50 p-3 font-mono text-xs text-ink-900"
          >
            {sample}
          </pre>
          <p className="mt-2">
            <code className="font-mono">{businessTestIdentities.unverified.PHONE_NUMBER}</code>{' '}
            answers <code className="font-mono">{'{"verified":false}'}</code>, as anyone not
            verified (or nobody at all) does. Your lookups appear under Usage. When you are ready
            for real members, ask for live mode on the Overview, then make a live key. The{' '}
            <Link to={paths.businessReference} className="font-semibold text-accent-700 underline">
              API reference
            </Link>{' '}
            and the{' '}
            <a
              href={`${BUSINESS_API_PREFIX}/openapi.json`}
              className="font-semibold text-accent-700 underline"
            >
              OpenAPI document
            </a>{' '}
            describe every answer and error.
          </p>
        </Step>
        <Step n={4} title="Receive webhooks">
          <p className="mb-2">
            Add an endpoint under{' '}
            <Link to={paths.businessWebhooks} className="font-semibold text-accent-700 underline">
              Webhooks
            </Link>{' '}
            and copy its <code className="font-mono">whsec_</code> secret. Every event arrives
            signed in the Standard Webhooks format; verify it with the{' '}
            <code className="font-mono">standardwebhooks</code> package before trusting it:
          </p>
          <Snippet code={verifySnippet()} testId="quickstart-webhook" />
          <p className="mt-2">
            Answer 2xx within 15 seconds; anything else is retried for about three days (5 s, 5 min,
            30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h). Delivery is at least once and in no promised
            order: keep the <code className="font-mono">webhook-id</code> header (the event’s id)
            and skip ids you have seen. <code className="font-mono">GET /events</code> lists every
            event, to catch up after an outage.
          </p>
        </Step>
        <QuickstartSessionSteps
          first={5}
          origin={window.location.origin}
          apiKey={justMade ?? KEY_PLACEHOLDER}
        />
      </ol>
    </Card>
  );
}
