import { startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { secondFactorMessages } from '@vouch/contracts';
import {
  addPasskey,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  verifyPasskey,
} from './api';

export type CeremonyResult = { ok: true; msg: string } | { ok: false; msg: string };

/** What to tell the person when the browser's passkey dialog ends without a passkey. */
function browserRefusal(err: unknown): string {
  if (err instanceof WebAuthnError && err.code === 'ERROR_CEREMONY_ABORTED') {
    return 'Cancelled. Try again when you are ready.';
  }
  if (err instanceof Error && err.name === 'NotAllowedError') {
    return 'The passkey dialog was closed or timed out. Try again.';
  }
  return secondFactorMessages.passkeyFailed;
}

/** Options from the server, the browser's passkey dialog, the answer back to the server. */
export async function signInWithPasskey(): Promise<CeremonyResult> {
  const options = await passkeyAuthenticationOptions();
  if (!options.ok) return options;
  let response;
  try {
    response = await startAuthentication({ optionsJSON: options.msg });
  } catch (err) {
    return { ok: false, msg: browserRefusal(err) };
  }
  return verifyPasskey(response);
}

export async function registerPasskey(name: string): Promise<CeremonyResult> {
  const options = await passkeyRegistrationOptions();
  if (!options.ok) return options;
  let response;
  try {
    response = await startRegistration({ optionsJSON: options.msg });
  } catch (err) {
    return { ok: false, msg: browserRefusal(err) };
  }
  return addPasskey(name, response);
}
