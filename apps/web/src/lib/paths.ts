/** Every client route in one place (bulletproof-react). Spec 2's paths, plus /reset-password. */
export const paths = {
  landing: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  /** Ours (decision 0053): an e-mailed code instead of the password. */
  signInWithCode: '/sign-in-code',
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
  /** Issue 50: a verified member renews an expiring passport. */
  kycRenew: '/kyc/renew-document',
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
  businessSessions: '/business/sessions',
  /** Issue 50: who shared with the organisation, and where each stands now. */
  businessCustomers: '/business/customers',
  /** Issue 49: the businesses an organisation verified (KYB). */
  businessVerifications: '/business/business-verifications',
  businessSettings: '/business/settings',
  businessQuickstart: '/business/quickstart',
  businessReference: '/business/reference',
  businessJoin: '/business/join',
  developers: '/developers',
  // Verification links (issue 33): the hosted page a business sends its customer to, and the
  // member's grants.
  verify: '/verify/:id',
  connectedBusinesses: '/connected-businesses',
  /** Issue 48: a verified member looks up their BVN or NIN for a higher tier (?type, ?next). */
  identityNumbers: '/identity-numbers',
  /** Issue 48: the member's residential address and its document (Tier 3). */
  address: '/address',
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
  /** Issue 48: residential addresses for Tier 3. */
  backofficeAddresses: '/backoffice/address-proofs',
  /** Issue 49: business verifications (KYB) in review. */
  backofficeBusinessVerifications: '/backoffice/business-verifications',
  /** Issue 50: possible list matches of verified members found by ongoing screening. */
  backofficeScreeningAlerts: '/backoffice/screening-alerts',
  /** Issue 50: driver's licences sent to renew a verification. */
  backofficeDocumentRenewals: '/backoffice/document-renewals',
} as const;

/** A back-office case's address: '/backoffice/cases/<submission id>'. */
export function backofficeCasePath(submissionId: string): string {
  return paths.backofficeCase.replace(':id', encodeURIComponent(submissionId));
}

export const SUPPORT_EMAIL = 'support@vouch.ng';

/**
 * Where to go after signing in when a protected page sent the member to log in (?next=): a path
 * of this site, else null. Decided by the URL parser the browser will use, not by looking at the
 * text (issue 46): it drops tabs and newlines and reads a backslash as a slash, so "/\t/evil"
 * is "//evil", another host. The answer is the parsed path, query and fragment, and is itself
 * checked again: "/.//evil" parses on this origin but its path "//evil" would not.
 */
export function safeNextPath(
  raw: string | null,
  origin: string = window.location.origin,
): string | null {
  if (!raw) return null;
  const sameSite = (text: string) => {
    try {
      const url = new URL(text, origin);
      return url.origin === origin ? url : null;
    } catch {
      return null;
    }
  };
  const url = sameSite(raw);
  if (!url) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Only an absolute path: "//x" or "/\\x" would name a host when given to location.assign.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return sameSite(path) ? path : null;
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
