/** The mail adapter (DESIGN.md): SMTP when SMTP_URL is set, the dev outbox otherwise. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close?(): Promise<void>;
}
