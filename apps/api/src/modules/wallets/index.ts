/** Members' crypto wallet addresses. */
export { walletService, type WalletService } from './service.js';
export { walletsRepository } from './repository.js';
