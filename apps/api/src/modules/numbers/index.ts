/** Phone and WhatsApp numbers proven by a one-time code or the BVN record (issue 30). */
export { numberProofsJsonOf, numberStatesOf, releaseUnlistedNumbers } from './proofs.js';
export { numberProofRoutes } from './routes.js';
export { numbersService, type NumbersDeps, type NumbersService } from './service.js';
