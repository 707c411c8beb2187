import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { secondFactorResetSchema } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { TextField } from '../../../components/TextField';
import { resetSecondFactor } from './api';

type Result = { tone: 'success' | 'error'; text: string } | null;

/** Admins: a reviewer lost their phone and their recovery codes. On the audit log. */
export function ResetSecondFactorCard() {
  const [result, setResult] = useState<Result>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(secondFactorResetSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setResult(null);
    const res = await resetSecondFactor(email);
    if (res.ok) {
      setResult({ tone: 'success', text: `${email}: ${res.msg}` });
      reset();
      return;
    }
    if (res.errors?.email) setError('email', { message: res.errors.email });
    setResult({ tone: 'error', text: res.msg });
  });

  return (
    <Card className="mt-6 max-w-xl">
      <h2 className="text-lg font-semibold text-ink-900">Reset a second factor</h2>
      <p className="mt-1 text-sm text-ink-600">
        For a reviewer or admin who lost their phone and their recovery codes. Their sessions end
        and they set up a new app at their next sign-in.
      </p>
      {result && (
        <Alert tone={result.tone} className="mt-4" onDismiss={() => setResult(null)}>
          {result.text}
        </Alert>
      )}
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Reset a second factor"
        className="mt-4 space-y-5"
      >
        <TextField
          label="Staff e-mail address"
          type="email"
          required
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" variant="secondary" loading={isSubmitting}>
          Reset second factor
        </Button>
      </form>
    </Card>
  );
}
