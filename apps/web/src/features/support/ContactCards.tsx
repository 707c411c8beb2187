import { BookOpen, Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/Card';
import { paths, SUPPORT_EMAIL } from '../../lib/paths';
import { useSupportContact } from '../../lib/support-contact';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  phone: {
    id: 'support.ContactCards.phone',
    defaultMessage: 'Phone support',
    description: 'Card heading',
  },
  call: {
    id: 'support.ContactCards.call',
    defaultMessage: '<hidden>Call </hidden>{number}',
    description: 'Link to call the support line; the <hidden> part is read by screen readers only',
  },
  whatsapp: {
    id: 'support.ContactCards.whatsapp',
    defaultMessage: 'WhatsApp chat',
    description: 'Card heading',
  },
  chat: {
    id: 'support.ContactCards.chat',
    defaultMessage: 'Chat with us on WhatsApp<hidden> (opens WhatsApp in a new tab)</hidden>',
    description: 'Link; the <hidden> part is read by screen readers only',
  },
  email: {
    id: 'support.ContactCards.email',
    defaultMessage: 'E-mail support',
    description: 'Card heading',
  },
  emailHours: {
    id: 'support.ContactCards.emailHours',
    defaultMessage: '24/7 — we reply within 24-48 hours.',
  },
  help: {
    id: 'support.ContactCards.help',
    defaultMessage: 'Help center',
    description: 'Card heading',
  },
  helpText: {
    id: 'support.ContactCards.helpText',
    defaultMessage: 'Documents, photos and how the review works.',
  },
  guidelines: {
    id: 'support.ContactCards.guidelines',
    defaultMessage: 'Read the guidelines',
    description: 'Link',
  },
});

const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

const linkClass = 'font-semibold text-accent-700 underline-offset-2 hover:underline';

function ContactCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex items-start gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h2 className="text-lg font-semibold text-brand-700">{title}</h2>
        <div className="mt-1 text-ink-700">{children}</div>
      </div>
    </Card>
  );
}

/**
 * Spec 2's contact cards: phone and chat Mon-Fri 9am-5pm, e-mail 24/7, the help center. The
 * phone number and the WhatsApp chat come from the server's configuration; a channel that is not
 * configured has no card (a card without a number or a chat would be a dead end).
 */
export function ContactCards() {
  const intl = useIntl();
  const contact = useSupportContact().data;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {contact?.phone && (
        <ContactCard icon={Phone} title={intl.formatMessage(m.phone)}>
          <p>{contact.hours}.</p>
          <a href={contact.phone.href} className={linkClass}>
            {intl.formatMessage(m.call, { number: contact.phone.display, hidden })}
          </a>
        </ContactCard>
      )}
      {contact?.whatsapp && (
        <ContactCard icon={MessageCircle} title={intl.formatMessage(m.whatsapp)}>
          <p>{contact.hours}.</p>
          <a
            href={contact.whatsapp.url}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            {intl.formatMessage(m.chat, { hidden })}
          </a>
        </ContactCard>
      )}
      <ContactCard icon={Mail} title={intl.formatMessage(m.email)}>
        <p>{intl.formatMessage(m.emailHours)}</p>
        <a href={`mailto:${SUPPORT_EMAIL}`} className={`break-all ${linkClass}`}>
          {SUPPORT_EMAIL}
        </a>
      </ContactCard>
      <ContactCard icon={BookOpen} title={intl.formatMessage(m.help)}>
        <p>{intl.formatMessage(m.helpText)}</p>
        <Link to={paths.guidelines} className={linkClass}>
          {intl.formatMessage(m.guidelines)}
        </Link>
      </ContactCard>
    </div>
  );
}
