import type { ClaimKind } from '@vouch/contracts';
import { HttpError } from '../../lib/http-errors.js';

/** A transition the lifecycle table does not allow from the current state: 409 with why. */
export class TransitionRefused extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/** Another verified member holds an identifier this change would claim. */
export class ClaimTaken extends Error {
  constructor(readonly conflicts: { kind: ClaimKind; holderId: string }[]) {
    super('identifier claimed by another verified member');
  }
}
