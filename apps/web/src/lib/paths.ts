/** Every client route in one place (bulletproof-react). Spec 2's paths, plus /reset-password. */
export const paths = {
  landing: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  changePassword: '/change-password',
  emailVerified: '/email-verified',
  legal: '/legal',
  doBusiness: '/do-business',
  features: '/features',
  pricing: '/pricing',
  security: '/security',
  about: '/about',
  contact: '/contact',
  careers: '/careers',
  dashboard: '/dashboard',
  kyc: '/kyc',
  kycCapture: '/kyc/capture',
  kycUpdate: '/kyc/update-kyc-info',
  /** The phone's side of "Continue on your phone" (the link's secret follows as #token). */
  captureContinue: '/capture/continue',
  transactions: '/transactions',
  verifiedMembers: '/verified-members',
  profile: '/profile',
  settings: '/settings',
  wallet: '/wallet',
  guidelines: '/guidelines',
  support: '/support',
  // The member's own data (issue 16); the export mail links to the download page.
  yourData: '/your-data',
  yourDataDownload: '/your-data/download',
  accountClosed: '/account-closed',
  // The back office (reviewers and admins).
  backoffice: '/backoffice',
  backofficeCase: '/backoffice/cases/:id',
  backofficeRoles: '/backoffice/roles',
  backofficeAudit: '/backoffice/audit',
  backofficeTickets: '/backoffice/tickets',
  backofficeProfileChanges: '/backoffice/profile-changes',
  backofficeMembers: '/backoffice/members',
  backofficeFailedJobs: '/backoffice/jobs',
  backofficeSecurity: '/backoffice/security',
  backofficeDataRequests: '/backoffice/data-requests',
  backofficeLegalHolds: '/backoffice/legal-holds',
} as const;

/** A back-office case's address: '/backoffice/cases/<submission id>'. */
export function backofficeCasePath(submissionId: string): string {
  return paths.backofficeCase.replace(':id', encodeURIComponent(submissionId));
}

export const SUPPORT_EMAIL = 'support@vouch.ng';

/**
 * Where to go after signing in when a protected page sent the member to log in (?next=): a path
 * of this site only (one leading slash, no scheme, no backslash), else null.
 */
export function safeNextPath(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  return raw;
}

/** The login page with the page to come back to. */
export function loginThenBack(pathAndSearch: string): string {
  return `${paths.login}?next=${encodeURIComponent(pathAndSearch)}`;
}
