// @vitest-environment jsdom
import { WebAuthnError } from '@simplewebauthn/browser';
import { describe, expect, it } from 'vitest';
import { secondFactorMessages as msg } from '@vouch/contracts';
import { browserRefusal } from './passkey-ceremonies';

const named = (name: string) => Object.assign(new Error(name), { name });
const webAuthn = (code: ConstructorParameters<typeof WebAuthnError>[0]['code']) =>
  new WebAuthnError({ message: code, code, cause: named('SecurityError') });

describe('a passkey refused in the browser says why (issue 37)', () => {
  it('cancelled, closed, not allowed on this address, already added', async () => {
    expect(await browserRefusal(webAuthn('ERROR_CEREMONY_ABORTED'))).toBe(msg.passkeyCancelled);
    expect(await browserRefusal(named('NotAllowedError'))).toBe(msg.passkeyClosed);
    expect(await browserRefusal(webAuthn('ERROR_INVALID_DOMAIN'))).toBe(
      msg.passkeyNotOnThisAddress,
    );
    expect(await browserRefusal(webAuthn('ERROR_INVALID_RP_ID'))).toBe(msg.passkeyNotOnThisAddress);
    expect(await browserRefusal(named('SecurityError'))).toBe(msg.passkeyNotOnThisAddress);
    expect(await browserRefusal(webAuthn('ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'))).toBe(
      msg.passkeyAlreadyAdded,
    );
    expect(await browserRefusal(new Error('something else'))).toBe(msg.passkeyFailed);
  });
});
