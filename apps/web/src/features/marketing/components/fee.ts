/**
 * The KYC verification fee (spec 9). Mirrors `constants.kycFeeNaira` in @vouch/contracts; it is
 * repeated here, not imported, so the landing page's initial bundle stays free of zod.
 */
export const KYC_FEE_NAIRA = 5000;

const naira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
});

/** en-NG naira, e.g. ₦5,000.00. */
export function formatNaira(amount: number): string {
  return naira.format(amount);
}
