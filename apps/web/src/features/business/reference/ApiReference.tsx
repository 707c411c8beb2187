import type { ReactNode } from 'react';
import {
  BUSINESS_API_PREFIX,
  businessProblems,
  businessTestIdentities,
  searchTypes,
} from '@vouch/contracts';
import { Endpoints } from './Endpoints';
import { WebhooksReference } from './WebhooksReference';

const code = 'rounded bg-ink-100 px-1 py-0.5 font-mono text-[0.85em] text-ink-900';
const pre =
  'overflow-x-auto rounded-field bg-ink-900 p-4 font-mono text-xs leading-relaxed text-white';
const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase';
const td = 'px-3 py-2 align-top';

function H2({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="scroll-mt-24 text-xl font-semibold text-brand-700">
      {children}
    </h2>
  );
}

function Table({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div
      className="overflow-x-auto rounded-field border border-ink-200"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="w-full text-sm">
        <thead className="border-b border-ink-200 bg-ink-50">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className={th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-200">
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) => (
                <td key={j} className={td}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const request = JSON.stringify(
  { search_by: 'EMAIL_ADDRESS', search_value: 'ada@example.com' },
  null,
  2,
);
const found = JSON.stringify({ verified: true, member: businessTestIdentities.member }, null, 2);
const origin = typeof window === 'undefined' ? 'https://vouch.ng' : window.location.origin;
const problem = JSON.stringify(
  {
    type: `${origin}/developers#invalid-request`,
    code: 'invalid-request',
    title: businessProblems['invalid-request'].title,
    status: 400,
    detail: 'search_by: Please select a search type',
    request_id: 'req_5f0c2a9e7b1d4c3a8e6f2b1c0d9e8f7a',
    errors: { search_by: 'Please select a search type' },
  },
  null,
  2,
);

/**
 * The business API's reference (issue 32): the same facts as its OpenAPI document, for a person.
 * Public at /developers and in the console; every problem type's `type` URI points at an anchor
 * here.
 */
export function ApiReference() {
  const v = businessTestIdentities.verified;
  const u = businessTestIdentities.unverified;
  return (
    <div className="space-y-10 text-ink-700">
      <section className="space-y-3">
        <H2 id="overview">Overview</H2>
        <p>
          Base URL <code className={code}>{BUSINESS_API_PREFIX}</code> on this site. JSON in, JSON
          out. The machine-readable description is{' '}
          <a
            href={`${BUSINESS_API_PREFIX}/openapi.json`}
            className="font-semibold text-accent-700 underline"
          >
            {BUSINESS_API_PREFIX}/openapi.json
          </a>{' '}
          (OpenAPI 3.1): generate a client from it.
        </p>
      </section>

      <section className="space-y-3">
        <H2 id="authentication">Authentication</H2>
        <p>
          Send a secret key from the business console on every request:{' '}
          <code className={code}>Authorization: Bearer vk_test_…</code>. Keys start with{' '}
          <code className={code}>vk_test_</code> (test mode) or{' '}
          <code className={code}>vk_live_</code> (live mode, once a Vouch admin approved your
          organisation) and end with a checksum, so secret scanners recognise a leaked one. A key is
          shown once; revoke it or roll it in the console. A key needs the{' '}
          <code className={code}>lookups</code> scope to look people up.
        </p>
      </section>

      <section className="space-y-3">
        <H2 id="lookups">POST /lookups</H2>
        <p>
          Is the person your customer is about to pay, or be paid by, verified? An exact match by
          one of six search types:{' '}
          <code className={code}>{searchTypes.map((s) => s.value).join(', ')}</code>.
        </p>
        <pre
          tabIndex={0}
          className={pre}
        >{`POST ${BUSINESS_API_PREFIX}/lookups\n\n${request}`}</pre>
        <p>
          A verified member answers what their approved KYC certifies (last name, and business name
          when it was checked) and the wallets they proved by signing:
        </p>
        <pre tabIndex={0} className={pre}>
          {found}
        </pre>
        <p>
          Anyone else answers <code className={code}>{'{"verified":false}'}</code>: someone not
          verified and nobody at all get the same answer, in the same time. The value you searched
          for is never stored; each lookup is a usage record (key, time, search type, found or not).
          Live lookups are billed; test lookups are free.
        </p>
      </section>

      <WebhooksReference />

      <section className="space-y-3">
        <H2 id="test-mode">Test mode</H2>
        <p>
          A test key never reads a Vouch member: it answers from these identities. Phone numbers
          match in any of their forms (<code className={code}>+234…</code>,{' '}
          <code className={code}>234…</code>, <code className={code}>0…</code>); any other value is
          not verified.
        </p>
        <Table
          label="Test identities"
          head={['search_by', 'Always verified', 'Never verified']}
          rows={searchTypes.map((s) => [
            <code key="t" className={code}>
              {s.value}
            </code>,
            <code key="v" className={`${code} break-all`}>
              {v[s.value]}
            </code>,
            <code key="u" className={`${code} break-all`}>
              {u[s.value]}
            </code>,
          ])}
        />
      </section>

      <section className="space-y-3">
        <H2 id="errors">Errors</H2>
        <p>
          Every error is an RFC 9457 problem details document,{' '}
          <code className={code}>application/problem+json</code>, with{' '}
          <code className={code}>type</code>, <code className={code}>code</code> (the stable slug of{' '}
          <code className={code}>type</code>: branch on it, never on the words),{' '}
          <code className={code}>title</code>, <code className={code}>status</code>,{' '}
          <code className={code}>detail</code>, <code className={code}>request_id</code>, and{' '}
          <code className={code}>errors</code> per field when the request is not valid:
        </p>
        <pre tabIndex={0} className={pre}>
          {problem}
        </pre>
        <Table
          label="Problem types"
          head={['Status', 'code (and type ends with #code)', 'Title']}
          rows={Object.entries(businessProblems).map(([slug, p]) => [
            String(p.status),
            <code key="s" id={slug} className={`${code} scroll-mt-24`}>
              {slug}
            </code>,
            p.title,
          ])}
        />
      </section>

      <section className="space-y-3">
        <H2 id="headers">Request ids and rate limits</H2>
        <p>
          Every answer carries <code className={code}>Vouch-Request-Id</code>; the console lists the
          latest under Usage and our logs find it, so quote it to support. Each organisation has a
          rate limit per mode, shared by all its keys (the Pricing page says how much), counted
          across all of Vouch’s servers and announced on every answer with the IETF fields{' '}
          <code className={code}>RateLimit-Policy: "organisation";q=1200;w=60</code> (the quota per
          window, in seconds) and{' '}
          <code className={code}>RateLimit: "organisation";r=1187;t=42</code> (what remains, and
          seconds until it resets). Past the quota the answer is 429 with{' '}
          <code className={code}>Retry-After</code>.
        </p>
      </section>

      <section className="space-y-3">
        <H2 id="endpoints">Every endpoint</H2>
        <Endpoints />
      </section>
    </div>
  );
}
