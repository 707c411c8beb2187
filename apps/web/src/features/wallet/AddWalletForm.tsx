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
            label="Token"
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
            label="Network"
            required
            options={networksOf(token)}
            placeholder={token ? 'Select...' : 'Select a token first'}
            disabled={!token}
            error={errors.network?.message}
            {...register('network')}
          />
        </div>
        <TextField
          label="Wallet Address"
          required
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={addressPlaceholder(token, network)}
          className="[&_input]:font-mono"
          error={errors.address?.message}
          {...register('address')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={cancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? 'Adding...' : 'Add Wallet'}
          </Button>
        </div>
      </form>
      {stepUp.dialog}
    </>
  );
}
