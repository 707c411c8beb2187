import { BookOpen, Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/Card';
import { paths, SUPPORT_EMAIL } from '../../lib/paths';
import { useSupportContact } from '../../lib/support-contact';

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
  const contact = useSupportContact().data;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {contact?.phone && (
        <ContactCard icon={Phone} title="Phone support">
          <p>{contact.hours}.</p>
          <a href={contact.phone.href} className={linkClass}>
            <span className="sr-only">Call </span>
            {contact.phone.display}
          </a>
        </ContactCard>
      )}
      {contact?.whatsapp && (
        <ContactCard icon={MessageCircle} title="WhatsApp chat">
          <p>{contact.hours}.</p>
          <a
            href={contact.whatsapp.url}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            Chat with us on WhatsApp
            <span className="sr-only"> (opens WhatsApp in a new tab)</span>
          </a>
        </ContactCard>
      )}
      <ContactCard icon={Mail} title="E-mail support">
        <p>24/7 — we reply within 24-48 hours.</p>
        <a href={`mailto:${SUPPORT_EMAIL}`} className={`break-all ${linkClass}`}>
          {SUPPORT_EMAIL}
        </a>
      </ContactCard>
      <ContactCard icon={BookOpen} title="Help center">
        <p>Documents, photos and how the review works.</p>
        <Link to={paths.guidelines} className={linkClass}>
          Read the guidelines
        </Link>
      </ContactCard>
    </div>
  );
}
