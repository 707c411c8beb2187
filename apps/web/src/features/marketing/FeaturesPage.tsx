import {
  Building2,
  Camera,
  CodeXml,
  FileText,
  IdCard,
  Receipt,
  Search,
  ShieldCheck,
  Wallet,
} from 'lucide-react';
import { paths } from '../../lib/paths';
import { defineMessages, useIntl } from '../../i18n';
import PublicLayout from './PublicLayout';
import { ButtonLink, CtaBand, IconCard, PageHeader, Section, usePageTitle } from './components/ui';

const m = defineMessages({
  tabTitle: { id: 'marketing.features.tabTitle', defaultMessage: 'Features · Vouch' },
  eyebrow: { id: 'marketing.features.eyebrow', defaultMessage: 'Features' },
  title: {
    id: 'marketing.features.title',
    defaultMessage: 'Everything you need to prove who you are, and to check others',
  },
  lead: {
    id: 'marketing.features.lead',
    defaultMessage:
      'Verify once with your ID, a selfie and your business papers. Then let anyone you deal with confirm it in seconds.',
  },
  getVerifiedTitle: { id: 'marketing.features.getVerifiedTitle', defaultMessage: 'Get verified' },
  idTitle: { id: 'marketing.features.idTitle', defaultMessage: 'ID details' },
  idText: {
    id: 'marketing.features.idText',
    defaultMessage:
      'Enter your ID number and type. Where supported, such as a Nigerian BVN, we match your details against the issuing record as you go.',
  },
  captureTitle: {
    id: 'marketing.features.captureTitle',
    defaultMessage: 'Selfie and document capture',
  },
  captureText: {
    id: 'marketing.features.captureText',
    defaultMessage:
      'Take your selfie and photograph your Passport, Driver\u2019s License, National ID Card or Voter\u2019s Card with your phone or webcam, or upload a photo.',
  },
  businessTitle: { id: 'marketing.features.businessTitle', defaultMessage: 'Business details' },
  businessText: {
    id: 'marketing.features.businessText',
    defaultMessage:
      'Add your business name, registration number and certificate so people can see which business they are dealing with.',
  },
  reviewTitle: { id: 'marketing.features.reviewTitle', defaultMessage: 'Human review' },
  reviewText: {
    id: 'marketing.features.reviewText',
    defaultMessage:
      'Clear cases are verified in seconds by automated checks; a person reviews every other one, and samples the automatic ones. If something is wrong, you see the reason and can fix it without paying again.',
  },
  useItTitle: { id: 'marketing.features.useItTitle', defaultMessage: 'Use your verification' },
  checkTitle: { id: 'marketing.features.checkTitle', defaultMessage: 'Check Verification' },
  checkText: {
    id: 'marketing.features.checkText',
    defaultMessage:
      'Look up any member by phone or WhatsApp number, e-mail address, UUID, wallet address or WeChat ID and see whether they are verified.',
  },
  walletsTitle: { id: 'marketing.features.walletsTitle', defaultMessage: 'Wallet addresses' },
  walletsText: {
    id: 'marketing.features.walletsText',
    defaultMessage:
      'Keep your USDT, Bitcoin, Ethereum and BNB addresses on your profile, so payers can confirm they are sending to you.',
  },
  historyTitle: { id: 'marketing.features.historyTitle', defaultMessage: 'Transaction history' },
  historyText: {
    id: 'marketing.features.historyText',
    defaultMessage:
      'See every payment you have made to Vouch, with reference, amount in naira, method and status.',
  },
  apiTitle: { id: 'marketing.features.apiTitle', defaultMessage: 'API' },
  apiText: {
    id: 'marketing.features.apiText',
    defaultMessage:
      'A documented REST API with an OpenAPI description, for teams that want checks inside their own tools.',
  },
  securityText: {
    id: 'marketing.features.securityText',
    defaultMessage:
      'Sensitive details are encrypted at rest and documents are private to you and our reviewers.',
  },
  securityLink: {
    id: 'marketing.features.securityLink',
    defaultMessage: 'How we protect your data',
    description: 'Button to the security page',
  },
  ctaTitle: { id: 'marketing.features.ctaTitle', defaultMessage: 'Ready to get verified?' },
  ctaText: {
    id: 'marketing.features.ctaText',
    defaultMessage: 'Create your account and start in a few minutes.',
  },
  getStarted: {
    id: 'marketing.features.getStarted',
    defaultMessage: 'Get Started',
    description: 'Button',
  },
  seePricing: {
    id: 'marketing.features.seePricing',
    defaultMessage: 'See pricing',
    description: 'Button',
  },
});

type Descriptor = (typeof m)[keyof typeof m];

const getVerified = [
  { icon: IdCard, title: m.idTitle, text: m.idText },
  { icon: Camera, title: m.captureTitle, text: m.captureText },
  { icon: Building2, title: m.businessTitle, text: m.businessText },
  { icon: FileText, title: m.reviewTitle, text: m.reviewText },
] as const;

const useVerified = [
  { icon: Search, title: m.checkTitle, text: m.checkText },
  { icon: Wallet, title: m.walletsTitle, text: m.walletsText },
  { icon: Receipt, title: m.historyTitle, text: m.historyText },
  { icon: CodeXml, title: m.apiTitle, text: m.apiText },
] as const;

function FeatureGrid({
  items,
}: {
  items: readonly { icon: typeof Search; title: Descriptor; text: Descriptor }[];
}) {
  const intl = useIntl();
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {items.map(({ icon: Icon, title, text }) => (
        <IconCard
          key={title.id}
          icon={<Icon className="size-6" />}
          title={intl.formatMessage(title)}
        >
          {intl.formatMessage(text)}
        </IconCard>
      ))}
    </div>
  );
}

export default function FeaturesPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.tabTitle));
  return (
    <PublicLayout>
      <PageHeader
        eyebrow={intl.formatMessage(m.eyebrow)}
        title={intl.formatMessage(m.title)}
        lead={intl.formatMessage(m.lead)}
      />
      <Section id="get-verified" title={intl.formatMessage(m.getVerifiedTitle)}>
        <FeatureGrid items={getVerified} />
      </Section>
      <div className="border-y border-ink-200 bg-white">
        <Section id="use-it" title={intl.formatMessage(m.useItTitle)}>
          <FeatureGrid items={useVerified} />
        </Section>
      </div>
      <Section id="security">
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-ink-200 bg-white p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex gap-4">
            <ShieldCheck aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
            <p className="text-ink-700">{intl.formatMessage(m.securityText)}</p>
          </div>
          <ButtonLink to={paths.security} variant="secondary">
            {intl.formatMessage(m.securityLink)}
          </ButtonLink>
        </div>
      </Section>
      <CtaBand title={intl.formatMessage(m.ctaTitle)} text={intl.formatMessage(m.ctaText)}>
        <ButtonLink to={paths.register} variant="inverse">
          {intl.formatMessage(m.getStarted)}
        </ButtonLink>
        <ButtonLink to={paths.pricing} variant="inverseOutline">
          {intl.formatMessage(m.seePricing)}
        </ButtonLink>
      </CtaBand>
    </PublicLayout>
  );
}
