import type { onRequestAsyncHookHandler } from 'fastify';
import type { AccountService } from './account/service.js';
import type { PaymentProvider } from '../adapters/payments/provider.js';
import type { BackgroundTasks } from '../lib/background.js';
import type { AuditLog } from './audit/audit-log.js';
import type { AuthService } from './auth/service.js';
import type { BackofficeService } from './backoffice/service.js';
import type { ChecksService } from './checks/service.js';
import type { IdentityLookupService } from './kyc/identity-lookup.js';
import type { KycService } from './kyc/service.js';
import type { PaymentService } from './payments/service.js';
import type { SupportService } from './support/service.js';
import type { VerificationService } from './verification/service.js';
import type { WalletService } from './wallets/service.js';

/** What the route plugins are given by app.ts. */
export interface RouteDeps {
  auth: AuthService;
  account: AccountService;
  authenticate: onRequestAsyncHookHandler;
  payments: PaymentService;
  provider: PaymentProvider;
  background: BackgroundTasks;
  kyc: KycService;
  checks: ChecksService;
  identityLookup: IdentityLookupService;
  verification: VerificationService;
  wallets: WalletService;
  backoffice: BackofficeService;
  audit: AuditLog;
  support: SupportService;
}
