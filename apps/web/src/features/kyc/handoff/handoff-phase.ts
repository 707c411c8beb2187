import type { HandoffState } from '@vouch/contracts';
import { defineMessages } from '../../../i18n';
import type { Message } from '../../../i18n/messages';

/**
 * What the computer shows: the server's state, plus the steps on this side (making the link,
 * getting the photos, having them).
 */
export type HandoffPhase = 'creating' | HandoffState | 'receiving' | 'received' | 'failed';

export interface PhaseText {
  /** Formatted where shown. */
  title: Message;
  detail: Message | null;
  tone: 'wait' | 'progress' | 'done' | 'problem';
}

const m = defineMessages({
  creating: { id: 'capture.handoff.creating', defaultMessage: 'Making your link…' },
  waiting: { id: 'capture.handoff.waiting', defaultMessage: 'Waiting for your phone…' },
  waitingDetail: {
    id: 'capture.handoff.waitingDetail',
    defaultMessage: 'Scan the QR code with your phone’s camera, or open the link on your phone.',
  },
  opened: { id: 'capture.handoff.opened', defaultMessage: 'Your phone opened the link' },
  openedDetail: {
    id: 'capture.handoff.openedDetail',
    defaultMessage: 'Take the photos on your phone, then tap “Send to my computer”.',
    description: '“Send to my computer” is the phone page’s button (capture.PhoneCapture.send)',
  },
  receiving: {
    id: 'capture.handoff.receiving',
    defaultMessage: 'Getting the photos from your phone…',
  },
  received: { id: 'capture.handoff.received', defaultMessage: 'Photos received from your phone' },
  receivedDetail: {
    id: 'capture.handoff.receivedDetail',
    defaultMessage: 'They are on this step now. Check them, then continue here.',
  },
  expired: { id: 'capture.handoff.expired', defaultMessage: 'This link has expired' },
  expiredDetail: {
    id: 'capture.handoff.expiredDetail',
    defaultMessage: 'Links work for 15 minutes. Make a new one to continue on your phone.',
  },
  replaced: { id: 'capture.handoff.replaced', defaultMessage: 'This link was replaced' },
  replacedDetail: {
    id: 'capture.handoff.replacedDetail',
    defaultMessage: 'A newer link was made. Make a new one here to continue on your phone.',
  },
  failed: { id: 'capture.handoff.failed', defaultMessage: 'Something went wrong' },
});

export function phaseText(phase: HandoffPhase): PhaseText {
  switch (phase) {
    case 'creating':
      return { title: m.creating, detail: null, tone: 'wait' };
    case 'waiting':
      return { title: m.waiting, detail: m.waitingDetail, tone: 'wait' };
    case 'opened':
      return { title: m.opened, detail: m.openedDetail, tone: 'progress' };
    case 'completed':
    case 'receiving':
      return { title: m.receiving, detail: null, tone: 'progress' };
    case 'received':
      return { title: m.received, detail: m.receivedDetail, tone: 'done' };
    case 'expired':
      return { title: m.expired, detail: m.expiredDetail, tone: 'problem' };
    case 'replaced':
      return { title: m.replaced, detail: m.replacedDetail, tone: 'problem' };
    case 'failed':
      return { title: m.failed, detail: null, tone: 'problem' };
  }
}

/** Phases after which the computer stops asking the server. */
export const finished = (phase: HandoffPhase) =>
  phase === 'received' || phase === 'expired' || phase === 'replaced' || phase === 'failed';
