import { lazyResolver } from '../../lib/lazy-resolver';

/** The login form's validation, off the screen's critical path (login-schema.ts). */
export const loginResolver = lazyResolver(() =>
  import('./login-schema').then((m) => m.loginSchemaResolver),
);
