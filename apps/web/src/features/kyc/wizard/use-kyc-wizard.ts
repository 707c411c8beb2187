import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { applyEdit, withCurrentLookup, type KycDraft, type LookupProfile } from './draft';
import { draftSaver, loadDraft } from './draft-store';
import { backOf, guardStep, isStepId, resumeStep, type StepId } from './steps';

/**
 * The wizard's state: the draft (restored from IndexedDB, saved on every change) and the current
 * step, kept in the address (?step=selfie) so the browser's own Back and Forward work too.
 * `initial` is where a member without a saved draft starts (the update wizard: the rejected
 * submission); a saved update draft for another submission is not reused.
 */
export function useKycWizard(storageKey: string, initial: KycDraft, profile: LookupProfile | null) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<KycDraft | null>(null);
  const saver = useMemo(() => draftSaver(storageKey), [storageKey]);
  const navigated = useRef(false);
  const start = useRef({ initial, requested: params.get('step'), profile });

  useEffect(() => {
    let cancelled = false;
    void loadDraft(storageKey).then((saved) => {
      if (cancelled) return;
      const { initial: fresh, requested, profile: member } = start.current;
      const base = withCurrentLookup(
        saved && saved.recordId === fresh.recordId ? saved : fresh,
        member,
      );
      // Progress survives a reload: the ID steps as they were, anything later lands on the hub.
      const step = resumeStep({ ...base, step: isStepId(requested) ? requested : base.step });
      setDraft({ ...base, step });
      void navigate({ search: `?step=${step}` }, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [storageKey, navigate]);

  const step = draft ? guardStep(params.get('step'), draft) : null;

  useEffect(() => {
    if (draft && step) saver.save({ ...draft, step });
  }, [draft, step, saver]);

  const go = useCallback(
    (next: StepId) => {
      navigated.current = true;
      void navigate({ search: `?step=${next}` });
    },
    [navigate],
  );

  const back = useCallback(() => {
    if (!step) return;
    const target = backOf(step);
    if (target === 'exit') void navigate(paths.kyc);
    else go(target);
  }, [step, go, navigate]);

  const update = useCallback((patch: Partial<KycDraft>) => {
    setDraft((d) => (d ? applyEdit(d, patch) : d));
  }, []);

  return {
    draft,
    step,
    go,
    back,
    update,
    clearDraft: saver.clear,
    /** Whether the member has moved between steps yet (headings take focus from then on). */
    navigated: navigated.current,
  };
}
