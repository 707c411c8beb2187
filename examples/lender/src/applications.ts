/**
 * The lender's own records: loan applications, each tied to the Vouch session that verifies its
 * customer. In memory, as an example's are; a real lender keeps them in its database.
 */
export interface Application {
  reference: string;
  amount: number;
  sessionId: string;
  /** What the lender last read from Vouch (never what the browser said). */
  status: string;
  /** The verified name, once Vouch answered it. */
  name: string | null;
  /** Webhook events received for this application's session, oldest first. */
  events: string[];
}

export interface Received {
  id: string;
  type: string;
  reference: string | null;
}

export class Applications {
  private readonly byReference = new Map<string, Application>();
  /** Every webhook that passed verification, by event id (deliveries come at least once). */
  readonly received = new Map<string, Received>();
  private next = 1;

  newReference(): string {
    return `loan-${Date.now().toString(36)}-${this.next++}`;
  }

  add(a: Application) {
    this.byReference.set(a.reference, a);
  }

  get(reference: string): Application | undefined {
    return this.byReference.get(reference);
  }

  /** Records a verified webhook once; answers false for a repeat. */
  receive(r: Received): boolean {
    if (this.received.has(r.id)) return false;
    this.received.set(r.id, r);
    const a = r.reference ? this.byReference.get(r.reference) : undefined;
    a?.events.push(r.type);
    return true;
  }
}
