import { CircleCheck, Send, TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { HandoffPhotoKind, HandoffRedeemed, PrecheckKind } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Logo } from '../../components/Logo';
import { Spinner } from '../../components/Spinner';
import { documentTypeLabel, fileCaptions } from '../../lib/kyc-labels';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PhotoInput } from './camera/PhotoInput';
import { PrecheckRequestContext } from './capture-check/precheck-request';
import { completeHandoff, phonePrecheck, sendHandoffPhoto } from './handoff/handoff-api';
import { forgetSession, startOnPhone } from './handoff/phone-session';
import { LiveCapture } from './liveness/LiveCapture';
import { livenessApi } from './liveness/liveness-api';

type Screen =
  | { kind: 'starting' }
  | { kind: 'refused'; message: string }
  | { kind: 'capturing'; session: HandoffRedeemed }
  | { kind: 'done' };

const captions: Record<HandoffPhotoKind, string> = {
  selfie: 'Selfie',
  document_front: fileCaptions.front,
  document_back: fileCaptions.back,
  certificate: fileCaptions.certificate,
};

function stepTitle(s: HandoffRedeemed): { eyebrow: string; title: string; detail: string } {
  if (s.step === 'selfie')
    return {
      eyebrow: 'Step: Selfie',
      title: 'Take a live selfie',
      detail: 'In good light, with only you in view. Follow the prompts as they come.',
    };
  if (s.step === 'certificate')
    return {
      eyebrow: 'Step: Business certificate',
      title: 'Photograph your business certificate',
      detail: 'The whole certificate, flat and readable.',
    };
  const label = documentTypeLabel(s.document_type ?? '');
  return {
    eyebrow: 'Step: Identity document',
    title: `Photograph your ${label}`,
    detail: s.kinds.length > 1 ? 'The front, then the back.' : 'The photo page only.',
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
  useDocumentTitle('Continue on your phone');
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
        <Spinner className="size-8 text-brand-700" label="Opening your link" />
      </div>
    );
  } else if (screen.kind === 'refused') {
    body = (
      <div className="text-center">
        <TriangleAlert className="mx-auto size-10 text-warning-700" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold text-brand-700">This link cannot be used</h1>
        <p className="mt-2 text-ink-800">{screen.message}</p>
        <p className="mt-4 text-sm text-ink-600">
          On your computer, choose “Continue on your phone” again for a new link.
        </p>
      </div>
    );
  } else if (screen.kind === 'done') {
    body = (
      <div className="text-center" role="status">
        <CircleCheck className="mx-auto size-12 text-success-700" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold text-brand-700">
          Done — you can go back to your computer
        </h1>
        <p className="mt-2 text-ink-700">
          Your photos are on your computer now. You can close this page.
        </p>
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
      setSending(`Sending photo ${i + 1} of ${session.kinds.length}…`);
      const res = await sendHandoffPhoto(session.capture_token, kind, photos[kind]!);
      if (!res.ok) {
        setSending(null);
        return res.status === 401 ? onEnded(res.msg) : setError(res.msg);
      }
    }
    setSending('Telling your computer…');
    const res = await completeHandoff(session.capture_token);
    setSending(null);
    if (res.ok) return onDone();
    return res.status === 401 ? onEnded(res.msg) : setError(res.msg);
  }

  return (
    <PrecheckRequestContext.Provider value={precheck}>
      <p className="text-sm font-medium text-ink-600">On your phone · {text.eyebrow}</p>
      <h1 className="mt-1 text-2xl font-bold text-brand-700">{text.title}</h1>
      <p className="mt-2 text-ink-700">{text.detail}</p>
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
              title={captions[kind]}
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
          Send to my computer
        </Button>
        <p role="status" className="mt-2 text-center text-sm text-ink-600">
          {sending ??
            (ready
              ? ''
              : session.step === 'selfie' && !upload
                ? 'Finish the live check above first.'
                : 'Take every photo above first.')}
        </p>
      </div>
    </PrecheckRequestContext.Provider>
  );
}
