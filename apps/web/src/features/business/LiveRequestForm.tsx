import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { liveRequestSchema, type LiveRequestPayload, type Organisation } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { requestLive } from './api';

/**
 * An owner asks to go live (issue 49): the business's CAC number, which Vouch checks with the
 * registry; each director and owner of 5 % or more then gets a link to confirm who they are.
 */
export function LiveRequestForm({
  org,
  onAsked,
}: {
  org: Organisation;
  onAsked: (o: Organisation) => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LiveRequestPayload>({
    resolver: zodResolver(liveRequestSchema),
    defaultValues: { registration_number: org.live.registration ?? '' },
  });

  const onSubmit = handleSubmit(async (v) => {
    setServerError(null);
    const res = await requestLive(org.id, v);
    if (!res.ok) {
      if (res.errors?.registration_number)
        setError('registration_number', {
          type: 'server',
          message: res.errors.registration_number,
        });
      else setServerError(res.msg);
      return;
    }
    onAsked(res.msg);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <TextField
        label="CAC registration number"
        placeholder="RC 1234567"
        autoComplete="off"
        required
        hint="RC for a company, BN for a business name. Vouch checks it with the Corporate Affairs Commission and sends each director and owner of 5% or more a link to confirm who they are."
        error={errors.registration_number?.message}
        {...register('registration_number')}
      />
      <Button type="submit" size="sm" loading={isSubmitting}>
        Ask for live access
      </Button>
    </form>
  );
}
