import { createContext, useContext, useState } from 'react';
import type { SessionOutcome, SessionStatus } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import type { ApiResult } from '../../lib/api';
import { openSignIn, postOutcome, type Embedding } from './embed';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  done: {
    id: 'verificationLinks.opened.done',
    defaultMessage: 'Done. You can close this window and go back to the business.',
  },
  finish: {
    id: 'verificationLinks.opened.finish',
    defaultMessage:
      'Finish in the Vouch window. This page follows it and closes when you are done.',
  },
  continueIn: {
    id: 'verificationLinks.opened.continueIn',
    defaultMessage:
      'Continue in a Vouch window: with an e-mailed code, or your password. You come back here.',
  },
  blocked: {
    id: 'verificationLinks.opened.blocked',
    defaultMessage:
      'Your browser blocked the Vouch window. Allow pop-ups for this site, then try again.',
  },
  continue: {
    id: 'verificationLinks.opened.continue',
    defaultMessage: 'Continue with Vouch',
    description: 'Button',
  },
});

/** How this page was opened: on its own, in Vouch.verify's frame, or as the frame's sign-in window. */
export interface Opened {
  embed: Embedding | null;
  signInWindow: boolean;
  /** The frame opened a sign-in window: the session's status is polled until it ends. */
  watch: () => void;
}
export const OpenedContext = createContext<Opened>({
  embed: null,
  signInWindow: false,
  watch: () => {},
});

/** Statuses that end the flow: the frame tells the embedding page. */
export const ENDED: SessionStatus[] = ['approved', 'declined', 'rejected', 'expired', 'cancelled'];

/**
 * Runs an action, then sends the customer back to the business (or shows why not): by its
 * redirect, or, in Vouch.verify's frame, by telling the page around it; a sign-in window the frame
 * opened just closes (the frame follows the session).
 */
export function useGoBack() {
  const intl = useIntl();
  const { embed, signInWindow } = useContext(OpenedContext);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  async function run(
    name: string,
    act: () => Promise<ApiResult<SessionOutcome>>,
    sessionId: string,
  ) {
    setBusy(name);
    setError(null);
    const res = await act();
    if (!res.ok) {
      setBusy(null);
      setError(res.msg);
      return;
    }
    if (embed) postOutcome(embed, sessionId, res.msg.status);
    if (embed || signInWindow) {
      setFinished(true);
      if (signInWindow) window.close();
      return;
    }
    window.location.assign(res.msg.return_url);
  }
  const done = finished && <Alert tone="success">{intl.formatMessage(m.done)}</Alert>;
  return { busy, error, run, done };
}

/**
 * In the frame: this page again in a window of Vouch's own (embed.ts), first-party, where the
 * customer continues with an e-mailed code or signs in with a password.
 */
export function SignInWindow({ here, watch }: { here: string; watch: () => void }) {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const open = (path: string) => {
    const ok = openSignIn(path);
    setBlocked(!ok);
    if (ok) {
      setOpened(true);
      watch();
    }
  };
  const back = `${here}?window=sign-in`;
  return (
    <div className="space-y-2">
      <p className="mb-3 text-ink-700">{intl.formatMessage(opened ? m.finish : m.continueIn)}</p>
      {blocked && <Alert tone="warning">{intl.formatMessage(m.blocked)}</Alert>}
      <Button fullWidth onClick={() => open(back)}>
        {intl.formatMessage(m.continue)}
      </Button>
    </div>
  );
}
