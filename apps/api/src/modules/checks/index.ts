/** The automated checks of each KYC submission version. */
export { checksService, type ChecksDeps, type ChecksService } from './service.js';
export { sanctionsLists } from './sanctions-store.js';
