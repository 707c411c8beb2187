import { useOutletContext } from 'react-router';
import type { ApiMode, Organisation } from '@vouch/contracts';

/** What every console screen works on: the organisation chosen and the mode switched to. */
export interface ConsoleContext {
  org: Organisation;
  mode: ApiMode;
  setMode: (mode: ApiMode) => void;
}

export const useConsole = () => useOutletContext<ConsoleContext>();

const ORG_KEY = 'vouch.business.organisation';
const modeKey = (orgId: string) => `vouch.business.mode.${orgId}`;

/** The organisation the member last worked on (several are possible). */
export const rememberedOrganisation = () => localStorage.getItem(ORG_KEY);
export const rememberOrganisation = (id: string) => localStorage.setItem(ORG_KEY, id);

/**
 * Whether the console offers Live mode: approved, or approved before and back in review after a
 * rename (issue 46), when its live keys and endpoints still work and must stay manageable.
 */
export const hasLiveAccess = (org: Organisation) =>
  org.live_status === 'approved' || org.verified_as !== null;

/** Test mode until live is approved and chosen. */
export function rememberedMode(org: Organisation): ApiMode {
  return hasLiveAccess(org) && localStorage.getItem(modeKey(org.id)) === 'live' ? 'live' : 'test';
}
export const rememberMode = (orgId: string, mode: ApiMode) =>
  localStorage.setItem(modeKey(orgId), mode);

/** What each role may do (the server checks it on every request; the screens only follow). */
export const mayManageKeys = (org: Organisation) =>
  org.role === 'owner' || org.role === 'developer';
export const isOwner = (org: Organisation) => org.role === 'owner';
