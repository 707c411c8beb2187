/** Members' crypto wallet addresses: add, label, remove, prove control (docs/decisions/0012). */
export { walletService, type WalletService } from './service.js';
export { lookupWalletsOf, walletsJsonOf, walletsRepository } from './repository.js';
export { walletRoutes } from './routes.js';
