import type { Locale } from '@vouch/contracts';
import { defineMessages, translator } from '../../i18n/mail-text.js';
import type { Mail } from './mailer.js';
import { hello, render } from './render.js';

/**
 * Mail about a business organisation (issue 32): invitations and live-mode decisions. Those to an
 * organisation's staff (owners, invited team members) stay English, the language of the business
 * console; those to a member about a business (issue 51) follow the member's language.
 */
const m = defineMessages({
  waitingSubject: {
    id: 'mail.businessWaiting.subject',
    defaultMessage: 'You are verified: {organisation} is waiting for your answer',
    description: "{organisation}: the business's name",
  },
  waitingBody: {
    id: 'mail.businessWaiting.body',
    defaultMessage:
      'Your identity is verified on Vouch. You started this for {organisation}, and they have not heard from you yet.',
    description: "{organisation}: the business's name",
  },
  waitingNext: {
    id: 'mail.businessWaiting.next',
    defaultMessage:
      'Open the link to see what {organisation} asks for, then allow or decline sharing it. You go back to {organisation} afterwards.',
    description: "{organisation}: the business's name",
  },
  waitingAction: {
    id: 'mail.businessWaiting.action',
    defaultMessage: 'Continue to {organisation}',
    description: "A button; {organisation}: the business's name",
  },
  waitingFooter: {
    id: 'mail.businessWaiting.footer',
    defaultMessage:
      'You receive this because you verified with Vouch from a link of {organisation}. Nothing is shared until you allow it.',
    description: "{organisation}: the business's name",
  },

  reverifySubject: {
    id: 'mail.reverifyRequested.subject',
    defaultMessage: '{organisation} asks you to confirm your verification',
    description: "{organisation}: the business's name",
  },
  reverifyBody: {
    id: 'mail.reverifyRequested.body',
    defaultMessage:
      '{organisation} holds your consent to read your Vouch verification ({purpose}) and asks you to confirm it again, with your details as Vouch certifies them today.',
    description:
      "{organisation}: the business's name; {purpose}: why it reads it, in the business's own words",
  },
  reverifyNext: {
    id: 'mail.reverifyRequested.next',
    defaultMessage:
      'Open the link, check what {organisation} asks for, then allow or decline. If you allow, your earlier consent is replaced by this one; if you decline, it stays as it was and you can stop sharing at any time under Connected businesses.',
    description:
      '{organisation}: the business\'s name; "Connected businesses": a page of the member\'s account',
  },
  reverifyAction: {
    id: 'mail.reverifyRequested.action',
    defaultMessage: "Review {organisation}'s request",
    description: "A button; {organisation}: the business's name",
  },
  reverifyFooter: {
    id: 'mail.reverifyRequested.footer',
    defaultMessage:
      'You receive this because you shared your verification with {organisation}. Nothing new is shared until you allow it.',
    description: "{organisation}: the business's name",
  },
});

export function teamInvitationMail(
  to: string,
  organisation: string,
  role: string,
  inviter: string,
  url: string,
): Mail {
  // The subject is ours alone: the organisation's name is whatever its owner typed, and a
  // subject is where a phishing line works best (issue 46). The body quotes it as a name.
  return render(to, 'An invitation to a business team on Vouch', {
    greeting: 'Hello,',
    paragraphs: [
      `${inviter} invited you to join the business team “${organisation}” on Vouch as ${role.toLowerCase()}.`,
      'Sign in (or create a Vouch account) with this e-mail address, then open the link. It works once, for 7 days.',
    ],
    action: { label: 'Join the team', url },
    footer:
      "If you don't know this business, ignore this e-mail: nothing happens without the link.",
  });
}

export function liveApprovedMail(
  to: string,
  firstName: string,
  organisation: string,
  url: string,
): Mail {
  return render(to, `Live mode approved for ${organisation}`, {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `A Vouch admin approved live mode for ${organisation}. You can now create live API keys; live lookups answer from verified Vouch members and are billed.`,
    ],
    action: { label: 'Open the business console', url },
    // Not the default "if you didn't ask for this" (issue 47): an owner did ask.
    footer: `You receive this as an owner of ${organisation} on Vouch.`,
  });
}

export function liveRefusedMail(
  to: string,
  firstName: string,
  organisation: string,
  reason: string,
  url: string,
): Mail {
  return render(to, `Live mode not approved for ${organisation}`, {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `A Vouch admin did not approve live mode for ${organisation} yet, for this reason:`,
      reason,
      'Test mode keeps working. Once you have dealt with it, ask again from Settings in the business console.',
    ],
    action: { label: 'Open the business console', url },
    footer: `You receive this as an owner of ${organisation} on Vouch.`,
  });
}

export function webhookDisabledMail(
  to: string,
  firstName: string,
  organisation: string,
  endpointUrl: string,
  reason: string,
  url: string,
): Mail {
  return render(to, `A webhook endpoint of ${organisation} was disabled`, {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `Vouch stopped sending events to ${endpointUrl}.`,
      reason,
      'Nothing is lost: every event stays in the events list (GET /api/business/v1/events). Once the endpoint answers again, enable it in the business console and resend what it missed.',
    ],
    action: { label: 'Open the webhooks', url },
  });
}

/**
 * The member verified for a business's link and is now approved (issue 47): the business is
 * still waiting for their answer, and this brings them back to it. In the member's language.
 */
export function businessWaitingMail(
  to: string,
  firstName: string,
  organisation: string,
  url: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.waitingSubject, { organisation }),
    {
      greeting: hello(firstName, locale),
      paragraphs: [t(m.waitingBody, { organisation }), t(m.waitingNext, { organisation })],
      action: { label: t(m.waitingAction, { organisation }), url },
      footer: t(m.waitingFooter, { organisation }),
    },
    locale,
  );
}

/** The balance fell below the owners' warning line (issue 47): once, until a top-up lifts it. */
export function lowBalanceMail(
  to: string,
  firstName: string,
  organisation: string,
  balance: string,
  url: string,
): Mail {
  return render(to, `${organisation}'s Vouch balance is running low`, {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `${organisation}'s prepaid balance is ${balance}. Live lookups and the verifications you pay for draw on it; when it cannot pay for the next one, live lookups and new live verification links are refused until you add funds.`,
      'Test mode is free and keeps working.',
    ],
    action: { label: 'Add funds', url },
    footer: `You receive this as an owner of ${organisation} on Vouch.`,
  });
}

/**
 * A business asks the member to confirm a grant again (issue 50): nothing is shared until they
 * allow. In the member's language.
 */
export function reverifyRequestedMail(
  to: string,
  firstName: string,
  organisation: string,
  purpose: string,
  url: string,
  locale: Locale = 'en',
): Mail {
  const t = translator(locale);
  return render(
    to,
    t(m.reverifySubject, { organisation }),
    {
      greeting: hello(firstName, locale),
      paragraphs: [
        t(m.reverifyBody, { organisation, purpose }),
        t(m.reverifyNext, { organisation }),
      ],
      action: { label: t(m.reverifyAction, { organisation }), url },
      footer: t(m.reverifyFooter, { organisation }),
    },
    locale,
  );
}
