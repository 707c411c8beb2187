import { BadgeCheck, Building2, Handshake, Search, ShieldAlert, Wallet } from 'lucide-react';
import { paths } from '../../lib/paths';
import { defineMessages, useIntl } from '../../i18n';
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

const m = defineMessages({
  tabTitle: { id: 'marketing.doBusiness.tabTitle', defaultMessage: 'Do Business · Vouch' },
  eyebrow: { id: 'marketing.doBusiness.eyebrow', defaultMessage: 'Do Business' },
  title: { id: 'marketing.doBusiness.title', defaultMessage: 'Doing business with Vouch' },
  lead: {
    id: 'marketing.doBusiness.lead',
    defaultMessage:
      'Most payment fraud starts with not knowing who is on the other side. Vouch lets you check before money changes hands, and lets your customers check you.',
  },
  getStarted: {
    id: 'marketing.doBusiness.getStarted',
    defaultMessage: 'Get Started',
    description: 'Button',
  },
  loginToCheck: {
    id: 'marketing.doBusiness.loginToCheck',
    defaultMessage: 'Login to check someone',
    description: 'Button',
  },
  whyTitle: {
    id: 'marketing.doBusiness.whyTitle',
    defaultMessage: 'Why verified counterparties matter',
  },
  surprisesTitle: { id: 'marketing.doBusiness.surprisesTitle', defaultMessage: 'Fewer surprises' },
  surprisesText: {
    id: 'marketing.doBusiness.surprisesText',
    defaultMessage:
      'Fake sellers, cloned business names and borrowed accounts rely on you not checking. A verified status means a real person passed an ID and selfie review.',
  },
  accountTitle: { id: 'marketing.doBusiness.accountTitle', defaultMessage: 'The right account' },
  accountText: {
    id: 'marketing.doBusiness.accountText',
    defaultMessage:
      'Verified members list their wallet addresses, so you can confirm you are sending to the person you think you are, not to a look-alike.',
  },
  trustTitle: { id: 'marketing.doBusiness.trustTitle', defaultMessage: 'Trust that travels' },
  trustText: {
    id: 'marketing.doBusiness.trustText',
    defaultMessage:
      'Once you are verified, new customers can check you in seconds instead of asking for documents every time.',
  },
  checkTitle: {
    id: 'marketing.doBusiness.checkTitle',
    defaultMessage: 'How to check someone before paying',
  },
  askTitle: { id: 'marketing.doBusiness.askTitle', defaultMessage: 'Ask for an identifier' },
  askText: {
    id: 'marketing.doBusiness.askText',
    defaultMessage:
      'Their phone or WhatsApp number, e-mail address, Vouch UUID, wallet address or WeChat ID.',
  },
  lookTitle: { id: 'marketing.doBusiness.lookTitle', defaultMessage: 'Look them up' },
  lookText: {
    id: 'marketing.doBusiness.lookText',
    defaultMessage:
      'Sign in, open Check Verification, pick the identifier type and search. Checks are free for members.',
  },
  compareTitle: { id: 'marketing.doBusiness.compareTitle', defaultMessage: 'Compare what you see' },
  compareText: {
    id: 'marketing.doBusiness.compareText',
    defaultMessage:
      'A verified result shows their last name, business name and wallet addresses. Make sure these match the account you are about to pay or be paid by.',
  },
  payTitle: { id: 'marketing.doBusiness.payTitle', defaultMessage: 'Pay only when it matches' },
  payText: {
    id: 'marketing.doBusiness.payText',
    defaultMessage:
      'If there is no verified result, or the details differ, stop and ask questions before any money moves.',
  },
  checkNote: {
    id: 'marketing.doBusiness.checkNote',
    defaultMessage:
      'A verified status confirms identity at the time of review. It is not a credit check, so keep using good judgement for large amounts.',
  },
  businessesTitle: { id: 'marketing.doBusiness.businessesTitle', defaultMessage: 'For businesses' },
  verifyBusinessTitle: {
    id: 'marketing.doBusiness.verifyBusinessTitle',
    defaultMessage: 'Verify your business',
  },
  verifyBusinessText: {
    id: 'marketing.doBusiness.verifyBusinessText',
    defaultMessage:
      'Add your business name, your CAC registration number (RC or BN) and a photo of your certificate to your KYC submission. Once approved, your business name appears to anyone who looks you up.',
  },
  checkPeopleTitle: {
    id: 'marketing.doBusiness.checkPeopleTitle',
    defaultMessage: 'Check the people you serve',
  },
  checkPeopleText: {
    id: 'marketing.doBusiness.checkPeopleText',
    defaultMessage:
      'Your team can check customers and suppliers in the app, or your systems can do it through our documented API, so checks happen where your work already happens.',
  },
  apiKey: { id: 'marketing.doBusiness.apiKey', defaultMessage: 'Get an API key' },
  apiReference: {
    id: 'marketing.doBusiness.apiReference',
    defaultMessage: 'Read the API reference',
  },
  ctaTitle: { id: 'marketing.doBusiness.ctaTitle', defaultMessage: 'Get your business verified' },
  ctaText: {
    id: 'marketing.doBusiness.ctaText',
    defaultMessage: 'One review, one fee, and your customers can check you whenever they need to.',
  },
  seePricing: {
    id: 'marketing.doBusiness.seePricing',
    defaultMessage: 'See pricing',
    description: 'Button',
  },
});

const checkSteps = [
  { title: m.askTitle, text: m.askText },
  { title: m.lookTitle, text: m.lookText },
  { title: m.compareTitle, text: m.compareText },
  { title: m.payTitle, text: m.payText },
] as const;

export default function DoBusinessPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  usePageTitle(t(m.tabTitle));
  return (
    <PublicLayout>
      <PageHeader eyebrow={t(m.eyebrow)} title={t(m.title)} lead={t(m.lead)}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={paths.register}>{t(m.getStarted)}</ButtonLink>
          <ButtonLink to={paths.login} variant="secondary">
            {t(m.loginToCheck)}
          </ButtonLink>
        </div>
      </PageHeader>

      <Section id="why" title={t(m.whyTitle)}>
        <div className="grid gap-6 md:grid-cols-3">
          <IconCard icon={<ShieldAlert className="size-6" />} title={t(m.surprisesTitle)}>
            {t(m.surprisesText)}
          </IconCard>
          <IconCard icon={<Wallet className="size-6" />} title={t(m.accountTitle)}>
            {t(m.accountText)}
          </IconCard>
          <IconCard icon={<Handshake className="size-6" />} title={t(m.trustTitle)}>
            {t(m.trustText)}
          </IconCard>
        </div>
      </Section>

      <div className="border-y border-ink-200 bg-white">
        <Section id="check" title={t(m.checkTitle)}>
          <ol className="grid gap-6 sm:grid-cols-2">
            {checkSteps.map((s, i) => (
              <li key={s.title.id} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-ink-900">{t(s.title)}</h3>
                  <p className="mt-1 text-sm text-ink-600">{t(s.text)}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-8 text-sm text-ink-600">{t(m.checkNote)}</p>
        </Section>
      </div>

      <Section id="businesses" title={t(m.businessesTitle)}>
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <Building2 aria-hidden="true" className="size-6 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-ink-900">{t(m.verifyBusinessTitle)}</h3>
            <p className="mt-2 text-sm text-ink-600">{t(m.verifyBusinessText)}</p>
          </Card>
          <Card>
            <Search aria-hidden="true" className="size-6 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-ink-900">{t(m.checkPeopleTitle)}</h3>
            <p className="mt-2 text-sm text-ink-600">{t(m.checkPeopleText)}</p>
            <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
              <SiteLink to={paths.business} className="text-accent-700 underline">
                {t(m.apiKey)}
              </SiteLink>
              <SiteLink to={paths.developers} className="text-accent-700 underline">
                {t(m.apiReference)}
              </SiteLink>
            </p>
          </Card>
        </div>
      </Section>

      <CtaBand title={t(m.ctaTitle)} text={t(m.ctaText)}>
        <ButtonLink to={paths.register} variant="inverse">
          <BadgeCheck aria-hidden="true" className="size-4" />
          {t(m.getStarted)}
        </ButtonLink>
        <ButtonLink to={paths.pricing} variant="inverseOutline">
          {t(m.seePricing)}
        </ButtonLink>
      </CtaBand>
    </PublicLayout>
  );
}
