import type { Mail } from './mailer.js';
import { hello, render } from './render.js';

/** What the member's own-data requests tell them (issue 16). */

export function exportReadyMail(to: string, firstName: string | null, url: string): Mail {
  return render(to, 'Your copy of your Vouch data is ready', {
    greeting: hello(firstName),
    paragraphs: [
      'The copy of your data you asked for is ready: a ZIP file with a JSON file for each kind of record we hold and the images you submitted.',
      'The link works once, for 24 hours, and only after you sign in to your Vouch account.',
    ],
    action: { label: 'Download your data', url },
    footer: "If you didn't ask for this, change your password and contact support at once.",
  });
}
