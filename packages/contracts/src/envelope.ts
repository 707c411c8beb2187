/** DESIGN.md: every JSON body is { status, msg } with the HTTP status equal to status. */
export interface Envelope<T> {
  status: number;
  msg: T;
  /** Validation failures: every field's first message. */
  errors?: Record<string, string>;
}

export interface LoginResult {
  authToken: string;
}
