/** Every client route in one place (bulletproof-react). Spec 2's paths, plus /reset-password. */
export const paths = {
  landing: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  changePassword: '/change-password',
  emailVerified: '/email-verified',
  /** The "Not me: cancel it" link mailed when a wallet or number is proven after verification. */
  cancelHold: '/holds/cancel',
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
  // The Vouch credential (issue 36): the member's page and the public checker.
  vouchId: '/vouch-id',
  verifyCredential: '/verify-credential',
  guidelines: '/guidelines',
  support: '/support',
  // The member's own data (issue 16); the export mail links to the download page.
  yourData: '/your-data',
  yourDataDownload: '/your-data/download',
  accountClosed: '/account-closed',
  // Vouch for businesses (issue 32): the console, an invitation's link, the API reference.
  business: '/business',
  businessKeys: '/business/keys',
  businessWebhooks: '/business/webhooks',
  businessTeam: '/business/team',
  businessUsage: '/business/usage',
  businessSettings: '/business/settings',
  businessQuickstart: '/business/quickstart',
  businessReference: '/business/reference',
  businessJoin: '/business/join',
  developers: '/developers',
  // Verification links (issue 33): the hosted page a business sends its customer to, and the
  // member's grants.
  verify: '/verify/:id',
  connectedBusinesses: '/connected-businesses',
  // The back office (reviewers and admins).
  backoffice: '/backoffice',
  backofficeCase: '/backoffice/cases/:id',
  backofficeRoles: '/backoffice/roles',
  backofficeAudit: '/backoffice/audit',
  backofficeTickets: '/backoffice/tickets',
  backofficeProfileChanges: '/backoffice/profile-changes',
  backofficeMembers: '/backoffice/members',
  backofficeFailedJobs: '/backoffice/jobs',
  backofficeSystem: '/backoffice/system',
  backofficeSecurity: '/backoffice/security',
  backofficeLivenessSamples: '/backoffice/liveness-samples',
  backofficeDataRequests: '/backoffice/data-requests',
  backofficeLegalHolds: '/backoffice/legal-holds',
  backofficeBusinesses: '/backoffice/businesses',
  backofficeSecondLooks: '/backoffice/second-looks',
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

/**
 * The link a verified member sends to whoever is about to pay them (issue 37): Check
 * Verification with their UUID filled in, absolute so it works from a chat message.
 */
export function checkMeLink(uuid: string, origin = window.location.origin): string {
  return `${origin}${paths.verifiedMembers}?uuid=${encodeURIComponent(uuid)}`;
}
