import { LifeBuoy, Mail, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { paths, SUPPORT_EMAIL } from '../../lib/paths';
import { useSupportContact } from '../../lib/support-contact';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n';
import PublicLayout from './PublicLayout';
import { ButtonAnchor, Card, PageHeader, Section, usePageTitle } from './components/ui';

const m = defineMessages({
  tabTitle: { id: 'marketing.contact.tabTitle', defaultMessage: 'Contact · Vouch' },
  eyebrow: { id: 'marketing.contact.eyebrow', defaultMessage: 'Contact' },
  title: { id: 'marketing.contact.title', defaultMessage: 'Talk to us' },
  lead: {
    id: 'marketing.contact.lead',
    defaultMessage:
      'Questions about verification, payments or your account? We reply to every message, and KYC and support questions within 24-48 hours.',
  },
  emailTitle: { id: 'marketing.contact.emailTitle', defaultMessage: 'E-mail' },
  emailText: {
    id: 'marketing.contact.emailText',
    defaultMessage:
      'Write to us any time. Include the e-mail address on your account so we can find it quickly, but never send your password.',
  },
  phoneTitle: { id: 'marketing.contact.phoneTitle', defaultMessage: 'Phone' },
  phoneText: {
    id: 'marketing.contact.phoneText',
    defaultMessage: 'Speak to a person on our support team.',
  },
  call: {
    id: 'marketing.contact.call',
    defaultMessage: '<sr>Call </sr>{phone}',
    description:
      'Button: the phone number, after a word only screen readers read (<sr>…</sr>, keep its space)',
  },
  whatsappTitle: { id: 'marketing.contact.whatsappTitle', defaultMessage: 'WhatsApp chat' },
  whatsappText: {
    id: 'marketing.contact.whatsappText',
    defaultMessage: 'Chat with our support team on WhatsApp.',
  },
  whatsappButton: {
    id: 'marketing.contact.whatsappButton',
    defaultMessage: 'Chat on WhatsApp<sr> (opens in a new tab)</sr>',
    description: 'Button; the part in <sr> is read only by screen readers',
  },
  member: {
    id: 'marketing.contact.member',
    defaultMessage:
      '<b>Already a member?</b> The <support>Support page</support> lets you open a ticket and read answers to common questions. Not registered yet? <register>Create an account</register>.',
  },
});

const sr = (chunks: React.ReactNode[]) => <span className="sr-only">{chunks}</span>;
const inlineLink = 'font-medium underline underline-offset-4';

function ContactCard({
  icon,
  title,
  hours,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  hours: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="flex h-full flex-col">
      <span
        aria-hidden="true"
        className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink-900">{title}</h2>
      <p className="mt-1 text-sm font-medium text-accent-700">{hours}</p>
      <div className="mt-3 flex flex-1 flex-col justify-between gap-4 text-sm text-ink-600">
        {children}
      </div>
    </Card>
  );
}

export default function ContactPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.tabTitle));
  const contact = useSupportContact().data;
  return (
    <PublicLayout>
      <PageHeader
        eyebrow={intl.formatMessage(m.eyebrow)}
        title={intl.formatMessage(m.title)}
        lead={intl.formatMessage(m.lead)}
      />
      <Section>
        <div
          className={`grid gap-6 ${
            contact?.phone && contact.whatsapp
              ? 'md:grid-cols-3'
              : contact?.phone || contact?.whatsapp
                ? 'md:grid-cols-2'
                : 'md:max-w-md'
          }`}
        >
          <ContactCard
            icon={<Mail className="size-6" />}
            title={intl.formatMessage(m.emailTitle)}
            hours="24/7"
          >
            <p>{intl.formatMessage(m.emailText)}</p>
            <ButtonAnchor href={`mailto:${SUPPORT_EMAIL}`} variant="secondary">
              {SUPPORT_EMAIL}
            </ButtonAnchor>
          </ContactCard>
          {/* The phone line and the chat come from configuration; not set, no card. */}
          {contact?.phone && (
            <ContactCard
              icon={<Phone className="size-6" />}
              title={intl.formatMessage(m.phoneTitle)}
              hours={contact.hours}
            >
              <p>{intl.formatMessage(m.phoneText)}</p>
              <ButtonAnchor href={contact.phone.href} variant="secondary">
                <FormattedMessage {...m.call} values={{ sr, phone: contact.phone.display }} />
              </ButtonAnchor>
            </ContactCard>
          )}
          {contact?.whatsapp && (
            <ContactCard
              icon={<MessageCircle className="size-6" />}
              title={intl.formatMessage(m.whatsappTitle)}
              hours={contact.hours}
            >
              <p>{intl.formatMessage(m.whatsappText)}</p>
              <ButtonAnchor
                href={contact.whatsapp.url}
                target="_blank"
                rel="noopener noreferrer"
                variant="secondary"
              >
                <FormattedMessage {...m.whatsappButton} values={{ sr }} />
              </ButtonAnchor>
            </ContactCard>
          )}
        </div>
        <div className="mt-8 flex gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-6">
          <LifeBuoy aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
          <p className="text-sm text-brand-800">
            <FormattedMessage
              {...m.member}
              values={{
                b: (chunks) => <strong>{chunks}</strong>,
                support: (chunks) => (
                  <Link to={paths.support} className={inlineLink}>
                    {chunks}
                  </Link>
                ),
                register: (chunks) => (
                  <Link to={paths.register} className={inlineLink}>
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
        </div>
      </Section>
    </PublicLayout>
  );
}
