import type { ComponentType } from 'react';
import { paths } from '../../lib/paths';
import { useAddressProofs } from './address/address-api';
import { useFailedJobs, useQueue } from './api';
import { useProfileChanges } from './changes/changes-api';
import { useKybQueue } from './kyb/kyb-api';
import { useMonitoringAlerts } from './monitoring/monitoring-api';
import { useDocumentRenewals } from './renewals/renewals-api';
import { useSecondLooks } from './second-looks/second-looks-api';

/** The back office's groups, in the order they are shown (issue 37). */
export const navGroups = ['Review', 'Members', 'Support', 'Privacy', 'Admin'] as const;
export type NavGroup = (typeof navGroups)[number];

export interface NavItem {
  group: NavGroup;
  to: string;
  label: string;
  /** Admins only (the API refuses reviewers anyway). */
  admin?: boolean;
  /** How many wait there, when that is known: a small component, so each asks only its own. */
  Count?: ComponentType;
}

function CountBadge({ n }: { n: number | undefined }) {
  if (!n) return null;
  return (
    <span className="ml-1.5 rounded-full bg-accent-700 px-1.5 py-0.5 text-xs font-semibold text-white">
      {n}
      <span className="sr-only"> waiting</span>
    </span>
  );
}

const QueueCount = () => <CountBadge n={useQueue({}).data?.length} />;
const ChangesCount = () => <CountBadge n={useProfileChanges().data?.length} />;
const FailedJobsCount = () => <CountBadge n={useFailedJobs().data?.length} />;
const SecondLooksCount = () => <CountBadge n={useSecondLooks().data?.length} />;
const AddressesCount = () => <CountBadge n={useAddressProofs().data?.length} />;
const KybCount = () => <CountBadge n={useKybQueue().data?.length} />;
const AlertsCount = () => <CountBadge n={useMonitoringAlerts('open').data?.length} />;
const RenewalsCount = () => <CountBadge n={useDocumentRenewals().data?.length} />;

/**
 * Every back-office screen, one line each: a new screen (a second-look queue, a system page)
 * slots in with one more line here, in its group, with its count if it has one.
 */
export const navItems: NavItem[] = [
  { group: 'Review', to: paths.backoffice, label: 'Review queue', Count: QueueCount },
  {
    group: 'Review',
    to: paths.backofficeProfileChanges,
    label: 'Profile changes',
    Count: ChangesCount,
  },
  // Issue 48: residential addresses for Tier 3.
  {
    group: 'Review',
    to: paths.backofficeAddresses,
    label: 'Addresses',
    Count: AddressesCount,
  },
  // Issue 49: businesses, their directors and owners (KYB).
  {
    group: 'Review',
    to: paths.backofficeBusinessVerifications,
    label: 'Business verifications',
    Count: KybCount,
  },
  // Issue 50: verified members who may match a list entry added since.
  {
    group: 'Review',
    to: paths.backofficeScreeningAlerts,
    label: 'Screening alerts',
    Count: AlertsCount,
  },
  // Issue 50: driver's licences sent to renew a verification.
  {
    group: 'Review',
    to: paths.backofficeDocumentRenewals,
    label: 'Document renewals',
    Count: RenewalsCount,
  },
  // Issue 34: a share of the policy's automatic approvals, looked at again.
  {
    group: 'Review',
    to: paths.backofficeSecondLooks,
    label: 'Second look',
    Count: SecondLooksCount,
  },
  { group: 'Members', to: paths.backofficeMembers, label: 'Members', admin: true },
  { group: 'Members', to: paths.backofficeBusinesses, label: 'Businesses', admin: true },
  { group: 'Support', to: paths.backofficeTickets, label: 'Support tickets' },
  { group: 'Privacy', to: paths.backofficeDataRequests, label: 'Data requests', admin: true },
  { group: 'Privacy', to: paths.backofficeLegalHolds, label: 'Legal holds', admin: true },
  { group: 'Admin', to: paths.backofficeRoles, label: 'Roles', admin: true },
  { group: 'Admin', to: paths.backofficeAudit, label: 'Audit log', admin: true },
  {
    group: 'Admin',
    to: paths.backofficeFailedJobs,
    label: 'Failed jobs',
    admin: true,
    Count: FailedJobsCount,
  },
  // Issue 35: jobs, mail, checks and instances, for admins without Grafana.
  { group: 'Admin', to: paths.backofficeSystem, label: 'System', admin: true },
  // Issue 45: genuine recordings for the live check's evaluation.
  {
    group: 'Admin',
    to: paths.backofficeLivenessSamples,
    label: 'Live check samples',
    admin: true,
  },
  { group: 'Admin', to: paths.backofficeSecurity, label: 'Security' },
];
