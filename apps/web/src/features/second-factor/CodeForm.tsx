import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { secondFactorCodeSchema } from '@vouch/contracts';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import type { ApiResult } from '../../lib/api';

interface CodeFormProps {
  label: string;
  hint?: string;
  submitLabel: string;
  /** One-time codes: the browser may fill them from an SMS-like source, never saves them. */
  autoComplete?: string;
  onSubmit: (code: string) => Promise<ApiResult<unknown>>;
}

/** One code field and its button; the server's refusal is shown under the field. */
export function CodeForm({ label, hint, submitLabel, autoComplete, onSubmit }: CodeFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(secondFactorCodeSchema), defaultValues: { code: '' } });

  const submit = handleSubmit(async ({ code }) => {
    const res = await onSubmit(code);
    if (res.ok) return;
    resetField('code');
    const text = res.errors?.code ?? res.msg;
    setError('code', { message: text }, { shouldFocus: true });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={label}
        hint={hint}
        required
        autoComplete={autoComplete ?? 'one-time-code'}
        inputMode={autoComplete === 'off' ? 'text' : 'numeric'}
        spellCheck={false}
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" loading={isSubmitting} fullWidth>
        {submitLabel}
      </Button>
    </form>
  );
}
