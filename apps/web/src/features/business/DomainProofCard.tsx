import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { domainProofMessages, type Organisation } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { CopyButton } from '../../components/CopyButton';
import { formatDate } from '../../lib/format';
import { businessKeys, checkDomainProof, useDomainProof } from './api';

/** One way to prove the domain: where the code goes, and the code to copy. */
function Way({
  title,
  where,
  value,
  label,
}: {
  title: string;
  where: string;
  value: string;
  label: string;
}) {
  return (
    <div className="rounded-field border border-ink-200 p-3">
      <h3 className="font-semibold text-ink-900">{title}</h3>
      <p className="mt-1 text-ink-700 [overflow-wrap:anywhere]">{where}</p>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <code className="rounded bg-ink-50 px-2 py-1 font-mono text-xs break-all text-ink-900">
          {value}
        </code>
        <CopyButton value={value} label={label} />
      </p>
    </div>
  );
}

/**
 * The website's domain proof (owners, issue 49): members see the website beside the verified
 * name only once the business showed it controls the domain.
 */
export function DomainProofCard({ org }: { org: Organisation }) {
  const proof = useDomainProof(org.id, true);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (proof.isPending) return null;
  if (proof.isError) return <Alert tone="error">{proof.error.message}</Alert>;
  const p = proof.data;

  async function check() {
    setBusy(true);
    setMessage(null);
    const res = await checkDomainProof(org.id);
    setBusy(false);
    if (res.ok) {
      queryClient.setQueryData(businessKeys.domain(org.id), res.msg);
      setMessage({ tone: 'success', text: domainProofMessages.proven(res.msg.host) });
    } else setMessage({ tone: 'error', text: res.msg });
  }

  return (
    <Card>
      <h2 className="text-lg font-semibold text-brand-700">Your website</h2>
      {message && (
        <Alert tone={message.tone} className="mt-3" onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      {p.proven ? (
        <p className="mt-2 flex items-start gap-2 text-sm text-ink-800">
          <BadgeCheck className="mt-0.5 size-4 shrink-0 text-success-700" aria-hidden="true" />
          <span>
            <span className="font-semibold">{p.host}</span> is proven
            {p.proven_at && ` since ${formatDate(p.proven_at)}`} (
            {p.method === 'dns' ? 'DNS record' : 'file'}): members see it beside your name.
          </span>
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink-700">
            Members see <span className="font-semibold">{p.host}</span> beside your name only once
            you show the domain is yours, in one of two ways. Then press Check now.
          </p>
          <div className="mt-4 grid gap-3 text-sm md:grid-cols-2">
            <Way
              title="A DNS TXT record"
              where={`Name: ${p.dns.name}`}
              value={p.dns.value}
              label="Copy the TXT value"
            />
            <Way
              title="Or a file on the website"
              where={`At ${p.file.url}, holding only:`}
              value={p.file.content}
              label="Copy the file's content"
            />
          </div>
          <Button className="mt-4" size="sm" loading={busy} onClick={() => void check()}>
            Check now
          </Button>
        </>
      )}
    </Card>
  );
}
