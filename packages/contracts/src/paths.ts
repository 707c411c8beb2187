/** API paths under /api/v1: the spec's table, plus ours where the spec shows none. */
export const apiPaths = {
  register: '/auth/register',
  login: '/auth/login',
  logout: '/auth/logout',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  /** Ours (issue 37): the login screen's Resend, before the member can sign in. */
  resendVerification: '/auth/resend-verification',
  accountInfo: '/account/info',
  profile: '/account/profile',
  updateProfile: '/account/update-profile',
  sendVerificationEmail: '/account/send-account-email-address-verification-link',
  verifyEmail: '/account/verify-account-email-address',
  changePassword: '/account/change-account-password',
  /** Ours (issue 51): the member's language. */
  language: '/account/language',
  health: '/health',
  ready: '/ready',
} as const;

export const API_PREFIX = '/api/v1';

export const paymentPaths = {
  initiate: '/transaction/initiate-payment',
  createTransaction: '/transaction/create-new-transaction',
  fetchTransactions: '/transaction/fetch-user-transaction',
  flutterwaveWebhook: '/transaction/webhooks/flutterwave',
  sandboxComplete: '/sandbox/checkout/complete',
} as const;
