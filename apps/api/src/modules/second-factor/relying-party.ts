/** Who the passkeys belong to: our host name (the WebAuthn RP ID) and the origins we serve. */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

const isIpAddress = (host: string) => /^[\d.]+$/.test(host) || host.includes(':');

/**
 * From APP_URL. WebAuthn does not accept an IP address as RP ID, so an app served on
 * 127.0.0.1 (a developer's machine, the browser journeys) uses "localhost" and accepts that
 * origin too; a real deployment's host name is its RP ID.
 */
export function relyingParty(appUrl: string): RelyingParty {
  const url = new URL(appUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!isIpAddress(host)) return { id: host, name: 'Vouch', origins: [url.origin] };
  const local = new URL(appUrl);
  local.hostname = 'localhost';
  return { id: 'localhost', name: 'Vouch', origins: [url.origin, local.origin] };
}
