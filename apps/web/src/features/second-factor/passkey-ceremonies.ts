import { secondFactorMessages } from '@vouch/contracts';
import type { ApiResult } from '../../lib/api';
import type { FactorApi } from './api';

/** The browser side of WebAuthn, loaded when a passkey is first used (not with the screen). */
const webAuthn = () => import('@simplewebauthn/browser');

/**
 * What to tell the person when the browser's passkey dialog ends without a passkey: the reason
 * the browser gave (issue 37), not only "not accepted".
 */
export async function browserRefusal(err: unknown): Promise<string> {
  const { WebAuthnError } = await webAuthn();
  if (err instanceof WebAuthnError) {
    switch (err.code) {
      case 'ERROR_CEREMONY_ABORTED':
        return secondFactorMessages.passkeyCancelled;
      case 'ERROR_INVALID_DOMAIN':
      case 'ERROR_INVALID_RP_ID':
        return secondFactorMessages.passkeyNotOnThisAddress;
      case 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED':
        return secondFactorMessages.passkeyAlreadyAdded;
    }
  }
  const name = err instanceof Error ? err.name : '';
  if (name === 'SecurityError') return secondFactorMessages.passkeyNotOnThisAddress;
  if (name === 'NotAllowedError') return secondFactorMessages.passkeyClosed;
  if (name === 'AbortError') return secondFactorMessages.passkeyCancelled;
  return secondFactorMessages.passkeyFailed;
}

/** Options from the server, the browser's passkey dialog, the answer back to the server. */
export async function signInWithPasskey(api: FactorApi): Promise<ApiResult<string>> {
  const options = await api.passkeyRequestOptions();
  if (!options.ok) return options;
  const { startAuthentication } = await webAuthn();
  let response;
  try {
    response = await startAuthentication({ optionsJSON: options.msg });
  } catch (err) {
    return { ok: false, status: 0, msg: await browserRefusal(err) };
  }
  return api.verifyPasskey(response);
}

/**
 * A new passkey: the server's answer as it came (a member's first one brings recovery codes; a
 * refusal keeps its errors, so a step-up request is recognised).
 */
export async function registerPasskey<T = unknown>(
  api: FactorApi,
  name: string,
  password?: string,
): Promise<ApiResult<T>> {
  const options = await api.passkeyCreationOptions(password);
  if (!options.ok) return options;
  const { startRegistration } = await webAuthn();
  let response;
  try {
    response = await startRegistration({ optionsJSON: options.msg });
  } catch (err) {
    return { ok: false, status: 0, msg: await browserRefusal(err) };
  }
  const added = await api.addPasskey(name, response);
  return added.ok ? { ...added, msg: added.msg as T } : added;
}
