import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { constants } from '@vouch/contracts';
import { defineMessages, useIntl } from '../i18n';

const m = defineMessages({
  copy: { id: 'common.CopyButton.copy', defaultMessage: 'Copy', description: 'Button' },
  copied: {
    id: 'common.CopyButton.copied',
    defaultMessage: 'Copied!',
    description: 'Shown for 2 seconds after copying',
  },
  copyWhat: {
    id: 'common.CopyButton.copyWhat',
    defaultMessage: 'Copy {what}',
    description: "The button's name for screen readers; {what} is what it copies, e.g. 'link'",
  },
  copiedWhat: {
    id: 'common.CopyButton.copiedWhat',
    defaultMessage: '{what} copied',
    description: "Said by screen readers after copying; {what} is what was copied, e.g. 'link'",
  },
});

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers or a non-secure context: the textarea trick still works there.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

interface CopyButtonProps {
  value: string;
  /** What is copied, for the accessible name: 'Copy UUID'. */
  label: string;
}

/** Copies a value and says 'Copied!' for 2 seconds (spec 9). */
export function CopyButton({ value, label }: CopyButtonProps) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), constants.copyConfirmationMs);
    return () => clearTimeout(t);
  }, [copied]);

  return (
    <button
      type="button"
      onClick={async () => setCopied(await copyText(value))}
      aria-label={intl.formatMessage(copied ? m.copiedWhat : m.copyWhat, { what: label })}
      className="inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-field border border-ink-300 bg-white px-2.5 text-sm font-medium text-brand-700 hover:bg-ink-50"
    >
      {copied ? (
        <Check className="size-4 text-success-700" aria-hidden="true" />
      ) : (
        <Copy className="size-4" aria-hidden="true" />
      )}
      <span aria-live="polite">{intl.formatMessage(copied ? m.copied : m.copy)}</span>
    </button>
  );
}
