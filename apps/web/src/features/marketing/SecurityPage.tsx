import { EyeOff, FileLock, KeyRound, Lock, LogOut, ShieldCheck, UserCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths, SUPPORT_EMAIL } from '../../lib/paths';
import PublicLayout from './PublicLayout';
import { ButtonLink, IconCard, PageHeader, Section, usePageTitle } from './components/ui';

const measures = [
  {
    icon: KeyRound,
    title: 'Passwords hashed with argon2id',
    text: 'We never store your password. We keep only an argon2id hash, using the parameters OWASP recommends, and reject commonly used passwords.',
  },
  {
    icon: Lock,
    title: 'Sensitive details encrypted at rest',
    text: 'ID numbers, dates of birth and phone numbers are encrypted in our database with a key kept apart from the data.',
  },
  {
    icon: FileLock,
    title: 'Strict access to documents',
    text: 'Selfies and ID documents are stored privately under random names and shown only to you and the reviewers handling your case. Photos are re-encoded, which strips hidden location data.',
  },
  {
    icon: LogOut,
    title: 'Sessions you can revoke',
    text: 'Every sign-in is a session we check on each request. Logging out or changing your password ends it, so a lost token stops working.',
  },
  {
    icon: EyeOff,
    title: 'No third-party trackers',
    text: 'Our pages load no advertising or analytics scripts, and we do not share what you do on Vouch with anyone for marketing.',
  },
  {
    icon: UserCheck,
    title: 'Limits against abuse',
    text: 'Sign-in, registration, password reset and member lookups are rate-limited to slow down guessing and scraping.',
  },
] as const;

export default function SecurityPage() {
  usePageTitle('Security · Vouch');
  return (
    <PublicLayout>
      <PageHeader
        eyebrow="Security"
        title="How we protect your identity"
        lead="You trust us with your ID, your face and your business papers. Here is what we do to keep them safe."
      />
      <Section>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {measures.map(({ icon: Icon, title, text }) => (
            <IconCard key={title} icon={<Icon className="size-6" />} title={title}>
              {text}
            </IconCard>
          ))}
        </div>
      </Section>
      <div className="border-t border-ink-200 bg-white">
        <Section id="what-others-see" title="What other members can see">
          <div className="grid gap-8 md:grid-cols-2">
            <p className="text-ink-700">
              When a verified member looks you up, they see that you are verified, your last name,
              your business name and your wallet addresses. They never see your ID number, date of
              birth, selfie or documents. Full details are in our{' '}
              <Link
                to={`${paths.legal}?tab=privacy`}
                className="font-medium text-brand-700 underline underline-offset-4"
              >
                Privacy Policy
              </Link>
              .
            </p>
            <div className="flex gap-4 rounded-2xl border border-ink-200 bg-ink-50 p-6">
              <ShieldCheck aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
              <div>
                <h3 className="font-semibold text-ink-900">Found a security problem?</h3>
                <p className="mt-1 text-sm text-ink-600">
                  Please tell us at{' '}
                  <a
                    href={`mailto:${SUPPORT_EMAIL}`}
                    className="font-medium text-brand-700 underline underline-offset-4"
                  >
                    {SUPPORT_EMAIL}
                  </a>{' '}
                  before sharing it publicly. We will reply quickly and keep you informed.
                </p>
              </div>
            </div>
          </div>
          <div className="mt-8">
            <ButtonLink to={paths.register}>Get verified</ButtonLink>
          </div>
        </Section>
      </div>
    </PublicLayout>
  );
}
