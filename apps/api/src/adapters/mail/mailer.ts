/** The mail adapter (DESIGN.md): SMTP when SMTP_URL is set, the dev outbox otherwise. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The mail's one action link, which the dev outbox prints to the log. */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close?(): Promise<void>;
}
