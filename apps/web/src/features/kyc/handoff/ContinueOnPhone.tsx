import { useQuery } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  HANDOFF_POLL_MS,
  type DocumentType,
  type HandoffCreated,
  type HandoffPhotoKind,
  type HandoffStep,
} from '@vouch/contracts';
import { Modal } from '../../../components/Modal';
import { defineMessages, useIntl } from '../../../i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { Message } from '../../../i18n/messages';
import {
  createHandoff,
  fetchHandoffPhotos,
  fetchHandoffStatus,
  handoffLink,
  photosNotLoaded,
} from './handoff-api';
import { finished, phaseText, type HandoffPhase } from './handoff-phase';
import { HandoffPanel } from './HandoffPanel';

const m = defineMessages({
  title: {
    id: 'capture.ContinueOnPhone.title',
    defaultMessage: 'Continue on your phone',
    description: 'A link on the computer, and the dialog it opens',
  },
  description: {
    id: 'capture.ContinueOnPhone.description',
    defaultMessage: 'Take {what} with your phone’s camera. The photos come back to this page.',
    description:
      '{what} is what the phone takes, e.g. "your live selfie", "a photo of your certificate"',
  },
});

export type ReceivedPhotos = Partial<Record<HandoffPhotoKind, string>> & {
  /** The selfie step's live check, passed on the phone (issue 45). */
  livenessSessionId?: string | null;
};

interface ContinueOnPhoneProps {
  step: HandoffStep;
  /** The document step's chosen type (the phone asks for its sides). */
  documentType?: string | null;
  /** What the phone takes, for the text: 'your selfie'. */
  what: string;
  /** The phone's photos, as data URLs, for the draft. */
  onReceived: (photos: ReceivedPhotos) => void;
}

/**
 * "Continue on your phone" (issue 17, item 4): on a computer only (a phone has its own camera), a
 * link that opens a dialog with a QR code and a copyable single-use link. The computer asks the
 * server every two seconds how the phone is doing, and puts the photos in place when it is done.
 */
export function ContinueOnPhone(props: ContinueOnPhoneProps) {
  const desktop = useMediaQuery('(min-width: 1024px) and (pointer: fine)');
  // Once shown, it stays mounted (hidden on a narrow window): a hand-off under way is not lost
  // when the window is resized, or the browser briefly re-measures it (a full-page screenshot).
  const shown = useRef(false);
  if (desktop) shown.current = true;
  if (!shown.current) return null;
  return (
    <div className={desktop ? undefined : 'hidden'}>
      <HandoffLauncher {...props} />
    </div>
  );
}

function HandoffLauncher({ step, documentType, what, onReceived }: ContinueOnPhoneProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [handoff, setHandoff] = useState<HandoffCreated | null>(null);
  const [local, setLocal] = useState<HandoffPhase | null>('creating');
  /** The server's words, or ours. */
  const [error, setError] = useState<string | Message | null>(null);
  const received = useRef<string | null>(null);
  const receivedCb = useRef(onReceived);
  receivedCb.current = onReceived;

  const make = useCallback(async () => {
    setHandoff(null);
    setError(null);
    setLocal('creating');
    const res = await createHandoff({
      step,
      document_type: step === 'document' ? ((documentType || null) as DocumentType | null) : null,
    });
    if (!res.ok) {
      setError(res.msg);
      setLocal('failed');
      return;
    }
    setHandoff(res.msg);
    setLocal(null);
  }, [step, documentType]);

  const status = useQuery({
    queryKey: ['handoff', handoff?.id],
    queryFn: () => fetchHandoffStatus(handoff!.id),
    enabled: Boolean(handoff) && local === null,
    refetchInterval: (q) =>
      q.state.data && q.state.data.state !== 'waiting' && q.state.data.state !== 'opened'
        ? false
        : HANDOFF_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
  });

  const server = status.data?.state;
  useEffect(() => {
    const data = status.data;
    if (!data || data.state !== 'completed' || received.current === data.id) return;
    received.current = data.id;
    setLocal('receiving');
    fetchHandoffPhotos(data)
      .then((photos) => {
        receivedCb.current({ ...photos, livenessSessionId: data.liveness_session_id });
        setLocal('received');
      })
      .catch(() => {
        // A failed download, a network error or an unreadable photo: the member can only retry.
        setError(photosNotLoaded);
        setLocal('failed');
      });
  }, [status.data]);

  const phase: HandoffPhase = local ?? server ?? 'waiting';

  const start = () => {
    setOpen(true);
    // A link still in use is shown again; an ended one is made anew.
    if (!handoff || finished(phase)) void make();
  };

  const summary = phaseText(phase);
  const shown = handoff !== null && !open;

  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        onClick={start}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-field text-sm font-semibold text-accent-700 underline underline-offset-4"
      >
        <Smartphone className="size-4" aria-hidden="true" />
        {intl.formatMessage(m.title)}
      </button>
      {shown && (
        <p role="status" className="text-sm text-ink-600">
          {intl.formatMessage(summary.title)}
        </p>
      )}
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description, { what })}
      >
        <HandoffPanel
          phase={phase}
          link={handoff ? handoffLink(handoff.token) : null}
          expiresAt={handoff?.expires_at ?? null}
          error={typeof error === 'string' || error === null ? error : intl.formatMessage(error)}
          what={what}
          onNewLink={() => void make()}
          onDone={() => setOpen(false)}
        />
      </Modal>
    </div>
  );
}
