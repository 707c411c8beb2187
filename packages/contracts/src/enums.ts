/** Enumerations of spec section 3 and the statuses of section 4 / DESIGN.md. */

/**
 * Spec 4's four statuses, plus REVOKED (an admin withdrew a verification), SUSPENDED (an admin
 * closed the account for now) and CLOSED (the member closed their account and had their data erased). The transitions between them are in lifecycle.ts.
 */
export const memberStatuses = [
  'EMAIL_VERIFICATION',
  'KYC_REQUIREMENT',
  'KYC_IN_PROGRESS',
  'VERIFIED',
  'REVOKED',
  'SUSPENDED',
  'CLOSED',
] as const;
export type MemberStatus = (typeof memberStatuses)[number];

export const roles = ['member', 'reviewer', 'admin'] as const;
export type Role = (typeof roles)[number];

export const genders = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
] as const;
export type Gender = (typeof genders)[number]['value'];
export const genderValues = genders.map((g) => g.value) as [Gender, ...Gender[]];

export const countries = [{ value: 'nigeria', label: 'Nigeria' }] as const;
export type Country = (typeof countries)[number]['value'];
export const countryValues = countries.map((c) => c.value) as [Country, ...Country[]];

export const searchTypes = [
  { value: 'PHONE_NUMBER', label: 'Phone Number' },
  { value: 'WHATSAPP_NUMBER', label: 'Whatsapp Number' },
  { value: 'EMAIL_ADDRESS', label: 'Email Address' },
  { value: 'UUID', label: 'UUID' },
  { value: 'WALLET_ADDRESS', label: 'Wallet Address' },
  { value: 'WECHAT_ID', label: 'Wechat ID' },
] as const;

export const supportCategories = [
  { value: 'account', label: 'Account Issues' },
  { value: 'kyc', label: 'KYC Verification' },
  { value: 'wallet', label: 'Wallet Problems' },
  { value: 'technical', label: 'Technical Support' },
  { value: 'other', label: 'Other' },
] as const;

export const walletTokens = [
  {
    value: 'usdt',
    label: 'USDT',
    networks: [
      { value: 'trc20', label: 'TRC20' },
      { value: 'erc20', label: 'ERC20' },
      { value: 'bep20', label: 'BEP20' },
    ],
  },
  { value: 'btc', label: 'Bitcoin', networks: [{ value: 'bitcoin', label: 'Bitcoin Network' }] },
  { value: 'eth', label: 'Ethereum', networks: [{ value: 'ethereum', label: 'Ethereum Network' }] },
  { value: 'bnb', label: 'BNB', networks: [{ value: 'bsc', label: 'Binance Smart Chain' }] },
] as const;

export const documentTypes = [
  { value: 'passport', label: 'Passport' },
  { value: 'drivers_licence', label: "Driver's License" },
  { value: 'national_id', label: 'National ID Card' },
  { value: 'voters_card', label: "Voter's Card" },
] as const;

/** Spec 9. */
export const constants = {
  kycFeeNaira: 5000,
  transactionPageLimit: 50,
  loginUserInfoDelayMs: 1000,
  resetCodeTtlMinutes: 15,
  redirectAfterResetMs: 3000,
  copyConfirmationMs: 2000,
  passwordSuccessMs: 3000,
  walletSuccessMs: 3000,
  passwordMinLength: 6,
  resetPasswordMinLength: 8,
  passwordMaxLength: 128,
  supportMessageMinLength: 20,
  minimumAgeYears: 18,
  dobYearsShown: 100,
  passwordSpecials: '@$!%*?&',
} as const;
