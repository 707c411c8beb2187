import { ArrowRight, BadgeCheck, Mail, Search } from 'lucide-react';
import { paths, SUPPORT_EMAIL } from '../../../lib/paths';
import { SiteLink } from '../../../components/SiteLink';
import { buttonStyles } from './ui';
import { defineMessages, FormattedMessage, useIntl } from '../../../i18n';

const m = defineMessages({
  previewCaption: {
    id: 'landing.hero.previewCaption',
    defaultMessage: 'Example: checking someone before you pay',
  },
  previewSearch: {
    id: 'landing.hero.previewSearch',
    defaultMessage: 'Phone Number · {phone}',
    description: 'The example search box: the identifier type, then a sample phone number',
  },
  previewVerified: {
    id: 'landing.hero.previewVerified',
    defaultMessage: 'The user is verified ✅.',
  },
  previewHint: {
    id: 'landing.hero.previewHint',
    defaultMessage:
      'Make sure you are paying or receiving payment from the account with the information shown.',
  },
  lastName: { id: 'landing.hero.lastName', defaultMessage: 'Last Name' },
  businessName: { id: 'landing.hero.businessName', defaultMessage: 'Business Name' },
  badge: {
    id: 'landing.hero.badge',
    defaultMessage: 'KYC for people and businesses in Nigeria',
  },
  title: {
    id: 'landing.hero.title',
    defaultMessage: 'End-to-end solution for digital identity verification',
  },
  lead: {
    id: 'landing.hero.lead',
    defaultMessage:
      'Secure, compliant, and automated KYC verification platform for modern businesses',
  },
  startVerification: {
    id: 'landing.hero.startVerification',
    defaultMessage: 'Start Verification',
    description: 'Button',
  },
  contactUs: { id: 'landing.hero.contactUs', defaultMessage: 'Contact Us', description: 'Button' },
  member: {
    id: 'landing.hero.member',
    defaultMessage:
      'Already a member? <login>Log in</login> · <forgot>Forgot your password?</forgot>',
    description: 'Two links for members: sign in, and reset the password',
  },
});

/** Illustration of what a member sees after checking someone (spec 2, Check Verification). */
function CheckPreview() {
  const intl = useIntl();
  return (
    <figure className="rounded-2xl border border-ink-200 bg-white p-5 shadow-lg sm:p-6">
      <figcaption className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
        {intl.formatMessage(m.previewCaption)}
      </figcaption>
      <div className="mt-4 flex items-center gap-2 rounded-lg border border-ink-200 bg-ink-50 px-3 py-2.5 text-sm text-ink-700">
        <Search aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
        <span className="truncate">
          {intl.formatMessage(m.previewSearch, { phone: '0803 123 4567' })}
        </span>
      </div>
      <div className="mt-4 rounded-xl border border-success-600/30 bg-success-50 p-4">
        <p className="font-semibold text-success-700">{intl.formatMessage(m.previewVerified)}</p>
        <p className="mt-1 text-sm text-ink-700">{intl.formatMessage(m.previewHint)}</p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-ink-50 p-3">
          <dt className="text-ink-600">{intl.formatMessage(m.lastName)}</dt>
          <dd className="font-medium text-ink-900">Okafor</dd>
        </div>
        <div className="rounded-lg bg-ink-50 p-3">
          <dt className="text-ink-600">{intl.formatMessage(m.businessName)}</dt>
          <dd className="font-medium text-ink-900">Okafor Ventures</dd>
        </div>
      </dl>
    </figure>
  );
}

const link = 'font-medium text-brand-700 underline underline-offset-4';

export function LandingHero() {
  const intl = useIntl();
  return (
    <section className="border-b border-ink-200 bg-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {intl.formatMessage(m.badge)}
          </p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-brand-700 sm:text-5xl">
            {intl.formatMessage(m.title)}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-600">{intl.formatMessage(m.lead)}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SiteLink to={paths.dashboard} className={buttonStyles.primary}>
              {intl.formatMessage(m.startVerification)}
              <ArrowRight aria-hidden="true" className="size-4" />
            </SiteLink>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonStyles.secondary}>
              <Mail aria-hidden="true" className="size-4" />
              {intl.formatMessage(m.contactUs)}
            </a>
          </div>
          <p className="mt-6 text-sm text-ink-600">
            <FormattedMessage
              {...m.member}
              values={{
                login: (chunks) => (
                  <SiteLink to={paths.login} className={link}>
                    {chunks}
                  </SiteLink>
                ),
                forgot: (chunks) => (
                  <SiteLink to={paths.forgotPassword} className={link}>
                    {chunks}
                  </SiteLink>
                ),
              }}
            />
          </p>
        </div>
        <CheckPreview />
      </div>
    </section>
  );
}
