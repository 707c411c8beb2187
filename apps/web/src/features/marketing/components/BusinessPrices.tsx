import { Check, Code2, Wallet } from 'lucide-react';
import type { BusinessPricing } from '@vouch/contracts';
import { paths } from '../../../lib/paths';
import { formatNaira } from './fee';
import { ButtonLink, Card } from './ui';

const perMinute = (n: number | undefined) => (n === undefined ? '…' : n.toLocaleString('en-NG'));

function Tick({ children }: { children: string }) {
  return (
    <li className="flex gap-3 text-sm text-ink-700">
      <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
      {children}
    </li>
  );
}

/**
 * What a business pays (issues 32 and 47, decision 0052): a new customer verified through its live
 * link costs the member's fee (`verificationNgn`, the amount the API takes), a live lookup the
 * configured price (`pricing`, from GET /business/pricing; null while it loads), both from a
 * prepaid balance. Said here because a business first saw the fee on its usage page.
 */
export function BusinessPrices({
  pricing,
  verificationNgn,
}: {
  pricing: BusinessPricing | null;
  verificationNgn: number;
}) {
  const lookup = pricing === null ? '…' : formatNaira(pricing.lookup_ngn);
  return (
    <Card className="p-8">
      <Code2 aria-hidden="true" className="size-6 text-brand-700" />
      <h2 className="mt-3 text-lg font-semibold text-brand-700">For businesses</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-ink-600">Per new customer verified</dt>
          <dd
            className="text-3xl font-bold tracking-tight text-ink-900"
            data-testid="verification-price"
          >
            {formatNaira(verificationNgn)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-600">Per live lookup</dt>
          <dd className="text-3xl font-bold tracking-tight text-ink-900" data-testid="lookup-price">
            {lookup}
          </dd>
        </div>
      </dl>
      <ul className="mt-6 space-y-3">
        <Tick>
          {`A customer who verifies through your live verification link and was not verified before costs ${formatNaira(verificationNgn)}, the same as a member's own fee, so they pay nothing. It is given back if they stop before submitting; a customer already verified costs nothing.`}
        </Tick>
        <Tick>{`Each live lookup costs ${lookup}.`}</Tick>
        <Tick>
          Test mode is free: test keys and test links answer from documented test identities
        </Tick>
        <Tick>Live mode after a short review of your organisation</Tick>
        <Tick>Usage per day and per key in the console, downloadable as CSV</Tick>
        <Tick>
          {`Up to ${perMinute(pricing?.requests_per_minute.live)} live requests a minute per organisation (all its keys together; ${perMinute(pricing?.requests_per_minute.test)} in test mode)`}
        </Tick>
      </ul>
      <div className="mt-6 border-t border-ink-200 pt-6">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-ink-900">
          <Wallet aria-hidden="true" className="size-4 text-brand-700" />
          Paid from a prepaid balance
        </h3>
        <p className="mt-2 text-sm text-ink-700">
          Live verifications and live lookups are taken from your organisation&rsquo;s balance. Fund
          it in the console with <strong>Add funds</strong>: card, bank transfer or USSD through our
          payment provider. You can also pay by bank transfer quoting your top-up&rsquo;s reference,
          and Vouch credits it.
        </p>
        <p className="mt-2 text-sm text-ink-700">
          When the balance cannot pay (a new live link needs one verification fee in it, a lookup
          its price), new live verification links and live lookups are refused until you add funds;
          customers already on their way can still finish. The owners are e-mailed when it runs low.
        </p>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.business}>Get an API key</ButtonLink>
        <ButtonLink to={paths.developers} variant="secondary">
          API reference
        </ButtonLink>
      </div>
    </Card>
  );
}
