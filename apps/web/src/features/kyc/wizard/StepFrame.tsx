import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Card } from '../../../components/Card';
import { defineMessages, useIntl } from '../../../i18n';

const m = defineMessages({
  back: {
    id: 'kyc.StepFrame.back',
    defaultMessage: 'Back',
    description: 'Link-like button: go to the previous step of the KYC wizard',
  },
});

/** Spec 2's Back: drawn as a link, since it only moves between steps. */
export function BackButton({
  onClick,
  className = '',
}: {
  onClick: () => void;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <button
      type="button"
      onClick={onClick}
      className={`-ml-2 inline-flex min-h-9 items-center gap-1.5 self-start rounded-field px-2 text-sm font-semibold text-accent-700 underline-offset-4 hover:underline ${className}`}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {intl.formatMessage(m.back)}
    </button>
  );
}

interface StepFrameProps {
  /** Small text above the title: 'ID details · 1 of 3'. */
  eyebrow: string;
  title: string;
  description?: ReactNode;
  onBack: () => void;
  children: ReactNode;
  /** Continue and the like, under the content. */
  footer?: ReactNode;
  /** Something shown above the card (the review's submission error). */
  banner?: ReactNode;
  /** Review puts its Back link beside Submit instead of at the top. */
  backAtTop?: boolean;
  /** Makes the content a form: Enter or a submit button in the footer calls it. */
  onSubmit?: () => void;
  /** Move focus to the heading: on every step change, not on the page's first render. */
  focusHeading?: boolean;
}

/**
 * One wizard step: Back (spec 2's rules), the step's <h2> (focused when the step opens, so screen
 * readers and keyboards start at the new content), the content, then its actions.
 */
export function StepFrame({
  eyebrow,
  title,
  description,
  onBack,
  children,
  footer,
  banner,
  focusHeading = false,
  onSubmit,
  backAtTop = true,
}: StepFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [title, focusHeading]);

  const body = (
    <>
      <div className="mt-6">{children}</div>
      {footer && (
        <div className="mt-8 flex flex-col-reverse gap-2 border-t border-ink-200 pt-5 sm:flex-row sm:justify-end">
          {footer}
        </div>
      )}
    </>
  );

  return (
    <div className="space-y-4">
      {banner}
      <Card>
        {backAtTop && <BackButton onClick={onBack} className="mb-4" />}
        <p className="text-sm font-medium text-ink-600">{eyebrow}</p>
        <h2
          ref={heading}
          tabIndex={-1}
          className="mt-1 text-xl font-semibold text-brand-700 outline-none sm:text-2xl"
        >
          {title}
        </h2>
        {description && <div className="mt-2 text-ink-700">{description}</div>}
        {onSubmit ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              onSubmit();
            }}
          >
            {body}
          </form>
        ) : (
          body
        )}
      </Card>
    </div>
  );
}
