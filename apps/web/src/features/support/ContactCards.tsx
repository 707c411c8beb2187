import { BookOpen, Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/Card';
import { paths, SUPPORT_EMAIL } from '../../lib/paths';

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

/** Spec 2's contact cards: phone and chat Mon-Fri 9am-5pm, e-mail 24/7, the help center. */
export function ContactCards() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ContactCard icon={Phone} title="Phone support">
        <p>Monday to Friday, 9am-5pm.</p>
      </ContactCard>
      <ContactCard icon={MessageCircle} title="Live chat">
        <p>Monday to Friday, 9am-5pm.</p>
      </ContactCard>
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
