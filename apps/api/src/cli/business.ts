import { createOrganisationSchema, liveStatuses, type LiveStatus } from '@vouch/contracts';
import { HttpError } from '../lib/http-errors.js';
import { operator } from '../modules/lifecycle/index.js';
import { usersRepository } from '../modules/users/index.js';
import type { Command } from './command.js';

/**
 * The business side from the operator's chair (issue 32): make an organisation for a member,
 * list organisations by live-mode status, approve live mode. Each is audited as the operator's,
 * with the same effects as the console and the back office (the owners are mailed).
 */
export const createBusiness: Command = {
  summary: 'Create a business organisation owned by a member',
  help: [
    'Usage: npm run vouch -- create-business --owner-email E --name N --support-email S',
    '         --website https://… [--origin https://… …]',
    '',
    'The member (any account with that e-mail) becomes its owner. Test mode works at once;',
    'live mode needs approve-business (or an admin in the back office).',
  ].join('\n'),
  options: {
    'owner-email': { type: 'string' },
    name: { type: 'string' },
    'support-email': { type: 'string' },
    website: { type: 'string' },
    origin: { type: 'string', multiple: true },
  },
  async run({ db, values, services, stdout, stderr }) {
    const parsed = createOrganisationSchema.safeParse({
      name: values.name,
      support_email: values['support-email'],
      website: values.website,
      redirect_origins: values.origin ?? [],
    });
    const ownerEmail = typeof values['owner-email'] === 'string' ? values['owner-email'] : '';
    if (!parsed.success || !ownerEmail) {
      for (const issue of parsed.error?.issues ?? [])
        stderr(`--${String(issue.path[0]).replace('_', '-')}: ${issue.message}`);
      if (!ownerEmail) stderr('--owner-email: required');
      stderr(`\n${createBusiness.help}`);
      return 2;
    }
    const { pii, business } = await services();
    const owner = await usersRepository(db, pii).findByEmail(ownerEmail.trim().toLowerCase());
    if (!owner) {
      stderr(`No account with the e-mail ${ownerEmail}.`);
      return 1;
    }
    const o = await business.organisations.createFor(owner.id, parsed.data, operator);
    stdout(`Created ${o.id} "${o.name}", owned by ${ownerEmail.toLowerCase()} (test mode).`);
    return 0;
  },
};

export const listBusinesses: Command = {
  summary: 'List business organisations by live-mode status',
  help: [
    'Usage: npm run vouch -- list-businesses [--status pending|approved|refused|none|all] [--json]',
    '',
    "Default: all. Shows each organisation's id, live-mode status, name and owner.",
  ].join('\n'),
  options: { status: { type: 'string' }, json: { type: 'boolean' } },
  async run({ values, services, stdout, stderr }) {
    const status = (typeof values.status === 'string' ? values.status : 'all') as
      LiveStatus | 'all';
    if (status !== 'all' && !liveStatuses.includes(status)) {
      stderr(`--status must be one of ${[...liveStatuses, 'all'].join(', ')}`);
      return 2;
    }
    const items = await (await services()).business.review.queue(status);
    if (values.json) {
      stdout(JSON.stringify(items, null, 2));
      return 0;
    }
    if (items.length === 0) {
      stdout('No organisations.');
      return 0;
    }
    for (const o of items)
      stdout(
        [
          o.id,
          o.live_status.padEnd(8),
          o.name,
          o.owner ? `owner ${o.owner.email} (${o.owner.status})` : 'no owner',
        ].join('  '),
      );
    return 0;
  },
};

export const approveBusiness: Command = {
  summary: "Approve a business organisation's live mode",
  help: 'Usage: npm run vouch -- approve-business --id ORG_ID',
  options: { id: { type: 'string' } },
  async run({ values, services, stdout, stderr }) {
    const id = typeof values.id === 'string' ? values.id.trim() : '';
    if (!id) {
      stderr(`Give --id.\n\n${approveBusiness.help}`);
      return 2;
    }
    try {
      await (
        await services()
      ).business.review.decide(id, { approve: true }, operator, {
        asked: false,
      });
    } catch (err) {
      if (err instanceof HttpError) {
        stderr(`${id}: ${err.message}`);
        return 1;
      }
      throw err;
    }
    stdout(`${id}: live mode approved; the owners will be e-mailed.`);
    return 0;
  },
};

export const creditBusiness: Command = {
  summary: "Add money received another way (a bank transfer) to an organisation's balance",
  help: [
    'Usage: npm run vouch -- credit-business --id ORG_ID --amount-ngn N --reference REF',
    '         [--note "Transfer from Zenith, 5 Dec"]',
    '',
    'Live lookups and the verification fees of live links draw on the prepaid balance (issue 47).',
    'A reference credits once: run it again with the same reference and nothing more is added.',
  ].join('\n'),
  options: {
    id: { type: 'string' },
    'amount-ngn': { type: 'string' },
    reference: { type: 'string' },
    note: { type: 'string' },
  },
  async run({ values, services, stdout, stderr }) {
    const text = (k: string) => (typeof values[k] === 'string' ? values[k].trim() : '');
    const id = text('id');
    const amount = Number(text('amount-ngn'));
    const reference = text('reference');
    if (!id || !reference || !Number.isInteger(amount) || amount < 1 || amount > 100_000_000) {
      stderr(
        `Give --id, --reference and --amount-ngn (whole naira, 1 to 100,000,000).\n\n${creditBusiness.help}`,
      );
      return 2;
    }
    const { business } = await services();
    let r;
    try {
      r = await business.balance.creditByOperator(
        id,
        amount * 100,
        reference,
        text('note') || null,
        operator,
      );
    } catch (err) {
      if (err instanceof HttpError) {
        stderr(`${id}: ${err.message}`);
        return 1;
      }
      throw err;
    }
    stdout(
      r.credited
        ? `${id}: ₦${amount.toLocaleString('en-NG')} credited; the balance is ₦${r.balance_ngn.toLocaleString('en-NG')}.`
        : `${id}: ${reference} was credited before; nothing added (balance ₦${r.balance_ngn.toLocaleString('en-NG')}).`,
    );
    return 0;
  },
};
