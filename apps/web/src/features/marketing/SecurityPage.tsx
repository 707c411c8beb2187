import { EyeOff, FileLock, KeyRound, Lock, LogOut, ShieldCheck, UserCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths, SUPPORT_EMAIL } from '../../lib/paths';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n';
import PublicLayout from './PublicLayout';
import { ButtonLink, IconCard, PageHeader, Section, usePageTitle } from './components/ui';

const m = defineMessages({
  tabTitle: { id: 'marketing.security.tabTitle', defaultMessage: 'Security · Vouch' },
  eyebrow: { id: 'marketing.security.eyebrow', defaultMessage: 'Security' },
  title: { id: 'marketing.security.title', defaultMessage: 'How we protect your identity' },
  lead: {
    id: 'marketing.security.lead',
    defaultMessage:
      'You trust us with your ID, your face and your business papers. Here is what we do to keep them safe.',
  },
  passwordsTitle: {
    id: 'marketing.security.passwordsTitle',
    defaultMessage: 'Passwords hashed with argon2id',
  },
  passwordsText: {
    id: 'marketing.security.passwordsText',
    defaultMessage:
      'We never store your password. We keep only an argon2id hash, using the parameters OWASP recommends, and reject commonly used passwords.',
  },
  encryptedTitle: {
    id: 'marketing.security.encryptedTitle',
    defaultMessage: 'Sensitive details encrypted at rest',
  },
  encryptedText: {
    id: 'marketing.security.encryptedText',
    defaultMessage:
      'ID numbers, dates of birth and phone numbers are encrypted in our database with a key kept apart from the data.',
  },
  documentsTitle: {
    id: 'marketing.security.documentsTitle',
    defaultMessage: 'Strict access to documents',
  },
  documentsText: {
    id: 'marketing.security.documentsText',
    defaultMessage:
      'Selfies and ID documents are stored privately under random names and shown only to you and the reviewers handling your case. Photos are re-encoded, which strips hidden location data.',
  },
  sessionsTitle: {
    id: 'marketing.security.sessionsTitle',
    defaultMessage: 'Sessions you can revoke',
  },
  sessionsText: {
    id: 'marketing.security.sessionsText',
    defaultMessage:
      'Every sign-in is a session we check on each request. Logging out or changing your password ends it, so a lost token stops working.',
  },
  trackersTitle: {
    id: 'marketing.security.trackersTitle',
    defaultMessage: 'No third-party trackers',
  },
  trackersText: {
    id: 'marketing.security.trackersText',
    defaultMessage:
      'Our pages load no advertising or analytics scripts, and we do not share what you do on Vouch with anyone for marketing.',
  },
  limitsTitle: { id: 'marketing.security.limitsTitle', defaultMessage: 'Limits against abuse' },
  limitsText: {
    id: 'marketing.security.limitsText',
    defaultMessage:
      'Sign-in, registration, password reset and member lookups are rate-limited to slow down guessing and scraping.',
  },
  othersTitle: {
    id: 'marketing.security.othersTitle',
    defaultMessage: 'What other members can see',
  },
  othersText: {
    id: 'marketing.security.othersText',
    defaultMessage:
      'When a verified member looks you up, they see that you are verified, your last name, your business name and your wallet addresses. They never see your ID number, date of birth, selfie or documents. Full details are in our <link>Privacy Policy</link>.',
  },
  problemTitle: {
    id: 'marketing.security.problemTitle',
    defaultMessage: 'Found a security problem?',
  },
  problemText: {
    id: 'marketing.security.problemText',
    defaultMessage:
      'Please tell us at <mail>{email}</mail> before sharing it publicly. We will reply quickly and keep you informed.',
  },
  getVerified: {
    id: 'marketing.security.getVerified',
    defaultMessage: 'Get verified',
    description: 'Button',
  },
});

const measures = [
  { icon: KeyRound, title: m.passwordsTitle, text: m.passwordsText },
  { icon: Lock, title: m.encryptedTitle, text: m.encryptedText },
  { icon: FileLock, title: m.documentsTitle, text: m.documentsText },
  { icon: LogOut, title: m.sessionsTitle, text: m.sessionsText },
  { icon: EyeOff, title: m.trackersTitle, text: m.trackersText },
  { icon: UserCheck, title: m.limitsTitle, text: m.limitsText },
] as const;

const inlineLink = 'font-medium text-brand-700 underline underline-offset-4';

export default function SecurityPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.tabTitle));
  return (
    <PublicLayout>
      <PageHeader
        eyebrow={intl.formatMessage(m.eyebrow)}
        title={intl.formatMessage(m.title)}
        lead={intl.formatMessage(m.lead)}
      />
      <Section>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {measures.map(({ icon: Icon, title, text }) => (
            <IconCard
              key={title.id}
              icon={<Icon className="size-6" />}
              title={intl.formatMessage(title)}
            >
              {intl.formatMessage(text)}
            </IconCard>
          ))}
        </div>
      </Section>
      <div className="border-t border-ink-200 bg-white">
        <Section id="what-others-see" title={intl.formatMessage(m.othersTitle)}>
          <div className="grid gap-8 md:grid-cols-2">
            <p className="text-ink-700">
              <FormattedMessage
                {...m.othersText}
                values={{
                  link: (chunks) => (
                    <Link to={`${paths.legal}?tab=privacy`} className={inlineLink}>
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </p>
            <div className="flex gap-4 rounded-2xl border border-ink-200 bg-ink-50 p-6">
              <ShieldCheck aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
              <div>
                <h3 className="font-semibold text-ink-900">{intl.formatMessage(m.problemTitle)}</h3>
                <p className="mt-1 text-sm text-ink-600">
                  <FormattedMessage
                    {...m.problemText}
                    values={{
                      email: SUPPORT_EMAIL,
                      mail: (chunks) => (
                        <a href={`mailto:${SUPPORT_EMAIL}`} className={inlineLink}>
                          {chunks}
                        </a>
                      ),
                    }}
                  />
                </p>
              </div>
            </div>
          </div>
          <div className="mt-8">
            <ButtonLink to={paths.register}>{intl.formatMessage(m.getVerified)}</ButtonLink>
          </div>
        </Section>
      </div>
    </PublicLayout>
  );
}
