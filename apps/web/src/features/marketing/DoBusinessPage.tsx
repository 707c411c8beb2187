import { BadgeCheck, Building2, Handshake, Search, ShieldAlert, Wallet } from 'lucide-react';
import { paths } from '../../lib/paths';
import PublicLayout from './PublicLayout';
import { SiteLink } from '../../components/SiteLink';
import {
  ButtonLink,
  Card,
  CtaBand,
  IconCard,
  PageHeader,
  Section,
  usePageTitle,
} from './components/ui';

const checkSteps = [
  {
    title: 'Ask for an identifier',
    text: 'Their phone or WhatsApp number, e-mail address, Vouch UUID, wallet address or WeChat ID.',
  },
  {
    title: 'Look them up',
    text: 'Sign in, open Check Verification, pick the identifier type and search. Checks are free for members.',
  },
  {
    title: 'Compare what you see',
    text: 'A verified result shows their last name, business name and wallet addresses. Make sure these match the account you are about to pay or be paid by.',
  },
  {
    title: 'Pay only when it matches',
    text: 'If there is no verified result, or the details differ, stop and ask questions before any money moves.',
  },
] as const;

export default function DoBusinessPage() {
  usePageTitle('Do Business · Vouch');
  return (
    <PublicLayout>
      <PageHeader
        eyebrow="Do Business"
        title="Doing business with Vouch"
        lead="Most payment fraud starts with not knowing who is on the other side. Vouch lets you check before money changes hands, and lets your customers check you."
      >
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={paths.register}>Get Started</ButtonLink>
          <ButtonLink to={paths.login} variant="secondary">
            Login to check someone
          </ButtonLink>
        </div>
      </PageHeader>

      <Section id="why" title="Why verified counterparties matter">
        <div className="grid gap-6 md:grid-cols-3">
          <IconCard icon={<ShieldAlert className="size-6" />} title="Fewer surprises">
            Fake sellers, cloned business names and borrowed accounts rely on you not checking. A
            verified status means a real person passed an ID and selfie review.
          </IconCard>
          <IconCard icon={<Wallet className="size-6" />} title="The right account">
            Verified members list their wallet addresses, so you can confirm you are sending to the
            person you think you are, not to a look-alike.
          </IconCard>
          <IconCard icon={<Handshake className="size-6" />} title="Trust that travels">
            Once you are verified, new customers can check you in seconds instead of asking for
            documents every time.
          </IconCard>
        </div>
      </Section>

      <div className="border-y border-ink-200 bg-white">
        <Section id="check" title="How to check someone before paying">
          <ol className="grid gap-6 sm:grid-cols-2">
            {checkSteps.map((s, i) => (
              <li key={s.title} className="flex gap-4">
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
          <p className="mt-8 text-sm text-ink-600">
            A verified status confirms identity at the time of review. It is not a credit check, so
            keep using good judgement for large amounts.
          </p>
        </Section>
      </div>

      <Section id="businesses" title="For businesses">
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <Building2 aria-hidden="true" className="size-6 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-ink-900">Verify your business</h3>
            <p className="mt-2 text-sm text-ink-600">
              Add your business name, your CAC registration number (RC or BN) and a photo of your
              certificate to your KYC submission. Once approved, your business name appears to
              anyone who looks you up.
            </p>
          </Card>
          <Card>
            <Search aria-hidden="true" className="size-6 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-ink-900">Check the people you serve</h3>
            <p className="mt-2 text-sm text-ink-600">
              Your team can check customers and suppliers in the app, or your systems can do it
              through our documented API, so checks happen where your work already happens.
            </p>
            <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
              <SiteLink to={paths.business} className="text-accent-700 underline">
                Get an API key
              </SiteLink>
              <SiteLink to={paths.developers} className="text-accent-700 underline">
                Read the API reference
              </SiteLink>
            </p>
          </Card>
        </div>
      </Section>

      <CtaBand
        title="Get your business verified"
        text="One review, one fee, and your customers can check you whenever they need to."
      >
        <ButtonLink to={paths.register} variant="inverse">
          <BadgeCheck aria-hidden="true" className="size-4" />
          Get Started
        </ButtonLink>
        <ButtonLink to={paths.pricing} variant="inverseOutline">
          See pricing
        </ButtonLink>
      </CtaBand>
    </PublicLayout>
  );
}
