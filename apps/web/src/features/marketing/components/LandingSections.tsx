import { CodeXml, Globe, ShieldCheck, Zap } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { defineMessages, FormattedMessage, useIntl } from '../../../i18n';
import { formatNaira, KYC_FEE_NAIRA } from './fee';
import { ButtonLink, CtaBand, IconCard, Section } from './ui';

const m = defineMessages({
  featuresTitle: { id: 'landing.features.title', defaultMessage: 'Why businesses use Vouch' },
  featuresIntro: {
    id: 'landing.features.intro',
    defaultMessage:
      'Verify a person or business once, then let anyone who deals with them confirm it in seconds.',
  },
  secureTitle: { id: 'landing.features.secureTitle', defaultMessage: 'Secure Verification' },
  secureText: {
    id: 'landing.features.secureText',
    defaultMessage:
      'ID numbers, dates of birth and phone numbers are encrypted at rest, and identity documents are seen only by you and our reviewers.',
  },
  apiTitle: { id: 'landing.features.apiTitle', defaultMessage: 'Easy API Integration' },
  apiText: {
    id: 'landing.features.apiText',
    defaultMessage:
      'A documented REST API lets your own systems run the same verification checks our members run in the app.',
  },
  realtimeTitle: { id: 'landing.features.realtimeTitle', defaultMessage: 'Real-time Verification' },
  realtimeText: {
    id: 'landing.features.realtimeText',
    defaultMessage:
      "Status checks answer instantly. A submission whose every automated check passes (your BVN's record and photo match your selfie and ID) is verified in seconds; any doubt goes to a person.",
  },
  globalTitle: {
    id: 'landing.features.globalTitle',
    defaultMessage: 'Global Coverage & Compliance',
  },
  globalText: {
    id: 'landing.features.globalText',
    defaultMessage:
      'Built for Nigeria first, run to KYC/AML practice, the Nigeria Data Protection Act and GDPR principles: collect only what is needed, and keep it safe.',
  },
  howTitle: { id: 'landing.how.title', defaultMessage: 'How it works' },
  registerTitle: {
    id: 'landing.how.registerTitle',
    defaultMessage: 'Register',
    description: 'Step 1',
  },
  registerText: {
    id: 'landing.how.registerText',
    defaultMessage: 'Create your account and confirm your e-mail address.',
  },
  payTitle: {
    id: 'landing.how.payTitle',
    defaultMessage: 'Pay {fee}',
    description: 'Step 2; {fee} is the verification fee in naira, e.g. ₦5,000.00',
  },
  payText: {
    id: 'landing.how.payText',
    defaultMessage: 'A one-time verification fee, by card, bank transfer or USSD.',
  },
  submitTitle: { id: 'landing.how.submitTitle', defaultMessage: 'Submit ID and selfie' },
  submitText: {
    id: 'landing.how.submitText',
    defaultMessage: 'Enter your ID details, take a selfie and photograph your ID document.',
  },
  verifiedTitle: {
    id: 'landing.how.verifiedTitle',
    defaultMessage: 'Verified in seconds, or reviewed',
  },
  verifiedText: {
    id: 'landing.how.verifiedText',
    defaultMessage:
      'When every automated check passes you are verified at once; otherwise a reviewer decides.',
  },
  then: {
    id: 'landing.how.then',
    defaultMessage:
      '<b>Then anyone can check you before paying.</b> Other members look you up by phone number, e-mail, UUID or wallet address and see that you are verified.',
  },
  ctaTitle: { id: 'landing.cta.title', defaultMessage: 'Need KYC for your business?' },
  ctaText: {
    id: 'landing.cta.text',
    defaultMessage:
      'Join thousands of businesses that trust us with their identity verification needs',
  },
  getStarted: {
    id: 'landing.cta.getStarted',
    defaultMessage: 'Get Started',
    description: 'Button',
  },
  learnMore: { id: 'landing.cta.learnMore', defaultMessage: 'Learn More', description: 'Button' },
});

export function FeatureCards() {
  const intl = useIntl();
  return (
    <Section
      id="features"
      title={intl.formatMessage(m.featuresTitle)}
      intro={intl.formatMessage(m.featuresIntro)}
    >
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <IconCard
          icon={<ShieldCheck className="size-6" />}
          title={intl.formatMessage(m.secureTitle)}
        >
          {intl.formatMessage(m.secureText)}
        </IconCard>
        <IconCard icon={<CodeXml className="size-6" />} title={intl.formatMessage(m.apiTitle)}>
          {intl.formatMessage(m.apiText)}
        </IconCard>
        <IconCard icon={<Zap className="size-6" />} title={intl.formatMessage(m.realtimeTitle)}>
          {intl.formatMessage(m.realtimeText)}
        </IconCard>
        <IconCard icon={<Globe className="size-6" />} title={intl.formatMessage(m.globalTitle)}>
          {intl.formatMessage(m.globalText)}
        </IconCard>
      </div>
    </Section>
  );
}

const steps = [
  { title: m.registerTitle, text: m.registerText },
  { title: m.payTitle, text: m.payText },
  { title: m.submitTitle, text: m.submitText },
  { title: m.verifiedTitle, text: m.verifiedText },
] as const;

export function HowItWorks() {
  const intl = useIntl();
  return (
    <div className="border-y border-ink-200 bg-white">
      <Section id="how-it-works" title={intl.formatMessage(m.howTitle)}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((s, i) => (
            <li key={s.title.id} className="flex gap-4 lg:flex-col">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold text-ink-900">
                  {intl.formatMessage(s.title, { fee: formatNaira(KYC_FEE_NAIRA) })}
                </h3>
                <p className="mt-1 text-sm text-ink-600">{intl.formatMessage(s.text)}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-8 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-800 sm:p-5">
          <FormattedMessage {...m.then} values={{ b: (chunks) => <strong>{chunks}</strong> }} />
        </p>
      </Section>
    </div>
  );
}

export function BusinessCta() {
  const intl = useIntl();
  return (
    <div className="pt-16">
      <CtaBand title={intl.formatMessage(m.ctaTitle)} text={intl.formatMessage(m.ctaText)}>
        <ButtonLink to={paths.register} variant="inverse">
          {intl.formatMessage(m.getStarted)}
        </ButtonLink>
        <ButtonLink to={paths.doBusiness} variant="inverseOutline">
          {intl.formatMessage(m.learnMore)}
        </ButtonLink>
      </CtaBand>
    </div>
  );
}
