import { Check, CreditCard, Landmark, Smartphone } from 'lucide-react';
import { constants } from '@vouch/contracts';
import { paths } from '../../lib/paths';
import { defineMessages, useIntl } from '../../i18n';
import { TierTable } from '../tiers';
import { useBusinessPricing } from './business-price';
import { useTierLimits } from './kyc-tiers';
import PublicLayout from './PublicLayout';
import { BusinessPrices } from './components/BusinessPrices';
import { formatNaira } from './components/fee';
import { ButtonLink, Card, PageHeader, Section, usePageTitle } from './components/ui';

const m = defineMessages({
  tabTitle: { id: 'marketing.pricing.tabTitle', defaultMessage: 'Pricing · Vouch' },
  eyebrow: { id: 'marketing.pricing.eyebrow', defaultMessage: 'Pricing' },
  title: { id: 'marketing.pricing.title', defaultMessage: 'One simple price' },
  lead: {
    id: 'marketing.pricing.lead',
    defaultMessage:
      'Pay once to get verified. Checking other members costs nothing. Businesses pay for the customers they verify, from a prepaid balance.',
  },
  feeTitle: { id: 'marketing.pricing.feeTitle', defaultMessage: 'KYC verification fee' },
  oneTime: {
    id: 'marketing.pricing.oneTime',
    defaultMessage: 'one-time',
    description: 'Beside the fee amount: it is paid once',
  },
  included1: {
    id: 'marketing.pricing.included1',
    defaultMessage: 'Review of your ID details, selfie and identity document',
  },
  included2: {
    id: 'marketing.pricing.included2',
    defaultMessage: 'Business verification with your registration number and certificate',
  },
  included3: {
    id: 'marketing.pricing.included3',
    defaultMessage: 'A decision within 24-48 hours, with the reason if something needs fixing',
  },
  included4: {
    id: 'marketing.pricing.included4',
    defaultMessage: 'Corrections and resubmission after a rejection at no extra cost',
  },
  included5: {
    id: 'marketing.pricing.included5',
    defaultMessage: 'A verified status others can check whenever they deal with you',
  },
  included6: {
    id: 'marketing.pricing.included6',
    defaultMessage: 'Free checks of other members, as many as you need',
  },
  payBy: { id: 'marketing.pricing.payBy', defaultMessage: 'Pay by' },
  card: { id: 'marketing.pricing.card', defaultMessage: 'Card', description: 'Payment method' },
  bankTransfer: {
    id: 'marketing.pricing.bankTransfer',
    defaultMessage: 'Bank transfer',
    description: 'Payment method',
  },
  ussd: { id: 'marketing.pricing.ussd', defaultMessage: 'USSD', description: 'Payment method' },
  getStarted: {
    id: 'marketing.pricing.getStarted',
    defaultMessage: 'Get Started',
    description: 'Button',
  },
  tiersTitle: { id: 'marketing.pricing.tiersTitle', defaultMessage: 'KYC tiers, included' },
  tiersText: {
    id: 'marketing.pricing.tiersText',
    defaultMessage:
      'Banks, wallets and lenders must place every customer in one of the CBN’s three KYC tiers. Your verification tells them yours, at no extra cost: look up your BVN and your NIN when you verify to reach Tier 2. The limits are the CBN’s, as its circulars set them.',
  },
  faqTitle: { id: 'marketing.pricing.faqTitle', defaultMessage: 'Questions about paying' },
  faqYearlyQ: {
    id: 'marketing.pricing.faqYearlyQ',
    defaultMessage: 'Is the fee charged every year?',
  },
  faqYearlyA: {
    id: 'marketing.pricing.faqYearlyA',
    defaultMessage: 'No. It is a one-time fee for your verification.',
  },
  faqRefundQ: { id: 'marketing.pricing.faqRefundQ', defaultMessage: 'Can I get a refund?' },
  faqRefundA: {
    id: 'marketing.pricing.faqRefundA',
    defaultMessage:
      'If you have paid but not yet submitted your documents, write to us and we will refund you. Once review of your submission has started, the fee is non-refundable.',
  },
  faqRejectedQ: {
    id: 'marketing.pricing.faqRejectedQ',
    defaultMessage: 'What if my submission is rejected?',
  },
  faqRejectedA: {
    id: 'marketing.pricing.faqRejectedA',
    defaultMessage:
      'You will see the reason. Correct the details or retake the photos and resubmit; you do not pay again.',
  },
  faqCheckQ: {
    id: 'marketing.pricing.faqCheckQ',
    defaultMessage: 'Does it cost anything to check someone?',
  },
  faqCheckA: {
    id: 'marketing.pricing.faqCheckA',
    defaultMessage: 'No. Checking the verification status of other members is free for members.',
  },
});

const included = [
  m.included1,
  m.included2,
  m.included3,
  m.included4,
  m.included5,
  m.included6,
] as const;

const methods = [
  { icon: CreditCard, label: m.card },
  { icon: Landmark, label: m.bankTransfer },
  { icon: Smartphone, label: m.ussd },
] as const;

const faq = [
  { q: m.faqYearlyQ, a: m.faqYearlyA },
  { q: m.faqRefundQ, a: m.faqRefundA },
  { q: m.faqRejectedQ, a: m.faqRejectedA },
  { q: m.faqCheckQ, a: m.faqCheckA },
] as const;

export default function PricingPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.tabTitle));
  const limits = useTierLimits();
  const businessPricing = useBusinessPricing();
  return (
    <PublicLayout>
      <PageHeader
        eyebrow={intl.formatMessage(m.eyebrow)}
        title={intl.formatMessage(m.title)}
        lead={intl.formatMessage(m.lead)}
      />
      <Section>
        <div className="mx-auto max-w-xl">
          <Card className="border-brand-200 p-8 shadow-md">
            <h2 className="text-lg font-semibold text-brand-700">
              {intl.formatMessage(m.feeTitle)}
            </h2>
            <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
              <span className="text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">
                {formatNaira(constants.kycFeeNaira)}
              </span>
              <span className="text-ink-600">{intl.formatMessage(m.oneTime)}</span>
            </p>
            <ul className="mt-6 space-y-3">
              {included.map((item) => (
                <li key={item.id} className="flex gap-3 text-sm text-ink-700">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
                  {intl.formatMessage(item)}
                </li>
              ))}
            </ul>
            <div className="mt-6 border-t border-ink-200 pt-6">
              <h3 className="text-sm font-semibold text-ink-900">{intl.formatMessage(m.payBy)}</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {methods.map(({ icon: Icon, label }) => (
                  <li
                    key={label.id}
                    className="inline-flex items-center gap-2 rounded-full border border-ink-200 bg-ink-50 px-3 py-1.5 text-sm text-ink-700"
                  >
                    <Icon aria-hidden="true" className="size-4 text-brand-700" />
                    {intl.formatMessage(label)}
                  </li>
                ))}
              </ul>
            </div>
            <div className="mt-8 flex flex-col">
              <ButtonLink to={paths.register}>{intl.formatMessage(m.getStarted)}</ButtonLink>
            </div>
          </Card>
          <div className="mt-8">
            <BusinessPrices pricing={businessPricing} verificationNgn={constants.kycFeeNaira} />
          </div>
        </div>
      </Section>
      <Section id="pricing-tiers" title={intl.formatMessage(m.tiersTitle)}>
        <p className="mb-6 max-w-3xl text-ink-700">{intl.formatMessage(m.tiersText)}</p>
        <TierTable limits={limits} />
      </Section>
      <div className="border-t border-ink-200 bg-white">
        <Section id="pricing-faq" title={intl.formatMessage(m.faqTitle)}>
          <dl className="grid gap-6 md:grid-cols-2">
            {faq.map(({ q, a }) => (
              <div key={q.id} className="rounded-2xl border border-ink-200 bg-ink-50 p-6">
                <dt className="font-semibold text-ink-900">{intl.formatMessage(q)}</dt>
                <dd className="mt-2 text-sm text-ink-600">{intl.formatMessage(a)}</dd>
              </div>
            ))}
          </dl>
        </Section>
      </div>
    </PublicLayout>
  );
}
