/** The KYC fee: checkouts, provider confirmation, receipts and the member's transactions. */
export { paymentRoutes } from './routes.js';
export { sandboxCheckoutRoutes } from './sandbox-routes.js';
export { paymentService, type PaymentService } from './service.js';
export { paymentsQueries } from './queries.js';
