/** New wallets and numbers held before they join the verified answer (issue 30). */
export { activeHoldsOf, holdsJsonOf } from './holds-json.js';
export { holdRoutes } from './routes.js';
export { holdsService, walletTarget, type HoldsService, type NewHold } from './service.js';
