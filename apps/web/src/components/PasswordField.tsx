import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { defineMessages, useIntl } from '../i18n';
import { TextField, type TextFieldProps } from './TextField';

const m = defineMessages({
  show: { id: 'common.PasswordField.show', defaultMessage: 'Show password' },
  hide: { id: 'common.PasswordField.hide', defaultMessage: 'Hide password' },
});

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with the spec's show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          disabled={!hydrated}
          onClick={() => setVisible((v) => !v)}
          aria-label={intl.formatMessage(visible ? m.hide : m.show)}
          aria-pressed={visible}
          className="flex size-10 items-center justify-center rounded-field text-ink-600 hover:bg-ink-100 hover:text-brand-700"
        >
          {visible ? (
            <EyeOff className="size-5" aria-hidden="true" />
          ) : (
            <Eye className="size-5" aria-hidden="true" />
          )}
        </button>
      }
    />
  );
}
