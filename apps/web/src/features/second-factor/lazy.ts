import { lazy } from 'react';

/**
 * The feature's screens that load on demand, in a file that imports nothing else of the feature:
 * a screen that needs only one of them (the sign-in needs the second step) does not load the
 * feature's barrel, its dialogs and their libraries with it (decision 0045).
 */

/** Settings → Two-step verification (its own chunk: the Settings screen shows it below the fold). */
export const TwoStepSection = /* @__PURE__ */ lazy(() =>
  import('./TwoStepSection').then((m) => ({ default: m.TwoStepSection })),
);

/** The sign-in's second step, loaded only for a member who turned the factor on. */
export const LoginSecondStep = /* @__PURE__ */ lazy(() => import('./LoginSecondStep'));
