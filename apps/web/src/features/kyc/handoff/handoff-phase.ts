import type { HandoffState } from '@vouch/contracts';

/**
 * What the computer shows: the server's state, plus the steps on this side (making the link,
 * getting the photos, having them).
 */
export type HandoffPhase = 'creating' | HandoffState | 'receiving' | 'received' | 'failed';

export interface PhaseText {
  title: string;
  detail: string;
  tone: 'wait' | 'progress' | 'done' | 'problem';
}

export function phaseText(phase: HandoffPhase): PhaseText {
  switch (phase) {
    case 'creating':
      return { title: 'Making your link…', detail: '', tone: 'wait' };
    case 'waiting':
      return {
        title: 'Waiting for your phone…',
        detail: 'Scan the QR code with your phone’s camera, or open the link on your phone.',
        tone: 'wait',
      };
    case 'opened':
      return {
        title: 'Your phone opened the link',
        detail: 'Take the photos on your phone, then tap “Send to my computer”.',
        tone: 'progress',
      };
    case 'completed':
    case 'receiving':
      return { title: 'Getting the photos from your phone…', detail: '', tone: 'progress' };
    case 'received':
      return {
        title: 'Photos received from your phone',
        detail: 'They are on this step now. Check them, then continue here.',
        tone: 'done',
      };
    case 'expired':
      return {
        title: 'This link has expired',
        detail: 'Links work for 15 minutes. Make a new one to continue on your phone.',
        tone: 'problem',
      };
    case 'replaced':
      return {
        title: 'This link was replaced',
        detail: 'A newer link was made. Make a new one here to continue on your phone.',
        tone: 'problem',
      };
    case 'failed':
      return { title: 'Something went wrong', detail: '', tone: 'problem' };
  }
}

/** Phases after which the computer stops asking the server. */
export const finished = (phase: HandoffPhase) =>
  phase === 'received' || phase === 'expired' || phase === 'replaced' || phase === 'failed';
