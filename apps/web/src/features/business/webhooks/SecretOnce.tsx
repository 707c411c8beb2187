import type { CreatedWebhookEndpoint } from '@vouch/contracts';
import { SecretShownOnce } from '../SecretShownOnce';
import { verifySnippet } from '../webhook-snippet';

/** The secret, shown this once, and how a receiver verifies with it. */
export function SecretOnce({
  created,
  onCopied,
}: {
  created: CreatedWebhookEndpoint;
  onCopied: () => void;
}) {
  const code = verifySnippet(created.secret);
  return (
    <SecretShownOnce
      label="Signing secret"
      value={created.secret}
      testId="webhook-secret"
      copyLabel="signing secret"
      onCopied={onCopied}
      warning={
        <>
          This is the only time the signing secret is shown. Keep it on the server that receives the
          events.
        </>
      }
    >
      <div>
        <p className="mb-1.5 text-sm font-medium text-ink-900">Verify every webhook (Node)</p>
        <pre
          tabIndex={0}
          className="max-h-60 overflow-auto rounded-field bg-ink-900 p-3 font-mono text-xs text-white"
        >
          {code}
        </pre>
      </div>
    </SecretShownOnce>
  );
}
