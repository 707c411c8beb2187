import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { networksOf, walletFormSchema, walletTokens, type MemberProfile } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useStepUp } from '../second-factor';
import { addWallet } from './wallet-api';
import { addressPlaceholder } from './wallet-form-hints';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  token: {
    id: 'wallet.AddWalletForm.token',
    defaultMessage: 'Token',
    description: 'Field label: the crypto token (USDT, Bitcoin...)',
  },
  network: {
    id: 'wallet.AddWalletForm.network',
    defaultMessage: 'Network',
    description: 'Field label: the blockchain network of the token',
  },
  select: {
    id: 'wallet.AddWalletForm.select',
    defaultMessage: 'Select...',
    description: 'Empty choice of a select',
  },
  tokenFirst: { id: 'wallet.AddWalletForm.tokenFirst', defaultMessage: 'Select a token first' },
  address: { id: 'wallet.AddWalletForm.address', defaultMessage: 'Wallet Address' },
  cancel: { id: 'wallet.AddWalletForm.cancel', defaultMessage: 'Cancel' },
  adding: {
    id: 'wallet.AddWalletForm.adding',
    defaultMessage: 'Adding...',
    description: 'Button while the wallet is being saved',
  },
  add: { id: 'wallet.AddWalletForm.add', defaultMessage: 'Add Wallet', description: 'Button' },
});

const blank = { token: '', network: '', address: '' };

interface AddWalletFormProps {
  /** The refreshed profile once the wallet is saved and user info has been fetched again. */
  onAdded: (profile: MemberProfile) => void;
  /** After a failure: the list may be behind the server (e.g. the refresh failed). */
  onFailed?: () => void;
  onCancel: () => void;
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

/** Spec 2/4/5's Add New Wallet form: Token, Network (of that token), Wallet Address. */
export function AddWalletForm({ onAdded, onFailed, onCancel, labelledBy }: AddWalletFormProps) {
  const intl = useIntl();
  const [serverError, setServerError] = useState<string | null>(null);
  // A new address could redirect payments: a member with two-step verification confirms first.
  const stepUp = useStepUp();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm({ resolver: zodResolver(walletFormSchema), defaultValues: blank });
  const token = useWatch({ control, name: 'token' });
  const network = useWatch({ control, name: 'network' });

  const onSubmit = handleSubmit(async (v) => {
    setServerError(null);
    const outcome = await addWallet(v, stepUp.run);
    if (!outcome.ok) {
      setServerError(outcome.msg);
      onFailed?.();
      return;
    }
    reset(blank);
    onAdded(outcome.profile);
  });

  function cancel() {
    reset(blank);
    setServerError(null);
    onCancel();
  }

  // The dialog sits beside the form: React would bubble its own form's submit into this one.
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby={labelledBy}>
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={intl.formatMessage(m.token)}
            placeholder={intl.formatMessage(m.select)}
            required
            autoFocus
            options={walletTokens}
            error={errors.token?.message}
            {...register('token', {
              // Spec 4: a new token clears the chosen network (its options change).
              onChange: () => setValue('network', '', { shouldValidate: isSubmitted }),
            })}
          />
          <SelectField
            label={intl.formatMessage(m.network)}
            required
            options={networksOf(token)}
            placeholder={intl.formatMessage(token ? m.select : m.tokenFirst)}
            disabled={!token}
            error={errors.network?.message}
            {...register('network')}
          />
        </div>
        <TextField
          label={intl.formatMessage(m.address)}
          required
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={addressPlaceholder(token, network, intl)}
          className="[&_input]:font-mono"
          error={errors.address?.message}
          {...register('address')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={cancel} disabled={isSubmitting}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {intl.formatMessage(isSubmitting ? m.adding : m.add)}
          </Button>
        </div>
      </form>
      {stepUp.dialog}
    </>
  );
}
