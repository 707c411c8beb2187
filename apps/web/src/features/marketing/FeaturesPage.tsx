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
import PublicLayout from './PublicLayout';
import { ButtonLink, CtaBand, IconCard, PageHeader, Section, usePageTitle } from './components/ui';

const getVerified = [
  {
    icon: IdCard,
    title: 'ID details',
    text: 'Enter your ID number and type. Where supported, such as a Nigerian BVN, we match your details against the issuing record as you go.',
  },
  {
    icon: Camera,
    title: 'Selfie and document capture',
    text: 'Take your selfie and photograph your Passport, Driver\u2019s License, National ID Card or Voter\u2019s Card with your phone or webcam, or upload a photo.',
  },
  {
    icon: Building2,
    title: 'Business details',
    text: 'Add your business name, registration number and certificate so people can see which business they are dealing with.',
  },
  {
    icon: FileText,
    title: 'Human review',
    text: 'Clear cases are verified in seconds by automated checks; a person reviews every other one, and samples the automatic ones. If something is wrong, you see the reason and can fix it without paying again.',
  },
] as const;

const useVerified = [
  {
    icon: Search,
    title: 'Check Verification',
    text: 'Look up any member by phone or WhatsApp number, e-mail address, UUID, wallet address or WeChat ID and see whether they are verified.',
  },
  {
    icon: Wallet,
    title: 'Wallet addresses',
    text: 'Keep your USDT, Bitcoin, Ethereum and BNB addresses on your profile, so payers can confirm they are sending to you.',
  },
  {
    icon: Receipt,
    title: 'Transaction history',
    text: 'See every payment you have made to Vouch, with reference, amount in naira, method and status.',
  },
  {
    icon: CodeXml,
    title: 'API',
    text: 'A documented REST API with an OpenAPI description, for teams that want checks inside their own tools.',
  },
] as const;

function FeatureGrid({
  items,
}: {
  items: readonly { icon: typeof Search; title: string; text: string }[];
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {items.map(({ icon: Icon, title, text }) => (
        <IconCard key={title} icon={<Icon className="size-6" />} title={title}>
          {text}
        </IconCard>
      ))}
    </div>
  );
}

export default function FeaturesPage() {
  usePageTitle('Features · Vouch');
  return (
    <PublicLayout>
      <PageHeader
        eyebrow="Features"
        title="Everything you need to prove who you are, and to check others"
        lead="Verify once with your ID, a selfie and your business papers. Then let anyone you deal with confirm it in seconds."
      />
      <Section id="get-verified" title="Get verified">
        <FeatureGrid items={getVerified} />
      </Section>
      <div className="border-y border-ink-200 bg-white">
        <Section id="use-it" title="Use your verification">
          <FeatureGrid items={useVerified} />
        </Section>
      </div>
      <Section id="security">
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-ink-200 bg-white p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex gap-4">
            <ShieldCheck aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
            <p className="text-ink-700">
              Sensitive details are encrypted at rest and documents are private to you and our
              reviewers.
            </p>
          </div>
          <ButtonLink to={paths.security} variant="secondary">
            How we protect your data
          </ButtonLink>
        </div>
      </Section>
      <CtaBand
        title="Ready to get verified?"
        text="Create your account and start in a few minutes."
      >
        <ButtonLink to={paths.register} variant="inverse">
          Get Started
        </ButtonLink>
        <ButtonLink to={paths.pricing} variant="inverseOutline">
          See pricing
        </ButtonLink>
      </CtaBand>
    </PublicLayout>
  );
}
