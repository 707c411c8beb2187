import { lazyResolver } from '../../lib/lazy-resolver';

/** The registration form's validation, off the screen's critical path (register-schema.ts). */
export const registerResolver = lazyResolver(() =>
  import('./register-schema').then((m) => m.registerSchemaResolver),
);
