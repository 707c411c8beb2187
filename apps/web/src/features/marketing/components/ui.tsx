import type { ReactNode } from 'react';
import { useTabTitle } from '../../../lib/use-document-title';
import { SiteLink } from '../../../components/SiteLink';

/** Sets the browser tab title for a marketing page, e.g. 'Pricing · Vouch'. */
export const usePageTitle = useTabTitle;

const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors';

export const buttonStyles = {
  primary: `${buttonBase} bg-accent-700 text-white hover:bg-accent-600`,
  secondary: `${buttonBase} border border-brand-700 bg-white text-brand-700 hover:bg-brand-50`,
  /** For dark (brand-700+) backgrounds. */
  inverse: `${buttonBase} bg-white text-brand-700 hover:bg-brand-50`,
  inverseOutline: `${buttonBase} border border-white/70 text-white hover:bg-white/10`,
} as const;

type Variant = keyof typeof buttonStyles;

/** An internal link styled as a button. */
export function ButtonLink({
  to,
  variant = 'primary',
  children,
}: {
  to: string;
  variant?: Variant;
  children: ReactNode;
}) {
  return (
    <SiteLink to={to} className={buttonStyles[variant]}>
      {children}
    </SiteLink>
  );
}

/** An external (mailto:, tel:) link styled as a button. */
export function ButtonAnchor({
  href,
  variant = 'primary',
  children,
  target,
  rel,
}: {
  href: string;
  variant?: Variant;
  children: ReactNode;
  target?: '_blank';
  rel?: string;
}) {
  return (
    <a href={href} target={target} rel={rel} className={buttonStyles[variant]}>
      {children}
    </a>
  );
}

/** Page intro: the page's single <h1> plus a lead paragraph. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-ink-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-brand-700 sm:text-4xl">
          {title}
        </h1>
        {lead && <p className="mt-4 max-w-2xl text-lg text-ink-600">{lead}</p>}
        {children}
      </div>
    </div>
  );
}

/** A content band with an optional <h2> heading. */
export function Section({
  title,
  intro,
  children,
  id,
}: {
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      {title && (
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {title}
        </h2>
      )}
      {intro && <p className="mt-3 max-w-2xl text-ink-600">{intro}</p>}
      <div className={title || intro ? 'mt-8' : undefined}>{children}</div>
    </section>
  );
}

/** White card with a subtle border. */
export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-2xl border border-ink-200 bg-white p-6 shadow-sm ${className}`}>
      {children}
    </div>
  );
}

/** Card with an icon, a <h3> title and body text. */
export function IconCard({
  icon,
  title,
  children,
  headingLevel = 3,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className="h-full">
      <span
        aria-hidden="true"
        className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <Heading className="mt-4 text-lg font-semibold text-ink-900">{title}</Heading>
      <div className="mt-2 text-sm leading-relaxed text-ink-600">{children}</div>
    </Card>
  );
}

/** Closing call-to-action band used at the bottom of several pages. */
export function CtaBand({
  title,
  text,
  children,
}: {
  title: string;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <div className="rounded-2xl bg-brand-700 px-6 py-10 text-white sm:px-10 sm:py-12">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
        <p className="mt-3 max-w-2xl text-brand-100">{text}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}
