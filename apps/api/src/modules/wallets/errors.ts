import { walletProofMessages } from '@vouch/contracts';
import { HttpError } from '../../lib/http-errors.js';

/** Not the member's wallet, or gone: the same answer (no probing of other members' ids). */
export const walletNotFound = () =>
  new HttpError(404, walletProofMessages.notFound, { wallet: walletProofMessages.notFound });
