import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/Spinner';
import { loginThenBack, paths } from '../lib/paths';
import { hasLiveToken, isSignedIn } from '../lib/session';
import { ErrorPage } from './ErrorPage';
import { RootLayout } from './RootLayout';

/** A route whose screen (a module's default export) downloads only when it is visited. */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

/**
 * Spec 2: protected routes need a valid stored token and user info, else /login. User info lives
 * in session storage and is gone in a new tab; a "Remember me" token from local storage then
 * fetches it again instead of asking the member to log in once more.
 */
/** Pages a mailed link opens: after signing in, the member comes back to them. */
const COME_BACK_AFTER_SIGN_IN: string[] = [paths.yourDataDownload, paths.businessJoin];

async function requireSignedIn({ request }: { request: Request }) {
  if (isSignedIn()) return null;
  if (hasLiveToken()) {
    const { fetchAccountInfo } = await import('../lib/account-info');
    try {
      await fetchAccountInfo();
      return null;
    } catch {
      // The server no longer accepts the token: log in again.
    }
  }
  const url = new URL(request.url);
  if (COME_BACK_AFTER_SIGN_IN.includes(url.pathname))
    return redirect(loginThenBack(url.pathname + url.search));
  return redirect(paths.login);
}

/** Every screen; the browser router (router.ts) and the build's prerenderer share them. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <ErrorPage />,
    HydrateFallback: PageSpinner,
    children: [
      // A visit that starts at '/' gets the static landing page (src/landing.tsx), not the app.
      { index: true, lazy: lazyPage(() => import('../features/marketing/LandingPage')) },
      { path: paths.legal, lazy: lazyPage(() => import('../features/marketing/LegalPage')) },
      {
        path: paths.doBusiness,
        lazy: lazyPage(() => import('../features/marketing/DoBusinessPage')),
      },
      { path: paths.features, lazy: lazyPage(() => import('../features/marketing/FeaturesPage')) },
      { path: paths.pricing, lazy: lazyPage(() => import('../features/marketing/PricingPage')) },
      { path: paths.security, lazy: lazyPage(() => import('../features/marketing/SecurityPage')) },
      { path: paths.about, lazy: lazyPage(() => import('../features/marketing/AboutPage')) },
      { path: paths.contact, lazy: lazyPage(() => import('../features/marketing/ContactPage')) },
      { path: paths.careers, lazy: lazyPage(() => import('../features/marketing/CareersPage')) },
      {
        path: paths.developers,
        lazy: lazyPage(() => import('../features/marketing/DevelopersPage')),
      },
      {
        path: paths.verifyCredential,
        lazy: lazyPage(() => import('../features/vouch-id/VerifyCredentialPage')),
      },
      {
        path: paths.accountClosed,
        lazy: lazyPage(() => import('../features/privacy/AccountClosedPage')),
      },
      {
        lazy: lazyPage(() => import('./DataLayout')),
        children: [
          { path: paths.login, lazy: lazyPage(() => import('../features/auth/LoginPage')) },
          { path: paths.register, lazy: lazyPage(() => import('../features/auth/RegisterPage')) },
          {
            path: paths.signInWithCode,
            lazy: lazyPage(() => import('../features/auth/SignInWithCodePage')),
          },
          {
            path: paths.forgotPassword,
            lazy: lazyPage(() => import('../features/auth/ForgotPasswordPage')),
          },
          {
            path: paths.resetPassword,
            lazy: lazyPage(() => import('../features/auth/ResetPasswordPage')),
          },
          // Spec 2: a public route whose contents are not shown; it is the same reset screen.
          {
            path: paths.changePassword,
            lazy: lazyPage(() => import('../features/auth/ResetPasswordPage')),
          },
          {
            path: paths.emailVerified,
            lazy: lazyPage(() => import('../features/auth/EmailVerifiedPage')),
          },
          {
            path: paths.cancelHold,
            lazy: lazyPage(() => import('../features/auth/CancelHoldPage')),
          },
          // Public: a business's verification link (issue 33); the link is the key.
          {
            path: paths.verify,
            lazy: lazyPage(() => import('../features/verification-links/HostedFlowPage')),
          },
          // Public: a phone opened a capture link; the link itself is the authorisation.
          {
            path: paths.captureContinue,
            lazy: lazyPage(() => import('../features/kyc/PhoneCapturePage')),
          },
          {
            loader: requireSignedIn,
            // Check on every navigation inside the app, not only on entering it.
            shouldRevalidate: () => true,
            lazy: lazyPage(() => import('../features/shell/ProtectedLayout')),
            children: [
              {
                path: paths.dashboard,
                lazy: lazyPage(() => import('../features/dashboard/DashboardPage')),
              },
              { path: paths.kyc, lazy: lazyPage(() => import('../features/kyc/KycPage')) },
              {
                path: paths.kycCapture,
                lazy: lazyPage(() => import('../features/kyc/KycCapturePage')),
              },
              {
                path: paths.kycUpdate,
                lazy: lazyPage(() => import('../features/kyc/KycUpdatePage')),
              },
              {
                path: paths.kycRenew,
                lazy: lazyPage(() => import('../features/kyc/RenewDocumentPage')),
              },
              {
                path: paths.transactions,
                lazy: lazyPage(() => import('../features/transactions/TransactionsPage')),
              },
              {
                path: paths.verifiedMembers,
                lazy: lazyPage(() => import('../features/verification/VerifiedMembersPage')),
              },
              {
                path: paths.profile,
                lazy: lazyPage(() => import('../features/profile/ProfilePage')),
              },
              {
                path: paths.settings,
                lazy: lazyPage(() => import('../features/settings/SettingsPage')),
              },
              { path: paths.wallet, lazy: lazyPage(() => import('../features/wallet/WalletPage')) },
              {
                path: paths.vouchId,
                lazy: lazyPage(() => import('../features/vouch-id/VouchIdPage')),
              },
              {
                path: paths.guidelines,
                lazy: lazyPage(() => import('../features/guidelines/GuidelinesPage')),
              },
              {
                path: paths.support,
                lazy: lazyPage(() => import('../features/support/SupportPage')),
              },
              {
                path: paths.yourData,
                lazy: lazyPage(() => import('../features/privacy/YourDataPage')),
              },
              {
                path: paths.yourDataDownload,
                lazy: lazyPage(() => import('../features/privacy/DownloadPage')),
              },
              {
                path: paths.connectedBusinesses,
                lazy: lazyPage(
                  () => import('../features/verification-links/ConnectedBusinessesPage'),
                ),
              },
              {
                path: paths.identityNumbers,
                lazy: lazyPage(() => import('../features/tiers/IdentityNumbersPage')),
              },
              {
                path: paths.address,
                lazy: lazyPage(() => import('../features/tiers/AddressPage')),
              },
              // Vouch for businesses (issue 32): the console of the organisation chosen.
              {
                path: paths.businessJoin,
                lazy: lazyPage(() => import('../features/business/JoinPage')),
              },
              {
                path: paths.business,
                lazy: lazyPage(() => import('../features/business/BusinessLayout')),
                children: [
                  {
                    index: true,
                    lazy: lazyPage(() => import('../features/business/OverviewPage')),
                  },
                  {
                    path: paths.businessKeys,
                    lazy: lazyPage(() => import('../features/business/KeysPage')),
                  },
                  {
                    path: paths.businessSessions,
                    lazy: lazyPage(() => import('../features/business/SessionsPage')),
                  },
                  {
                    path: paths.businessCustomers,
                    lazy: lazyPage(() => import('../features/business/CustomersPage')),
                  },
                  {
                    path: paths.businessVerifications,
                    lazy: lazyPage(() => import('../features/business/BusinessVerificationsPage')),
                  },
                  {
                    path: paths.businessWebhooks,
                    lazy: lazyPage(() => import('../features/business/WebhooksPage')),
                  },
                  {
                    path: paths.businessTeam,
                    lazy: lazyPage(() => import('../features/business/TeamPage')),
                  },
                  {
                    path: paths.businessUsage,
                    lazy: lazyPage(() => import('../features/business/UsagePage')),
                  },
                  {
                    path: paths.businessSettings,
                    lazy: lazyPage(() => import('../features/business/SettingsPage')),
                  },
                  {
                    path: paths.businessQuickstart,
                    lazy: lazyPage(() => import('../features/business/QuickstartPage')),
                  },
                  {
                    path: paths.businessReference,
                    lazy: lazyPage(() => import('../features/business/ReferencePage')),
                  },
                ],
              },
              // The back office: its own chunks, behind a reviewers-only layout.
              {
                path: paths.backoffice,
                lazy: lazyPage(() => import('../features/backoffice/BackofficeLayout')),
                children: [
                  {
                    index: true,
                    lazy: lazyPage(() => import('../features/backoffice/queue/QueuePage')),
                  },
                  {
                    path: paths.backofficeCase,
                    lazy: lazyPage(() => import('../features/backoffice/case/CasePage')),
                  },
                  {
                    path: paths.backofficeRoles,
                    lazy: lazyPage(() => import('../features/backoffice/admin/RolesPage')),
                  },
                  {
                    path: paths.backofficeAudit,
                    lazy: lazyPage(() => import('../features/backoffice/admin/AuditPage')),
                  },
                  {
                    path: paths.backofficeTickets,
                    lazy: lazyPage(() => import('../features/support/staff/StaffTicketsPage')),
                  },
                  {
                    path: paths.backofficeBusinessVerifications,
                    lazy: lazyPage(
                      () => import('../features/backoffice/kyb/BusinessVerificationsPage'),
                    ),
                  },
                  {
                    path: paths.backofficeScreeningAlerts,
                    lazy: lazyPage(
                      () => import('../features/backoffice/monitoring/ScreeningAlertsPage'),
                    ),
                  },
                  {
                    path: paths.backofficeDocumentRenewals,
                    lazy: lazyPage(
                      () => import('../features/backoffice/renewals/DocumentRenewalsPage'),
                    ),
                  },
                  {
                    path: paths.backofficeAddresses,
                    lazy: lazyPage(
                      () => import('../features/backoffice/address/AddressProofsPage'),
                    ),
                  },
                  {
                    path: paths.backofficeProfileChanges,
                    lazy: lazyPage(
                      () => import('../features/backoffice/changes/ProfileChangesPage'),
                    ),
                  },
                  {
                    path: paths.backofficeSecondLooks,
                    lazy: lazyPage(
                      () => import('../features/backoffice/second-looks/SecondLooksPage'),
                    ),
                  },
                  {
                    path: paths.backofficeFailedJobs,
                    lazy: lazyPage(() => import('../features/backoffice/admin/FailedJobsPage')),
                  },
                  {
                    path: paths.backofficeSystem,
                    lazy: lazyPage(() => import('../features/backoffice/system/SystemPage')),
                  },
                  {
                    path: paths.backofficeMembers,
                    lazy: lazyPage(() => import('../features/backoffice/members/MembersPage')),
                  },
                  {
                    path: paths.backofficeDataRequests,
                    lazy: lazyPage(() => import('../features/backoffice/privacy/DataRequestsPage')),
                  },
                  {
                    path: paths.backofficeLegalHolds,
                    lazy: lazyPage(() => import('../features/backoffice/privacy/LegalHoldsPage')),
                  },
                  {
                    path: paths.backofficeBusinesses,
                    lazy: lazyPage(
                      () => import('../features/backoffice/businesses/BusinessesPage'),
                    ),
                  },
                  {
                    path: paths.backofficeLivenessSamples,
                    lazy: lazyPage(
                      () => import('../features/backoffice/liveness/GenuineSamplesPage'),
                    ),
                  },
                  {
                    path: paths.backofficeSecurity,
                    lazy: lazyPage(
                      () => import('../features/backoffice/second-factor/SecurityPage'),
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
      // Spec 2: unknown paths redirect to /.
      { path: '*', loader: () => redirect(paths.landing) },
    ],
  },
];
