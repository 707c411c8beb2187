import { CircleCheck, Send, TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { HandoffPhotoKind, HandoffRedeemed, PrecheckKind } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Logo } from '../../components/Logo';
import { Spinner } from '../../components/Spinner';
import { defineMessages, useIntl } from '../../i18n';
import type { Message } from '../../i18n/messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PhotoInput } from './camera/PhotoInput';
import { PrecheckRequestContext } from './capture-check/precheck-request';
import { completeHandoff, phonePrecheck, sendHandoffPhoto } from './handoff/handoff-api';
import { forgetSession, startOnPhone } from './handoff/phone-session';
import { LiveCapture } from './liveness/LiveCapture';
import { livenessApi } from './liveness/liveness-api';

const m = defineMessages({
  pageTitle: { id: 'capture.PhoneCapture.pageTitle', defaultMessage: 'Continue on your phone' },
  selfie: { id: 'capture.PhoneCapture.caption.selfie', defaultMessage: 'Selfie' },
  front: { id: 'capture.PhoneCapture.caption.front', defaultMessage: 'Document Front' },
  back: { id: 'capture.PhoneCapture.caption.back', defaultMessage: 'Document Back' },
  certificate: {
    id: 'capture.PhoneCapture.caption.certificate',
    defaultMessage: 'Business Certificate',
  },
  selfieEyebrow: { id: 'capture.PhoneCapture.selfie.eyebrow', defaultMessage: 'Step: Selfie' },
  selfieTitle: { id: 'capture.PhoneCapture.selfie.title', defaultMessage: 'Take a live selfie' },
  selfieDetail: {
    id: 'capture.PhoneCapture.selfie.detail',
    defaultMessage: 'In good light, with only you in view. Follow the prompts as they come.',
  },
  certificateEyebrow: {
    id: 'capture.PhoneCapture.certificate.eyebrow',
    defaultMessage: 'Step: Business certificate',
  },
  certificateTitle: {
    id: 'capture.PhoneCapture.certificate.title',
    defaultMessage: 'Photograph your business certificate',
  },
  certificateDetail: {
    id: 'capture.PhoneCapture.certificate.detail',
    defaultMessage: 'The whole certificate, flat and readable.',
  },
  documentEyebrow: {
    id: 'capture.PhoneCapture.document.eyebrow',
    defaultMessage: 'Step: Identity document',
  },
  documentTitle: {
    id: 'capture.PhoneCapture.document.title',
    defaultMessage:
      "{type, select, passport {Photograph your Passport} drivers_licence {Photograph your Driver's License} national_id {Photograph your National ID Card} voters_card {Photograph your Voter's Card} other {Photograph your ID document}}",
    description: 'Heading on the phone; one sentence per document type',
  },
  frontAndBack: {
    id: 'capture.PhoneCapture.document.frontAndBack',
    defaultMessage: 'The front, then the back.',
  },
  photoPage: {
    id: 'capture.PhoneCapture.document.photoPage',
    defaultMessage: 'The photo page only.',
  },
  opening: { id: 'capture.PhoneCapture.opening', defaultMessage: 'Opening your link' },
  refusedTitle: {
    id: 'capture.PhoneCapture.refused.title',
    defaultMessage: 'This link cannot be used',
  },
  refusedHint: {
    id: 'capture.PhoneCapture.refused.hint',
    defaultMessage: 'On your computer, choose “Continue on your phone” again for a new link.',
    description:
      '“Continue on your phone” is the link on the computer (capture.ContinueOnPhone.title)',
  },
  doneTitle: {
    id: 'capture.PhoneCapture.done.title',
    defaultMessage: 'Done — you can go back to your computer',
  },
  doneText: {
    id: 'capture.PhoneCapture.done.text',
    defaultMessage: 'Your photos are on your computer now. You can close this page.',
  },
  sendingPhoto: {
    id: 'capture.PhoneCapture.sendingPhoto',
    defaultMessage: 'Sending photo {current} of {total}…',
  },
  telling: { id: 'capture.PhoneCapture.telling', defaultMessage: 'Telling your computer…' },
  onPhone: {
    id: 'capture.PhoneCapture.onPhone',
    defaultMessage: 'On your phone · {step}',
    description: '{step} is the step, e.g. "Step: Selfie"',
  },
  send: {
    id: 'capture.PhoneCapture.send',
    defaultMessage: 'Send to my computer',
    description: 'Button on the phone: sends the photos to the computer',
  },
  finishLive: {
    id: 'capture.PhoneCapture.finishLive',
    defaultMessage: 'Finish the live check above first.',
  },
  takeEvery: {
    id: 'capture.PhoneCapture.takeEvery',
    defaultMessage: 'Take every photo above first.',
  },
});

type Screen =
  | { kind: 'starting' }
  | { kind: 'refused'; message: string | Message }
  | { kind: 'capturing'; session: HandoffRedeemed }
  | { kind: 'done' };

const captions: Record<HandoffPhotoKind, Message> = {
  selfie: m.selfie,
  document_front: m.front,
  document_back: m.back,
  certificate: m.certificate,
};

function stepTitle(s: HandoffRedeemed): { eyebrow: Message; title: Message; detail: Message } {
  if (s.step === 'selfie')
    return { eyebrow: m.selfieEyebrow, title: m.selfieTitle, detail: m.selfieDetail };
  if (s.step === 'certificate')
    return {
      eyebrow: m.certificateEyebrow,
      title: m.certificateTitle,
      detail: m.certificateDetail,
    };
  return {
    eyebrow: m.documentEyebrow,
    title: m.documentTitle,
    detail: s.kinds.length > 1 ? m.frontAndBack : m.photoPage,
  };
}

/** The phone's own small frame: no menus, nothing of the account, only the step. */
function PhoneFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-ink-50">
      <header className="flex justify-center px-4 pt-6 pb-4">
        <Logo />
      </header>
      <main className="flex flex-1 justify-center px-3 pb-8 sm:px-4">
        <div className="h-fit w-full max-w-lg rounded-2xl border border-ink-200 bg-white p-5 shadow-sm sm:p-6">
          {children}
        </div>
      </main>
    </div>
  );
}

/**
 * /capture/continue#<token>: "Continue on your phone" (issue 17, item 4). The link is redeemed once
 * for a credential that can only check and send this step's photos; they go to the member's
 * computer, which puts them in its draft.
 */
export default function PhoneCapturePage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.pageTitle));
  const [screen, setScreen] = useState<Screen>({ kind: 'starting' });

  useEffect(() => {
    let live = true;
    void startOnPhone().then((r) => {
      if (!live) return;
      setScreen(
        r.ok ? { kind: 'capturing', session: r.session } : { kind: 'refused', message: r.message },
      );
    });
    return () => {
      live = false;
    };
  }, []);

  let body: ReactNode;
  if (screen.kind === 'starting') {
    body = (
      <div className="flex justify-center py-10">
        <Spinner className="size-8 text-brand-700" label={intl.formatMessage(m.opening)} />
      </div>
    );
  } else if (screen.kind === 'refused') {
    body = (
      <div className="text-center">
        <TriangleAlert className="mx-auto size-10 text-warning-700" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold text-brand-700">
          {intl.formatMessage(m.refusedTitle)}
        </h1>
        <p className="mt-2 text-ink-800">
          {typeof screen.message === 'string' ? screen.message : intl.formatMessage(screen.message)}
        </p>
        <p className="mt-4 text-sm text-ink-600">{intl.formatMessage(m.refusedHint)}</p>
      </div>
    );
  } else if (screen.kind === 'done') {
    body = (
      <div className="text-center" role="status">
        <CircleCheck className="mx-auto size-12 text-success-700" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold text-brand-700">
          {intl.formatMessage(m.doneTitle)}
        </h1>
        <p className="mt-2 text-ink-700">{intl.formatMessage(m.doneText)}</p>
      </div>
    );
  } else {
    body = (
      <PhoneCapture
        session={screen.session}
        onDone={() => {
          forgetSession();
          setScreen({ kind: 'done' });
        }}
        onEnded={(message) => {
          forgetSession();
          setScreen({ kind: 'refused', message });
        }}
      />
    );
  }
  return <PhoneFrame>{body}</PhoneFrame>;
}

function PhoneCapture({
  session,
  onDone,
  onEnded,
}: {
  session: HandoffRedeemed;
  onDone: () => void;
  onEnded: (message: string) => void;
}) {
  const intl = useIntl();
  const [photos, setPhotos] = useState<Partial<Record<HandoffPhotoKind, string>>>({});
  const [sending, setSending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const precheck = useMemo(() => phonePrecheck(session.capture_token), [session.capture_token]);
  const liveApi = useMemo(() => livenessApi(session.capture_token), [session.capture_token]);
  // The selfie is the live check (issue 45) unless the member chooses to upload one.
  const [upload, setUpload] = useState(false);
  const text = stepTitle(session);
  const ready = session.kinds.every((k) => photos[k]);

  async function send() {
    setError(null);
    for (const [i, kind] of session.kinds.entries()) {
      setSending(
        intl.formatMessage(m.sendingPhoto, { current: i + 1, total: session.kinds.length }),
      );
      const res = await sendHandoffPhoto(session.capture_token, kind, photos[kind]!);
      if (!res.ok) {
        setSending(null);
        return res.status === 401 ? onEnded(res.msg) : setError(res.msg);
      }
    }
    setSending(intl.formatMessage(m.telling));
    const res = await completeHandoff(session.capture_token);
    setSending(null);
    if (res.ok) return onDone();
    return res.status === 401 ? onEnded(res.msg) : setError(res.msg);
  }

  return (
    <PrecheckRequestContext.Provider value={precheck}>
      <p className="text-sm font-medium text-ink-600">
        {intl.formatMessage(m.onPhone, { step: intl.formatMessage(text.eyebrow) })}
      </p>
      <h1 className="mt-1 text-2xl font-bold text-brand-700">
        {intl.formatMessage(text.title, { type: session.document_type ?? '' })}
      </h1>
      <p className="mt-2 text-ink-700">{intl.formatMessage(text.detail)}</p>
      <div className="mt-5 space-y-4">
        {session.step === 'selfie' && !upload ? (
          <LiveCapture
            api={liveApi}
            onPassed={({ selfie }) => setPhotos({ selfie })}
            onUploadInstead={() => setUpload(true)}
          />
        ) : (
          session.kinds.map((kind) => (
            <PhotoInput
              key={kind}
              kind={kind === 'selfie' ? 'selfie' : 'document'}
              title={intl.formatMessage(captions[kind])}
              check={
                kind === 'certificate'
                  ? undefined
                  : { kind: kind as PrecheckKind, documentType: session.document_type }
              }
              value={photos[kind] ?? null}
              onChange={(dataUrl) => setPhotos((p) => ({ ...p, [kind]: dataUrl }))}
            />
          ))
        )}
      </div>
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
      <div className="mt-6 border-t border-ink-200 pt-5">
        <Button
          fullWidth
          onClick={() => void send()}
          disabled={!ready || sending !== null}
          loading={sending !== null}
        >
          {sending === null && <Send className="size-4" aria-hidden="true" />}
          {intl.formatMessage(m.send)}
        </Button>
        <p role="status" className="mt-2 text-center text-sm text-ink-600">
          {sending ??
            (ready
              ? ''
              : intl.formatMessage(
                  session.step === 'selfie' && !upload ? m.finishLive : m.takeEvery,
                ))}
        </p>
      </div>
    </PrecheckRequestContext.Provider>
  );
}
