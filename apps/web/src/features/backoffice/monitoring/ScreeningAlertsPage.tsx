import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { monitoringAlertStatuses, type MonitoringAlertStatus } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeading } from '../../../components/PageHeading';
import { SelectField } from '../../../components/SelectField';
import { PageSpinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSessionUser } from '../../../lib/use-session-user';
import { BackofficeError } from '../api';
import { NoAccess } from '../NoAccess';
import { AlertCard } from './AlertCard';
import { useMonitoringAlerts } from './monitoring-api';

const statusLabels: Record<MonitoringAlertStatus, string> = {
  open: 'Open',
  escalated: 'Escalated to an admin',
  dismissed: 'Dismissed',
  suspended: 'Member suspended',
};

/** /backoffice/screening-alerts (reviewers): possible list matches of verified members (issue 50). */
export default function ScreeningAlertsPage() {
  useDocumentTitle('Screening alerts');
  const user = useSessionUser();
  const [status, setStatus] = useState<MonitoringAlertStatus>('open');
  const alerts = useMonitoringAlerts(status);
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);

  if (alerts.error instanceof BackofficeError && alerts.error.status === 403)
    return <NoAccess audience="reviewers" />;

  function onDecided(message: string) {
    setDone(message);
    void queryClient.invalidateQueries({ queryKey: ['backoffice', 'monitoring-alerts'] });
  }

  let list;
  if (alerts.isPending) list = <PageSpinner />;
  else if (alerts.isError) list = <Alert tone="error">{alerts.error.message}</Alert>;
  else if (alerts.data.length === 0)
    list = (
      <Card>
        <EmptyState icon={ShieldCheck} title={`No ${statusLabels[status].toLowerCase()} alerts`}>
          When the sanctions or PEP lists change, every verified member is compared with the new
          entries; a possible match waits here.
        </EmptyState>
      </Card>
    );
  else
    list = (
      <div className="space-y-6">
        {alerts.data.map((a) => (
          <AlertCard key={a.id} alert={a} admin={user?.role === 'admin'} onDecided={onDecided} />
        ))}
      </div>
    );

  return (
    <>
      <PageHeading
        title="Screening alerts"
        description="Verified members and businesses that may match a sanctions or PEP list entry added or changed after they were verified, best match first. An alert changes nothing members or businesses read until it is decided: dismiss one that is not them; escalate one an admin should weigh."
      />
      <div className="mb-6 max-w-xs">
        <SelectField
          label="Show"
          name="alert-status"
          options={monitoringAlertStatuses.map((s) => ({ value: s, label: statusLabels[s] }))}
          value={status}
          onChange={(e) => setStatus(e.target.value as MonitoringAlertStatus)}
        />
      </div>
      {done && (
        <Alert tone="success" className="mb-6" onDismiss={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {list}
    </>
  );
}
