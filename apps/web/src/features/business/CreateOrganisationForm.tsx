import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Organisation } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { createOrganisation } from './api';
import {
  organisationFieldOf,
  organisationFormSchema,
  originLines,
  type OrganisationForm,
} from './organisation-form';
import { OrganisationFields } from './OrganisationFields';

export function CreateOrganisationForm({ onCreated }: { onCreated: (o: Organisation) => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OrganisationForm>({
    resolver: zodResolver(organisationFormSchema),
    defaultValues: { name: '', support_email: '', website: '', origins: '' },
  });

  const onSubmit = handleSubmit(async (v) => {
    setServerError(null);
    const res = await createOrganisation({
      name: v.name,
      support_email: v.support_email,
      website: v.website,
      redirect_origins: originLines(v.origins),
    });
    if (!res.ok) {
      setServerError(res.msg);
      for (const [key, message] of Object.entries(res.errors ?? {})) {
        const field = organisationFieldOf(key);
        if (field) setError(field, { type: 'server', message });
      }
      return;
    }
    onCreated(res.msg);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <OrganisationFields register={register} errors={errors} />
      <div className="flex sm:justify-end">
        <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
          Create organisation
        </Button>
      </div>
    </form>
  );
}
