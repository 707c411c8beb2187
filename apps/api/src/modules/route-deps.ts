import type { onRequestAsyncHookHandler } from 'fastify';
import type { PaymentProvider } from '../adapters/payments/provider.js';
import type { Config, SupportContactConfig } from '../config.js';
import type { BackgroundTasks } from '../lib/background.js';
import type { AccountService } from './account/index.js';
import type { AuditLog } from './audit/index.js';
import type { AuthService } from './auth/index.js';
import type { BackofficeService } from './backoffice/index.js';
import type { BusinessService } from './business/index.js';
import type { ChecksService } from './checks/index.js';
import type { HandoffService } from './handoff/index.js';
import type { HoldsService } from './holds/index.js';
import type { AddressService } from './address/index.js';
import type { IdentityLookupService, KycService } from './kyc/index.js';
import type { Lifecycle } from './lifecycle/index.js';
import type { NumbersService } from './numbers/index.js';
import type { PaymentService } from './payments/index.js';
import type { PrivacyService } from './privacy/index.js';
import type { PasskeyService, SecondFactorService } from './second-factor/index.js';
import type { SupportService } from './support/index.js';
import type { VerificationService } from './verification/index.js';
import type { WalletService } from './wallets/index.js';

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
  /** A verified member's residential address and its document (issue 48). */
  address: AddressService;
  verification: VerificationService;
  wallets: WalletService;
  /** New wallets and numbers waiting to join the verified answer (issue 30). */
  holds: HoldsService;
  /** Proving the numbers on the profile by code (issue 30). */
  numbers: NumbersService;
  backoffice: BackofficeService;
  audit: AuditLog;
  support: SupportService;
  lifecycle: Lifecycle;
  secondFactor: SecondFactorService;
  passkeys: PasskeyService;
  privacy: PrivacyService;
  /** "Continue on your phone" links (decision 0020). */
  handoff: HandoffService;
  /** Organisations, API keys, usage and live-mode review (issue 32). */
  business: BusinessService;
  /** The support channels from configuration (GET /support/contact). */
  supportContact: SupportContactConfig;
  /** The vNIN enterprise code and the CBN tier limits (GET /kyc/tiers, issue 48). */
  tiers: Config['tiers'];
}
