export {
  credentialsService,
  credentialStatusChanges,
  type CredentialsService,
  type CredentialStatusChanges,
} from './service.js';
export { credentialMemberRoutes, credentialPublicRoutes } from './routes.js';
export { es256Sign, es256Verify } from './keys.js';
export { approvedPhoneProven } from './proven-phone.js';
export {
  openCredentialRequest,
  openedRequestOf,
  spendCredentialRequest,
  type OpenedRequest,
} from './requests.js';
