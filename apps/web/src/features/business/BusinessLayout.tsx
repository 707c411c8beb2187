import { Building2, FlaskConical, Radio } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { orgRoleLabels, type ApiMode, type Organisation } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { PageSpinner } from '../../components/Spinner';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMyOrganisations, useOrganisation } from './api';
import {
  hasLiveAccess,
  rememberedMode,
  rememberedOrganisation,
  rememberMode,
  rememberOrganisation,
  type ConsoleContext,
} from './console-context';
import { CreateOrganisationForm } from './CreateOrganisationForm';

const tabs = [
  { to: paths.business as string, label: 'Overview' },
  { to: paths.businessKeys as string, label: 'API keys' },
  { to: paths.businessSessions as string, label: 'Sessions' },
  { to: paths.businessCustomers as string, label: 'Customers' },
  { to: paths.businessVerifications as string, label: 'Businesses' },
  { to: paths.businessWebhooks as string, label: 'Webhooks' },
  { to: paths.businessQuickstart as string, label: 'Quickstart' },
  { to: paths.businessUsage as string, label: 'Usage' },
  { to: paths.businessTeam as string, label: 'Team' },
  { to: paths.businessSettings as string, label: 'Settings' },
  { to: paths.businessReference as string, label: 'API reference' },
];

function ConsoleNav() {
  const { pathname } = useLocation();
  const current =
    tabs.slice(1).find((t) => pathname.startsWith(t.to))?.to ?? (paths.business as string);
  return (
    <nav aria-label="Business console" className="mb-6 border-b border-ink-200">
      <ul className="-mb-px flex flex-wrap gap-x-4">
        {tabs.map((t) => (
          <li key={t.to}>
            <Link
              to={t.to}
              aria-current={t.to === current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center border-b-2 text-sm font-semibold ${
                t.to === current
                  ? 'border-accent-700 text-brand-700'
                  : 'border-transparent text-ink-600 hover:text-brand-700'
              }`}
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Test and live, side by side and never mixed: the switch changes which keys and usage the
 * console shows. Live is offered once an admin approved it.
 */
function ModeSwitch({
  org,
  mode,
  onChange,
}: {
  org: Organisation;
  mode: ApiMode;
  onChange: (m: ApiMode) => void;
}) {
  const labelId = useId();
  const liveReady = hasLiveAccess(org);
  const option = (value: ApiMode, label: string, Icon: typeof Radio, disabled: boolean) => (
    <button
      type="button"
      role="radio"
      aria-checked={mode === value}
      disabled={disabled}
      onClick={() => onChange(value)}
      className={`inline-flex min-h-10 items-center gap-1.5 rounded-field px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
        mode === value
          ? value === 'live'
            ? 'bg-brand-700 text-white'
            : 'bg-warning-50 text-warning-700 ring-1 ring-warning-500/50'
          : 'text-ink-700 hover:bg-ink-100'
      }`}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </button>
  );
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <span id={labelId} className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
        Mode
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className="inline-flex gap-1 rounded-field border border-ink-300 bg-white p-1 shadow-sm"
      >
        {option('test', 'Test', FlaskConical, false)}
        {option('live', liveReady ? 'Live' : 'Live (not approved)', Radio, !liveReady)}
      </div>
    </div>
  );
}

function OrganisationPicker({
  organisations,
  value,
  onChange,
}: {
  organisations: { id: string; name: string }[];
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
        Organisation
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-10 rounded-field border border-ink-300 bg-white px-3 text-sm font-semibold text-ink-900 shadow-sm"
      >
        {organisations.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A member on no team yet: what the business side is, and the form that starts it. */
function Welcome({ onCreated }: { onCreated: (o: Organisation) => void }) {
  return (
    <>
      <PageHeading
        title="Vouch for businesses"
        description="Check your customers inside your own systems: create your organisation, make a test API key and run your first lookup in a minute. Live mode follows a short review."
      />
      <Card>
        <div className="mb-5 flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Building2 className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 className="text-lg font-semibold text-brand-700">Create your organisation</h2>
            <p className="mt-0.5 text-sm text-ink-600">
              You become its owner and can invite your team. Test mode works at once.
            </p>
          </div>
        </div>
        <CreateOrganisationForm onCreated={onCreated} />
      </Card>
    </>
  );
}

/** /business/*: the console of the organisation chosen, in the mode chosen. */
export default function BusinessLayout() {
  useDocumentTitle('Business console');
  const mine = useMyOrganisations();
  const [selected, setSelected] = useState<string | null>(rememberedOrganisation());
  const list = mine.data ?? [];
  const orgId = list.find((o) => o.id === selected)?.id ?? list[0]?.id ?? null;
  const org = useOrganisation(orgId);
  const [mode, setModeState] = useState<ApiMode>('test');

  useEffect(() => {
    if (org.data) setModeState(rememberedMode(org.data));
  }, [org.data]);

  if (mine.isPending) return <PageSpinner />;
  if (mine.isError) return <Alert tone="error">{mine.error.message}</Alert>;
  if (list.length === 0)
    return (
      <Welcome
        onCreated={(o) => {
          rememberOrganisation(o.id);
          setSelected(o.id);
          void mine.refetch();
        }}
      />
    );
  if (org.isPending) return <PageSpinner />;
  if (org.isError) return <Alert tone="error">{org.error.message}</Alert>;

  const context: ConsoleContext = {
    org: org.data,
    mode,
    setMode: (m) => {
      rememberMode(org.data.id, m);
      setModeState(m);
    },
  };
  return (
    <>
      <PageHeading
        title={org.data.name}
        description={`Business console · your role: ${orgRoleLabels[org.data.role]}`}
        actions={
          <div className="flex flex-wrap items-end gap-4">
            {list.length > 1 && (
              <OrganisationPicker
                organisations={list}
                value={org.data.id}
                onChange={(id) => {
                  rememberOrganisation(id);
                  setSelected(id);
                }}
              />
            )}
            <ModeSwitch org={org.data} mode={mode} onChange={context.setMode} />
          </div>
        }
      />
      {mode === 'test' && (
        <p className="mb-4 rounded-field border border-warning-500/50 bg-warning-50 px-3 py-2 text-sm text-warning-700">
          Test mode: keys start with <code className="font-mono">vk_test_</code> and lookups answer
          from test identities, never from members. Test lookups are free.
        </p>
      )}
      <ConsoleNav />
      <Outlet context={context} />
    </>
  );
}
