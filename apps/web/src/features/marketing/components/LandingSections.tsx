import { CodeXml, Globe, ShieldCheck, Zap } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { formatNaira, KYC_FEE_NAIRA } from './fee';
import { ButtonLink, CtaBand, IconCard, Section } from './ui';

export function FeatureCards() {
  return (
    <Section
      id="features"
      title="Why businesses use Vouch"
      intro="Verify a person or business once, then let anyone who deals with them confirm it in seconds."
    >
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <IconCard icon={<ShieldCheck className="size-6" />} title="Secure Verification">
          ID numbers, dates of birth and phone numbers are encrypted at rest, and identity documents
          are seen only by you and our reviewers.
        </IconCard>
        <IconCard icon={<CodeXml className="size-6" />} title="Easy API Integration">
          A documented REST API lets your own systems run the same verification checks our members
          run in the app.
        </IconCard>
        <IconCard icon={<Zap className="size-6" />} title="Real-time Verification">
          Status checks answer instantly. A submission whose every automated check passes (your
          BVN's record and photo match your selfie and ID) is verified in seconds; any doubt goes to
          a person.
        </IconCard>
        <IconCard icon={<Globe className="size-6" />} title="Global Coverage & Compliance">
          Built for Nigeria first, run to KYC/AML practice, the Nigeria Data Protection Act and GDPR
          principles: collect only what is needed, and keep it safe.
        </IconCard>
      </div>
    </Section>
  );
}

const steps = [
  {
    title: 'Register',
    text: 'Create your account and confirm your e-mail address.',
  },
  {
    title: `Pay ${formatNaira(KYC_FEE_NAIRA)}`,
    text: 'A one-time verification fee, by card, bank transfer or USSD.',
  },
  {
    title: 'Submit ID and selfie',
    text: 'Enter your ID details, take a selfie and photograph your ID document.',
  },
  {
    title: 'Verified in seconds, or reviewed',
    text: 'When every automated check passes you are verified at once; otherwise a reviewer decides.',
  },
] as const;

export function HowItWorks() {
  return (
    <div className="border-y border-ink-200 bg-white">
      <Section id="how-it-works" title="How it works">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((s, i) => (
            <li key={s.title} className="flex gap-4 lg:flex-col">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold text-ink-900">{s.title}</h3>
                <p className="mt-1 text-sm text-ink-600">{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-8 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-800 sm:p-5">
          <strong>Then anyone can check you before paying.</strong> Other members look you up by
          phone number, e-mail, UUID or wallet address and see that you are verified.
        </p>
      </Section>
    </div>
  );
}

export function BusinessCta() {
  return (
    <div className="pt-16">
      <CtaBand
        title="Need KYC for your business?"
        text="Join thousands of businesses that trust us with their identity verification needs"
      >
        <ButtonLink to={paths.register} variant="inverse">
          Get Started
        </ButtonLink>
        <ButtonLink to={paths.doBusiness} variant="inverseOutline">
          Learn More
        </ButtonLink>
      </CtaBand>
    </div>
  );
}
