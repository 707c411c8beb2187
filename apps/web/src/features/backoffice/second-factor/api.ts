import { useQuery } from '@tanstack/react-query';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import {
  secondFactorPaths,
  type SecondFactorStatus,
  type StaffPasskey,
  type TotpConfirmed,
  type TotpEnrolment,
} from '@vouch/contracts';
import { apiRequest } from '../../../lib/api';
import { read } from '../api';

export const secondFactorKey = ['backoffice', 'second-factor'] as const;

/** GET /staff/second-factor: set up, and passed by this session? */
export function useSecondFactorStatus(enabled: boolean) {
  return useQuery({
    queryKey: secondFactorKey,
    enabled,
    queryFn: () => read<SecondFactorStatus>(secondFactorPaths.status),
    staleTime: 0,
    retry: false,
  });
}

export const startTotpEnrolment = () =>
  apiRequest<TotpEnrolment>(secondFactorPaths.totpEnrol, { body: {} });

export const confirmTotp = (code: string) =>
  apiRequest<TotpConfirmed>(secondFactorPaths.totpConfirm, { body: { code } });

export const verifySecondFactor = (code: string) =>
  apiRequest<string>(secondFactorPaths.verify, { body: { code } });

export const resetSecondFactor = (email: string) =>
  apiRequest<string>(secondFactorPaths.reset, { body: { email } });

export const passkeysKey = [...secondFactorKey, 'passkeys'] as const;

/** GET /staff/second-factor/passkeys. */
export function usePasskeys() {
  return useQuery({
    queryKey: passkeysKey,
    queryFn: () => read<StaffPasskey[]>(secondFactorPaths.passkeys),
    staleTime: 0,
    retry: false,
  });
}

export const passkeyRegistrationOptions = () =>
  apiRequest<PublicKeyCredentialCreationOptionsJSON>(secondFactorPaths.passkeyRegistrationOptions, {
    body: {},
  });

export const addPasskey = (name: string, response: unknown) =>
  apiRequest<string>(secondFactorPaths.passkeys, { body: { name, response } });

export const removePasskey = (id: string) =>
  apiRequest<string>(`${secondFactorPaths.passkeys}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

export const passkeyAuthenticationOptions = () =>
  apiRequest<PublicKeyCredentialRequestOptionsJSON>(
    secondFactorPaths.passkeyAuthenticationOptions,
    { body: {} },
  );

export const verifyPasskey = (response: unknown) =>
  apiRequest<string>(secondFactorPaths.passkeyVerify, { body: { response } });
