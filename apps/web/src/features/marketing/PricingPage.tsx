import { Check, CreditCard, Landmark, Smartphone } from 'lucide-react';
import { constants } from '@vouch/contracts';
import { paths } from '../../lib/paths';
import { TierTable } from '../tiers';
import { useBusinessPricing } from './business-price';
import { useTierLimits } from './kyc-tiers';
import PublicLayout from './PublicLayout';
import { BusinessPrices } from './components/BusinessPrices';
import { formatNaira } from './components/fee';
import { ButtonLink, Card, PageHeader, Section, usePageTitle } from './components/ui';

const included = [
  'Review of your ID details, selfie and identity document',
  'Business verification with your registration number and certificate',
  'A decision within 24-48 hours, with the reason if something needs fixing',
  'Corrections and resubmission after a rejection at no extra cost',
  'A verified status others can check whenever they deal with you',
  'Free checks of other members, as many as you need',
] as const;

const methods = [
  { icon: CreditCard, label: 'Card' },
  { icon: Landmark, label: 'Bank transfer' },
  { icon: Smartphone, label: 'USSD' },
] as const;

const faq = [
  {
    q: 'Is the fee charged every year?',
    a: 'No. It is a one-time fee for your verification.',
  },
  {
    q: 'Can I get a refund?',
    a: 'If you have paid but not yet submitted your documents, write to us and we will refund you. Once review of your submission has started, the fee is non-refundable.',
  },
  {
    q: 'What if my submission is rejected?',
    a: 'You will see the reason. Correct the details or retake the photos and resubmit; you do not pay again.',
  },
  {
    q: 'Does it cost anything to check someone?',
    a: 'No. Checking the verification status of other members is free for members.',
  },
] as const;

export default function PricingPage() {
  usePageTitle('Pricing · Vouch');
  const limits = useTierLimits();
  const businessPricing = useBusinessPricing();
  return (
    <PublicLayout>
      <PageHeader
        eyebrow="Pricing"
        title="One simple price"
        lead="Pay once to get verified. Checking other members costs nothing. Businesses pay for the customers they verify, from a prepaid balance."
      />
      <Section>
        <div className="mx-auto max-w-xl">
          <Card className="border-brand-200 p-8 shadow-md">
            <h2 className="text-lg font-semibold text-brand-700">KYC verification fee</h2>
            <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
              <span className="text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">
                {formatNaira(constants.kycFeeNaira)}
              </span>
              <span className="text-ink-600">one-time</span>
            </p>
            <ul className="mt-6 space-y-3">
              {included.map((item) => (
                <li key={item} className="flex gap-3 text-sm text-ink-700">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
                  {item}
                </li>
              ))}
            </ul>
            <div className="mt-6 border-t border-ink-200 pt-6">
              <h3 className="text-sm font-semibold text-ink-900">Pay by</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {methods.map(({ icon: Icon, label }) => (
                  <li
                    key={label}
                    className="inline-flex items-center gap-2 rounded-full border border-ink-200 bg-ink-50 px-3 py-1.5 text-sm text-ink-700"
                  >
                    <Icon aria-hidden="true" className="size-4 text-brand-700" />
                    {label}
                  </li>
                ))}
              </ul>
            </div>
            <div className="mt-8 flex flex-col">
              <ButtonLink to={paths.register}>Get Started</ButtonLink>
            </div>
          </Card>
          <div className="mt-8">
            <BusinessPrices pricing={businessPricing} verificationNgn={constants.kycFeeNaira} />
          </div>
        </div>
      </Section>
      <Section id="pricing-tiers" title="KYC tiers, included">
        <p className="mb-6 max-w-3xl text-ink-700">
          Banks, wallets and lenders must place every customer in one of the CBN&rsquo;s three KYC
          tiers. Your verification tells them yours, at no extra cost: look up your BVN and your NIN
          when you verify to reach Tier 2. The limits are the CBN&rsquo;s, as its circulars set
          them.
        </p>
        <TierTable limits={limits} />
      </Section>
      <div className="border-t border-ink-200 bg-white">
        <Section id="pricing-faq" title="Questions about paying">
          <dl className="grid gap-6 md:grid-cols-2">
            {faq.map(({ q, a }) => (
              <div key={q} className="rounded-2xl border border-ink-200 bg-ink-50 p-6">
                <dt className="font-semibold text-ink-900">{q}</dt>
                <dd className="mt-2 text-sm text-ink-600">{a}</dd>
              </div>
            ))}
          </dl>
        </Section>
      </div>
    </PublicLayout>
  );
}
