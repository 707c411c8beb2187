import type { ReactNode } from 'react';
import { Check, Code2, Wallet } from 'lucide-react';
import type { BusinessPricing } from '@vouch/contracts';
import { paths } from '../../../lib/paths';
import { defineMessages, FormattedMessage, useIntl } from '../../../i18n';
import { formatNaira } from './fee';
import { ButtonLink, Card } from './ui';

const m = defineMessages({
  title: { id: 'marketing.businessPrices.title', defaultMessage: 'For businesses' },
  perCustomer: {
    id: 'marketing.businessPrices.perCustomer',
    defaultMessage: 'Per new customer verified',
  },
  perLookup: { id: 'marketing.businessPrices.perLookup', defaultMessage: 'Per live lookup' },
  customerCost: {
    id: 'marketing.businessPrices.customerCost',
    defaultMessage:
      "A customer who verifies through your live verification link and was not verified before costs {fee}, the same as a member's own fee, so they pay nothing. It is given back if they stop before submitting; a customer already verified costs nothing.",
    description: '{fee} is the verification fee in naira, e.g. ₦5,000.00',
  },
  lookupCost: {
    id: 'marketing.businessPrices.lookupCost',
    defaultMessage: 'Each live lookup costs {price}.',
    description: '{price} is an amount in naira, or … while it loads',
  },
  testFree: {
    id: 'marketing.businessPrices.testFree',
    defaultMessage:
      'Test mode is free: test keys and test links answer from documented test identities',
  },
  liveReview: {
    id: 'marketing.businessPrices.liveReview',
    defaultMessage: 'Live mode after a short review of your organisation',
  },
  usage: {
    id: 'marketing.businessPrices.usage',
    defaultMessage: 'Usage per day and per key in the console, downloadable as CSV',
  },
  rateLimit: {
    id: 'marketing.businessPrices.rateLimit',
    defaultMessage:
      'Up to {live} live requests a minute per organisation (all its keys together; {test} in test mode)',
    description: '{live} and {test} are numbers of requests (or … while they load)',
  },
  balanceTitle: {
    id: 'marketing.businessPrices.balanceTitle',
    defaultMessage: 'Paid from a prepaid balance',
  },
  balanceText: {
    id: 'marketing.businessPrices.balanceText',
    defaultMessage:
      'Live verifications and live lookups are taken from your organisation’s balance. Fund it in the console with <b>Add funds</b>: card, bank transfer or USSD through our payment provider. You can also pay by bank transfer quoting your top-up’s reference, and Vouch credits it.',
    description:
      '<b>Add funds</b> is the name of a button in the business console (which stays English)',
  },
  refusedText: {
    id: 'marketing.businessPrices.refusedText',
    defaultMessage:
      'When the balance cannot pay (a new live link needs one verification fee in it, a lookup its price), new live verification links and live lookups are refused until you add funds; customers already on their way can still finish. The owners are e-mailed when it runs low.',
  },
  apiKey: {
    id: 'marketing.businessPrices.apiKey',
    defaultMessage: 'Get an API key',
    description: 'Button',
  },
  apiReference: {
    id: 'marketing.businessPrices.apiReference',
    defaultMessage: 'API reference',
    description: 'Button',
  },
});

const perMinute = (n: number | undefined) => (n === undefined ? '…' : n.toLocaleString('en-NG'));

function Tick({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-3 text-sm text-ink-700">
      <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
      <span>{children}</span>
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
  const intl = useIntl();
  const lookup = pricing === null ? '…' : formatNaira(pricing.lookup_ngn);
  return (
    <Card className="p-8">
      <Code2 aria-hidden="true" className="size-6 text-brand-700" />
      <h2 className="mt-3 text-lg font-semibold text-brand-700">{intl.formatMessage(m.title)}</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-ink-600">{intl.formatMessage(m.perCustomer)}</dt>
          <dd
            className="text-3xl font-bold tracking-tight text-ink-900"
            data-testid="verification-price"
          >
            {formatNaira(verificationNgn)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-600">{intl.formatMessage(m.perLookup)}</dt>
          <dd className="text-3xl font-bold tracking-tight text-ink-900" data-testid="lookup-price">
            {lookup}
          </dd>
        </div>
      </dl>
      <ul className="mt-6 space-y-3">
        <Tick>{intl.formatMessage(m.customerCost, { fee: formatNaira(verificationNgn) })}</Tick>
        <Tick>{intl.formatMessage(m.lookupCost, { price: lookup })}</Tick>
        <Tick>{intl.formatMessage(m.testFree)}</Tick>
        <Tick>{intl.formatMessage(m.liveReview)}</Tick>
        <Tick>{intl.formatMessage(m.usage)}</Tick>
        <Tick>
          {intl.formatMessage(m.rateLimit, {
            live: perMinute(pricing?.requests_per_minute.live),
            test: perMinute(pricing?.requests_per_minute.test),
          })}
        </Tick>
      </ul>
      <div className="mt-6 border-t border-ink-200 pt-6">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-ink-900">
          <Wallet aria-hidden="true" className="size-4 text-brand-700" />
          {intl.formatMessage(m.balanceTitle)}
        </h3>
        <p className="mt-2 text-sm text-ink-700">
          <FormattedMessage
            {...m.balanceText}
            values={{ b: (chunks) => <strong>{chunks}</strong> }}
          />
        </p>
        <p className="mt-2 text-sm text-ink-700">{intl.formatMessage(m.refusedText)}</p>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.business}>{intl.formatMessage(m.apiKey)}</ButtonLink>
        <ButtonLink to={paths.developers} variant="secondary">
          {intl.formatMessage(m.apiReference)}
        </ButtonLink>
      </div>
    </Card>
  );
}
