import {
  API_PREFIX,
  handoffPaths,
  handoffStatusPath,
  type CreateHandoffPayload,
  type HandoffCreated,
  type HandoffPhotoKind,
  type HandoffRedeemed,
  type HandoffStatus,
  type PrecheckResult,
} from '@vouch/contracts';
import { defineMessage } from '../../../i18n';
import { apiRequest } from '../../../lib/api';
import { getToken } from '../../../lib/session';
import type { PrecheckRequest } from '../capture-check/precheck-request';

/** The phone's address for a link: the secret in the fragment, which no server or log sees. */
export function handoffLink(token: string, origin = window.location.origin): string {
  return `${origin}/capture/continue#${token}`;
}

// The computer (signed in).

export const createHandoff = (body: CreateHandoffPayload) =>
  apiRequest<HandoffCreated>(handoffPaths.create, { body });

export async function fetchHandoffStatus(id: string): Promise<HandoffStatus> {
  const res = await apiRequest<HandoffStatus>(handoffStatusPath(id));
  if (!res.ok) throw new Error(res.msg);
  return res.msg;
}

function asDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the photo'));
    reader.readAsDataURL(blob);
  });
}

/** What the computer says when the phone's photos cannot be fetched (any reason). */
export const photosNotLoaded = defineMessage({
  id: 'capture.handoff.photosNotLoaded',
  defaultMessage: 'We could not load the photos from your phone. Try again.',
});

/**
 * The photos the phone sent, as data URLs: they go into the draft exactly as a photo taken on
 * this computer would, and are submitted with it.
 */
export async function fetchHandoffPhotos(
  status: HandoffStatus,
): Promise<Partial<Record<HandoffPhotoKind, string>>> {
  const token = getToken();
  const out: Partial<Record<HandoffPhotoKind, string>> = {};
  for (const p of status.photos) {
    const url = p.url.startsWith(API_PREFIX) ? p.url : `${API_PREFIX}${p.url}`;
    const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!res.ok) throw new Error(photosNotLoaded.defaultMessage);
    out[p.kind] = await asDataUrl(await res.blob());
  }
  return out;
}

// The phone (its capture credential only).

export const redeemHandoff = (token: string) =>
  apiRequest<HandoffRedeemed>(handoffPaths.redeem, { body: { token }, auth: false });

export const sendHandoffPhoto = (credential: string, kind: HandoffPhotoKind, image: string) =>
  apiRequest<string>(handoffPaths.photos, { body: { kind, image }, bearer: credential });

export const completeHandoff = (credential: string) =>
  apiRequest<string>(handoffPaths.complete, { body: {}, bearer: credential });

export const phonePrecheck =
  (credential: string): PrecheckRequest =>
  (body) =>
    apiRequest<PrecheckResult>(handoffPaths.precheck, { body, bearer: credential });
