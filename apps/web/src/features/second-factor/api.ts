import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import {
  memberSecondFactorPaths as member,
  secondFactorPaths as staff,
  type MemberSecondFactorStatus,
  type StaffPasskey,
  type TotpConfirmed,
  type TotpEnrolment,
} from '@vouch/contracts';
import { apiRequest, type ApiResult } from '../../lib/api';

/**
 * The calls the factor screens make, for staff (/staff/second-factor) or a member
 * (/account/second-factor). The same screens serve both; only the paths and words differ.
 */
export interface FactorApi {
  /** Query key of the enrolment being scanned (one secret per visit). */
  enrolmentKey: readonly unknown[];
  /** `password`: a member's first factor takes it (issue 46). */
  startTotp(password?: string): Promise<ApiResult<TotpEnrolment>>;
  confirmTotp(code: string): Promise<ApiResult<TotpConfirmed>>;
  verifyCode(code: string): Promise<ApiResult<string>>;
  passkeyRequestOptions(): Promise<ApiResult<PublicKeyCredentialRequestOptionsJSON>>;
  verifyPasskey(response: unknown): Promise<ApiResult<string>>;
  passkeyCreationOptions(
    password?: string,
  ): Promise<ApiResult<PublicKeyCredentialCreationOptionsJSON>>;
  addPasskey(name: string, response: unknown): Promise<ApiResult<unknown>>;
}

export const staffFactorApi: FactorApi = {
  enrolmentKey: ['backoffice', 'second-factor', 'enrolment'],
  startTotp: () => apiRequest<TotpEnrolment>(staff.totpEnrol, { body: {} }),
  confirmTotp: (code) => apiRequest<TotpConfirmed>(staff.totpConfirm, { body: { code } }),
  verifyCode: (code) => apiRequest<string>(staff.verify, { body: { code } }),
  passkeyRequestOptions: () =>
    apiRequest<PublicKeyCredentialRequestOptionsJSON>(staff.passkeyAuthenticationOptions, {
      body: {},
    }),
  verifyPasskey: (response) => apiRequest<string>(staff.passkeyVerify, { body: { response } }),
  passkeyCreationOptions: () =>
    apiRequest<PublicKeyCredentialCreationOptionsJSON>(staff.passkeyRegistrationOptions, {
      body: {},
    }),
  addPasskey: (name, response) => apiRequest<string>(staff.passkeys, { body: { name, response } }),
};

/**
 * A member's calls. `bearer`: the token of a sign-in that is waiting for its second step, kept
 * out of storage until the factor is passed (its 401 signs nobody out).
 */
export function memberFactorApi(bearer?: string): FactorApi {
  const opts = bearer ? { bearer } : {};
  return {
    enrolmentKey: ['second-factor', 'enrolment'],
    startTotp: (password) =>
      apiRequest<TotpEnrolment>(member.totp, { body: password ? { password } : {}, ...opts }),
    confirmTotp: (code) =>
      apiRequest<TotpConfirmed>(member.totpConfirm, { body: { code }, ...opts }),
    verifyCode: (code) => apiRequest<string>(member.verify, { body: { code }, ...opts }),
    passkeyRequestOptions: () =>
      apiRequest<PublicKeyCredentialRequestOptionsJSON>(member.passkeyAuthenticationOptions, {
        body: {},
        ...opts,
      }),
    verifyPasskey: (response) => apiRequest<string>(member.verify, { body: { response }, ...opts }),
    passkeyCreationOptions: (password) =>
      apiRequest<PublicKeyCredentialCreationOptionsJSON>(member.passkeyRegistrationOptions, {
        body: password ? { password } : {},
        ...opts,
      }),
    addPasskey: (name, response) =>
      apiRequest<TotpConfirmed>(member.passkeys, { body: { name, response }, ...opts }),
  };
}

export const memberFactorKey = ['second-factor'] as const;

export const fetchMemberStatus = (bearer?: string) =>
  apiRequest<MemberSecondFactorStatus>(member.status, bearer ? { bearer } : {});

export const fetchMemberPasskeys = () => apiRequest<StaffPasskey[]>(member.passkeys);

/** Removes the app or a passkey; `password` unless the step-up is fresh. */
export const removeMemberFactor = (
  factor: { kind: 'totp' } | { kind: 'passkey'; id: string },
  password?: string,
) =>
  apiRequest<string>(
    factor.kind === 'totp' ? member.totp : `${member.passkeys}/${encodeURIComponent(factor.id)}`,
    { method: 'DELETE', ...(password ? { body: { password } } : {}) },
  );
