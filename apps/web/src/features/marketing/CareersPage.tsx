import { Mail } from 'lucide-react';
import { SUPPORT_EMAIL } from '../../lib/paths';
import { defineMessages, useIntl } from '../../i18n';
import PublicLayout from './PublicLayout';
import { ButtonAnchor, Card, PageHeader, Section, usePageTitle } from './components/ui';

const m = defineMessages({
  tabTitle: { id: 'marketing.careers.tabTitle', defaultMessage: 'Careers · Vouch' },
  eyebrow: { id: 'marketing.careers.eyebrow', defaultMessage: 'Careers' },
  title: { id: 'marketing.careers.title', defaultMessage: 'Work with us' },
  lead: {
    id: 'marketing.careers.lead',
    defaultMessage:
      'Vouch is a small team building identity verification that people in Nigeria can trust.',
  },
  rolesTitle: { id: 'marketing.careers.rolesTitle', defaultMessage: 'Open roles' },
  rolesText: {
    id: 'marketing.careers.rolesText',
    defaultMessage:
      'We have no open roles listed right now. When we hire, the roles will appear on this page.',
  },
  helloTitle: { id: 'marketing.careers.helloTitle', defaultMessage: 'Still want to say hello?' },
  helloText: {
    id: 'marketing.careers.helloText',
    defaultMessage:
      'If you care about privacy, security or making trade between strangers safer, write to us with a few lines about yourself and what you would like to work on. We read every message.',
  },
  write: {
    id: 'marketing.careers.write',
    defaultMessage: 'Write to {email}',
    description: 'Button; {email} is the support e-mail address',
  },
});

export default function CareersPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.tabTitle));
  // The subject stays English: it is for Vouch's inbox.
  const mailto = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Careers at Vouch')}`;
  return (
    <PublicLayout>
      <PageHeader
        eyebrow={intl.formatMessage(m.eyebrow)}
        title={intl.formatMessage(m.title)}
        lead={intl.formatMessage(m.lead)}
      />
      <Section>
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <h2 className="text-lg font-semibold text-ink-900">
              {intl.formatMessage(m.rolesTitle)}
            </h2>
            <p className="mt-2 text-ink-700">{intl.formatMessage(m.rolesText)}</p>
          </Card>
          <Card>
            <h2 className="text-lg font-semibold text-ink-900">
              {intl.formatMessage(m.helloTitle)}
            </h2>
            <p className="mt-2 text-ink-700">{intl.formatMessage(m.helloText)}</p>
            <div className="mt-5">
              <ButtonAnchor href={mailto}>
                <Mail aria-hidden="true" className="size-4" />
                {intl.formatMessage(m.write, { email: SUPPORT_EMAIL })}
              </ButtonAnchor>
            </div>
          </Card>
        </div>
      </Section>
    </PublicLayout>
  );
}
