import { useCallback, useRef, useState, type ReactNode } from 'react';
import { secondFactorMarkerOf, secondFactorMarkers } from '@vouch/contracts';
import type { ApiResult } from '../../lib/api';
import { StepUpDialog } from './StepUpDialog';

export interface StepUp {
  /**
   * Sends a sensitive action. When the server asks for a fresh second factor (403 with
   * errors.second_factor 'step_up'), "Confirm it's you" opens; once passed, the action is sent
   * again and its answer returned. Closed without passing: the first answer (its message says
   * why nothing changed).
   */
  run<T>(send: () => Promise<ApiResult<T>>): Promise<ApiResult<T>>;
  /** The dialog, to render once in the screen that uses `run`. */
  dialog: ReactNode;
}

/** Whether an answer is the server asking for a fresh second factor. */
export const isStepUpRequest = (res: ApiResult<unknown>) =>
  !res.ok && secondFactorMarkerOf(res.errors) === secondFactorMarkers.stepUp;

export function useStepUp(): StepUp {
  const [open, setOpen] = useState(false);
  const waiting = useRef<((confirmed: boolean) => void) | null>(null);

  const run = useCallback(async <T,>(send: () => Promise<ApiResult<T>>) => {
    const first = await send();
    if (!isStepUpRequest(first)) return first;
    const confirmed = await new Promise<boolean>((resolve) => {
      waiting.current = resolve;
      setOpen(true);
    });
    return confirmed ? send() : first;
  }, []);

  const done = useCallback((confirmed: boolean) => {
    setOpen(false);
    waiting.current?.(confirmed);
    waiting.current = null;
  }, []);

  // Drawn only while asking: nothing is fetched until a step-up is needed.
  return { run, dialog: open ? <StepUpDialog open onDone={done} /> : null };
}
