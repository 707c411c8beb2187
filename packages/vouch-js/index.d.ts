/** What the flow ended with; ask your server (which asks the Vouch API) for the real answer. */
export type VerifyStatus = 'approved' | 'declined' | 'rejected' | 'closed' | (string & {});

export interface VerifyOptions {
  /** The verification session your server created (vs_…). */
  sessionId: string;
  /** Where Vouch runs; defaults to the origin the script was loaded from. */
  vouchOrigin?: string;
  /** true: always go to the hosted page; false: never; default: only in in-app browsers. */
  redirect?: boolean;
  /** Each message the flow sends (vouch:done included). */
  onEvent?: (message: { type: string; session_id: string; status?: string }) => void;
}

export interface VouchSdk {
  verify(options: VerifyOptions): Promise<{ status: VerifyStatus; sessionId: string }>;
  readonly version: string;
}

export declare const Vouch: VouchSdk | undefined;
export default Vouch;

declare global {
  interface Window {
    Vouch?: VouchSdk;
  }
}
