import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { emailField, roleChangePayloadSchema } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { PageHeading } from '../../../components/PageHeading';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { applyServerErrors } from '../../../lib/form-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSessionUser } from '../../../lib/use-session-user';
import { postRole } from '../api';
import { NoAccess } from '../NoAccess';
import { ResetSecondFactorCard } from '../second-factor/ResetSecondFactorCard';

// The contract's payload, with the sign-up form's e-mail messages.
const formSchema = roleChangePayloadSchema.extend({ email: emailField });
const roleOptions = [
  { value: 'reviewer', label: 'Reviewer' },
  { value: 'member', label: 'Member' },
];

type Result = { tone: 'success' | 'error'; text: string } | null;

/** /backoffice/roles (admins): give an account the reviewer role, or take it back. */
export default function RolesPage() {
  useDocumentTitle('Roles');
  const isAdmin = useSessionUser()?.role === 'admin';
  const [result, setResult] = useState<Result>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { email: '', role: 'reviewer' as const },
  });

  if (!isAdmin) return <NoAccess audience="admins" />;

  const onSubmit = handleSubmit(async (v) => {
    setResult(null);
    const res = await postRole(v);
    if (res.ok) {
      setResult({ tone: 'success', text: `${res.msg} ${v.email} is now a ${v.role}.` });
      return;
    }
    applyServerErrors(res.errors, { email: 'email', role: 'role' }, setError);
    setResult({ tone: 'error', text: res.msg });
  });

  return (
    <>
      <PageHeading
        title="Roles"
        description="Reviewers decide on KYC submissions. Every change is on the audit log."
      />
      <Card className="max-w-xl">
        {result && (
          <Alert tone={result.tone} className="mb-5" onDismiss={() => setResult(null)}>
            {result.text}
          </Alert>
        )}
        <form onSubmit={onSubmit} noValidate aria-label="Change a role" className="space-y-5">
          <TextField
            label="E-mail address"
            type="email"
            required
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <SelectField
            label="Role"
            required
            placeholder="Choose a role"
            options={roleOptions}
            error={errors.role?.message}
            {...register('role')}
          />
          <Button type="submit" loading={isSubmitting}>
            Update role
          </Button>
        </form>
      </Card>
      <ResetSecondFactorCard />
    </>
  );
}
