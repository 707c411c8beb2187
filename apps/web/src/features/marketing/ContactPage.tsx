import { LifeBuoy, Mail, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { paths, SUPPORT_EMAIL } from '../../lib/paths';
import { useSupportContact } from '../../lib/support-contact';
import PublicLayout from './PublicLayout';
import { ButtonAnchor, Card, PageHeader, Section, usePageTitle } from './components/ui';

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
  usePageTitle('Contact · Vouch');
  const contact = useSupportContact().data;
  return (
    <PublicLayout>
      <PageHeader
        eyebrow="Contact"
        title="Talk to us"
        lead="Questions about verification, payments or your account? We reply to every message, and KYC and support questions within 24-48 hours."
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
          <ContactCard icon={<Mail className="size-6" />} title="E-mail" hours="24/7">
            <p>
              Write to us any time. Include the e-mail address on your account so we can find it
              quickly, but never send your password.
            </p>
            <ButtonAnchor href={`mailto:${SUPPORT_EMAIL}`} variant="secondary">
              {SUPPORT_EMAIL}
            </ButtonAnchor>
          </ContactCard>
          {/* The phone line and the chat come from configuration; not set, no card. */}
          {contact?.phone && (
            <ContactCard icon={<Phone className="size-6" />} title="Phone" hours={contact.hours}>
              <p>Speak to a person on our support team.</p>
              <ButtonAnchor href={contact.phone.href} variant="secondary">
                <span className="sr-only">Call </span>
                {contact.phone.display}
              </ButtonAnchor>
            </ContactCard>
          )}
          {contact?.whatsapp && (
            <ContactCard
              icon={<MessageCircle className="size-6" />}
              title="WhatsApp chat"
              hours={contact.hours}
            >
              <p>Chat with our support team on WhatsApp.</p>
              <ButtonAnchor
                href={contact.whatsapp.url}
                target="_blank"
                rel="noopener noreferrer"
                variant="secondary"
              >
                Chat on WhatsApp
                <span className="sr-only"> (opens in a new tab)</span>
              </ButtonAnchor>
            </ContactCard>
          )}
        </div>
        <div className="mt-8 flex gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-6">
          <LifeBuoy aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
          <p className="text-sm text-brand-800">
            <strong>Already a member?</strong> The{' '}
            <Link to={paths.support} className="font-medium underline underline-offset-4">
              Support page
            </Link>{' '}
            lets you open a ticket and read answers to common questions. Not registered yet?{' '}
            <Link to={paths.register} className="font-medium underline underline-offset-4">
              Create an account
            </Link>
            .
          </p>
        </div>
      </Section>
    </PublicLayout>
  );
}
