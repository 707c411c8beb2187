import { BUSINESS_API_PREFIX, businessEventTypes } from '@vouch/contracts';
import { verifySnippet } from '../webhook-snippet';

const code = 'rounded bg-ink-100 px-1 py-0.5 font-mono text-[0.85em] text-ink-900';
const pre =
  'overflow-x-auto rounded-field bg-ink-900 p-4 font-mono text-xs leading-relaxed text-white';

const delivery = `POST /your/endpoint
content-type: application/json
webhook-id: evt_019…            (the event's id: the same on every retry)
webhook-timestamp: 1795795200
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=

{"type":"verification_session.approved","timestamp":"2026-11-27T12:00:00.000Z","data":{…}}`;

/** The reference's webhooks and events sections (issue 33, decision 0040). */
export function WebhooksReference() {
  return (
    <>
      <section className="space-y-3">
        <h2 id="webhooks" className="scroll-mt-24 text-xl font-semibold text-brand-700">
          Webhooks
        </h2>
        <p>
          Register an endpoint in the console or with{' '}
          <code className={code}>POST {BUSINESS_API_PREFIX}/webhook-endpoints</code>{' '}
          <code className={code}>{'{ url, description?, event_types? }'}</code> (scope{' '}
          <code className={code}>webhooks</code>; none chosen: every type); the answer carries its{' '}
          <code className={code}>whsec_…</code> secret, once. <code className={code}>GET</code>{' '}
          lists them, <code className={code}>DELETE …/{'{id}'}</code> removes one,{' '}
          <code className={code}>POST …/{'{id}'}/rotate-secret</code>{' '}
          <code className={code}>{'{ overlap: "none" | "1h" | "24h" | "7d" }'}</code> issues a new
          secret and signs with both (space-separated) during the overlap. Each event arrives in the{' '}
          <a
            href="https://www.standardwebhooks.com/"
            className="font-semibold text-accent-700 underline"
          >
            Standard Webhooks
          </a>{' '}
          format:
        </p>
        <pre tabIndex={0} className={pre}>
          {delivery}
        </pre>
        <p>
          Types: <code className={code}>{businessEventTypes.join(', ')}</code>. Verify with any
          Standard Webhooks library before trusting a request:
        </p>
        <pre tabIndex={0} className={pre}>
          {verifySnippet()}
        </pre>
        <p>
          Answer 2xx within 15 s. Anything else (a redirect too) is retried 5 s, 5 min, 30 min, 2 h,
          5 h, 10 h, 14 h, 20 h and 24 h later, or after a 429’s or 503’s{' '}
          <code className={code}>Retry-After</code>. <code className={code}>410 Gone</code> disables
          the endpoint, as do 5 days without a 2xx (the owners are mailed). Delivery is at least
          once and in no promised order: skip a <code className={code}>webhook-id</code> you have
          seen. Endpoints must resolve to public addresses; live ones use https.
        </p>
      </section>

      <section className="space-y-3">
        <h2 id="events" className="scroll-mt-24 text-xl font-semibold text-brand-700">
          GET /events
        </h2>
        <p>
          Every event of your organisation in the key’s mode, newest first (scope{' '}
          <code className={code}>events</code>):{' '}
          <code className={code}>
            {"{ object: 'list', data: [{ id, type, timestamp, data }], has_more, next_cursor }"}
          </code>
          , the envelope of every list. Pass <code className={code}>?cursor=</code> the{' '}
          <code className={code}>next_cursor</code> for the next page (
          <code className={code}>limit</code> 1–100, default 50). After an outage, read until you
          reach an event you already had.
        </p>
      </section>
    </>
  );
}
