import { createContext } from 'react';
import { capturePaths, type PrecheckPayload, type PrecheckResult } from '@vouch/contracts';
import { apiRequest, type ApiResult } from '../../../lib/api';

/** How a photo's check at capture is asked for. */
export type PrecheckRequest = (body: PrecheckPayload) => Promise<ApiResult<PrecheckResult>>;

/** The signed-in member's own check (POST /kyc/precheck). */
export const sessionPrecheck: PrecheckRequest = (body) =>
  apiRequest<PrecheckResult>(capturePaths.precheck, { body });

/**
 * The wizard uses the member's session; the phone of "Continue on your phone" has only its capture
 * credential and provides its own request (decision 0020).
 */
export const PrecheckRequestContext = createContext<PrecheckRequest>(sessionPrecheck);
