import { useContext, useEffect, useState } from 'react';
import type { PrecheckKind, PrecheckPayload, PrecheckResult } from '@vouch/contracts';
import { PrecheckRequestContext } from './precheck-request';

export type PrecheckState =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'done'; result: PrecheckResult }
  | { phase: 'failed'; message: string };

/**
 * Answers already given, by photo: going back to a step, or re-rendering, asks nothing again. A
 * data URL is the photo itself, so it is its own key (the draft holds the same string anyway).
 */
const answers = new Map<string, PrecheckResult>();
const keyOf = (kind: PrecheckKind, documentType: string | null, image: string) =>
  `${kind}|${documentType ?? ''}|${image}`;

/**
 * The server's check of one photo just taken or uploaded (POST /kyc/precheck): blur, light, faces,
 * a passport's machine-readable zone. Only new photos (data URLs) are checked; a stored file of a
 * rejected submission (update wizard) was checked when it was submitted.
 */
export function usePrecheck(
  kind: PrecheckKind | null,
  documentType: string | null,
  image: string | null,
): PrecheckState {
  const request = useContext(PrecheckRequestContext);
  const key = kind && image?.startsWith('data:image/') ? keyOf(kind, documentType, image) : null;
  const [state, setState] = useState<{ key: string | null; value: PrecheckState }>({
    key: null,
    value: { phase: 'idle' },
  });

  useEffect(() => {
    if (!key || !kind || !image) return;
    const known = answers.get(key);
    if (known) return setState({ key, value: { phase: 'done', result: known } });
    let current = true;
    setState({ key, value: { phase: 'checking' } });
    const document_type = (documentType || null) as PrecheckPayload['document_type'];
    void request({ kind, image, document_type }).then((res) => {
      if (res.ok) answers.set(key, res.msg);
      if (!current) return;
      setState({
        key,
        value: res.ok ? { phase: 'done', result: res.msg } : { phase: 'failed', message: res.msg },
      });
    });
    return () => {
      current = false;
    };
  }, [key, kind, image, documentType, request]);

  if (!key) return { phase: 'idle' };
  // A new photo shows "checking" from its first render, not the previous photo's answer.
  return state.key === key ? state.value : { phase: 'checking' };
}
