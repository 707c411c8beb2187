import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { formatDateTime } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useStepUp } from '../second-factor';
import { businessKeys, updateOrganisation } from './api';
import { BrandingCard } from './BrandingCard';
import { DomainProofCard } from './DomainProofCard';
import { isOwner, useConsole } from './console-context';
import {
  organisationFieldOf,
  organisationFormSchema,
  originLines,
  type OrganisationForm,
} from './organisation-form';
import { OrganisationFields } from './OrganisationFields';

const liveWords = {
  none: 'Not asked for',
  pending: 'Waiting for review',
  approved: 'Approved',
  refused: 'Refused',
} as const;

/** /business/settings: the organisation's details (owners change them) and its ids. */
export default function SettingsPage() {
  useDocumentTitle('Business settings');
  const { org } = useConsole();
  const queryClient = useQueryClient();
  const owner = isOwner(org);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // Redirect origins decide where customers are sent: a fresh second factor (issue 46).
  const stepUp = useStepUp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OrganisationForm>({
    resolver: zodResolver(organisationFormSchema),
    defaultValues: {
      name: org.name,
      support_email: org.support_email,
      website: org.website,
      origins: org.redirect_origins.join('\n'),
    },
  });

  const onSubmit = handleSubmit(async (v) => {
    setResult(null);
    const res = await stepUp.run(() =>
      updateOrganisation(org.id, {
        name: v.name,
        support_email: v.support_email,
        website: v.website,
        redirect_origins: originLines(v.origins),
      }),
    );
    if (!res.ok) {
      setResult({ tone: 'error', text: res.msg });
      for (const [key, message] of Object.entries(res.errors ?? {})) {
        const field = organisationFieldOf(key);
        if (field) setError(field, { type: 'server', message });
      }
      return;
    }
    const recheck = org.live.status === 'approved' && res.msg.live.status === 'pending';
    setResult({
      tone: 'success',
      text: recheck
        ? 'Settings saved. A new name or website goes back to a Vouch admin for review: until it is approved, your customers keep seeing the ones checked before, and new live keys wait.'
        : 'Settings saved.',
    });
    void queryClient.invalidateQueries({ queryKey: businessKeys.all });
  });

  return (
    <div className="space-y-6">
      {stepUp.dialog}
      <Card>
        <h2 className="mb-4 text-lg font-semibold text-brand-700">Organisation</h2>
        {org.verified_as &&
          (org.verified_as.name !== org.name || org.verified_as.website !== org.website) && (
            <Alert tone="warning" className="mb-4">
              Your customers see {org.verified_as.name} ({org.verified_as.website}), the name and
              website Vouch checked, until a Vouch admin approves the new ones.
            </Alert>
          )}
        {result && (
          <Alert tone={result.tone} className="mb-4" onDismiss={() => setResult(null)}>
            {result.text}
          </Alert>
        )}
        {owner ? (
          <form onSubmit={onSubmit} noValidate className="space-y-5">
            <OrganisationFields register={register} errors={errors} />
            <div className="flex sm:justify-end">
              <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
                Save settings
              </Button>
            </div>
          </form>
        ) : (
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            {[
              ['Business name', org.name],
              ['Support e-mail', org.support_email],
              ['Website', org.website],
              ['Redirect origins', org.redirect_origins.join(', ') || 'None'],
            ].map(([k, v]) => (
              <div key={k}>
                <dt className="text-ink-600">{k}</dt>
                <dd className="font-semibold break-words text-ink-900">{v}</dd>
              </div>
            ))}
          </dl>
        )}
        {!owner && <p className="mt-4 text-sm text-ink-600">Only owners change these.</p>}
      </Card>
      {owner && <DomainProofCard org={org} />}
      <BrandingCard org={org} owner={owner} />
      <Card>
        <h2 className="mb-3 text-lg font-semibold text-brand-700">Identifiers</h2>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-ink-600">Organisation id</dt>
            <dd className="font-mono break-all text-ink-900">{org.id}</dd>
          </div>
          <div>
            <dt className="text-ink-600">Created</dt>
            <dd className="text-ink-900">{formatDateTime(org.created_at)}</dd>
          </div>
          <div>
            <dt className="text-ink-600">Live mode</dt>
            <dd className="text-ink-900">{liveWords[org.live.status]}</dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}
