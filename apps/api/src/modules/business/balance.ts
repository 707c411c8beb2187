import { randomUUID } from 'node:crypto';
import {
  balanceMessages,
  KYC_FEE_KOBO,
  type BalanceCredit,
  type OrganisationBalance,
  type TopUpStarted,
} from '@vouch/contracts';
import { sql } from 'kysely';
import { lowBalanceMail } from '../../adapters/mail/business-templates.js';
import { sealMail } from '../../adapters/mail/sealed-mail.js';
import { ProviderUnavailableError } from '../../adapters/payments/provider.js';
import type { Db, Tx } from '../../db/database.js';
import type { BalanceCreditsTable } from '../../db/schema.js';
import { HttpError } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/time.js';
import type { Actor } from '../lifecycle/index.js';
import { Problem } from './api/problems.js';
import { businessAudit, type BusinessDeps } from './context.js';

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
export const nairaOf = (kobo: number) => naira.format(kobo / 100);

export type BalanceDeps = Pick<
  BusinessDeps,
  | 'db'
  | 'pii'
  | 'audit'
  | 'jobs'
  | 'appUrl'
  | 'priceLookupNgn'
  | 'lowBalanceNgn'
  | 'paymentProvider'
>;

type CreditRow = BalanceCreditsTable;

const present = (c: CreditRow): BalanceCredit => ({
  id: c.id,
  amount_ngn: Number(c.amount_kobo) / 100,
  source: c.source,
  reference: c.reference,
  status: c.status,
  note: c.note,
  created_at: c.created_at,
  credited_at: c.credited_at,
});

/**
 * An organisation's prepaid balance (issue 47; migration 0039). Every move is one UPDATE of
 * `organisations.balance_kobo`: a live lookup's price is taken only while the balance can pay it
 * (else the lookup is refused); a verification fee for a session already accepted is taken even
 * past zero (its customer is mid-way). The owners are mailed once when a debit takes the balance
 * below BUSINESS_LOW_BALANCE_NGN, and again only after a top-up lifted it. A top-up credits once
 * per reference, and only after the payment provider confirmed its payment.
 */
export function organisationBalance(d: BalanceDeps) {
  const lookupKobo = Math.round(d.priceLookupNgn * 100);
  const lowKobo = d.lowBalanceNgn * 100;
  const audit = businessAudit(d);

  async function balanceOf(executor: Db | Tx, organisationId: string): Promise<number> {
    const o = await executor
      .selectFrom('organisations')
      .select('balance_kobo')
      .where('id', '=', organisationId)
      .executeTakeFirst();
    return Number(o?.balance_kobo ?? 0);
  }

  /** Adds `kobo` (negative: takes it); `floor` refuses a debit the balance cannot pay. */
  async function move(executor: Db | Tx, organisationId: string, kobo: number, floor?: number) {
    let q = executor
      .updateTable('organisations')
      .set({ balance_kobo: sql<number>`balance_kobo + ${kobo}` })
      .where('id', '=', organisationId);
    if (floor !== undefined) q = q.where('balance_kobo', '>=', floor);
    const row = await q.returning('balance_kobo').executeTakeFirst();
    return row ? Number(row.balance_kobo) : null;
  }

  /** After a debit: below the line, the owners hear it once. */
  async function warnIfLow(tx: Tx, organisationId: string, balance: number) {
    if (balance >= lowKobo) return;
    const r = await tx
      .updateTable('organisations')
      .set({ low_balance_mailed_at: nowIso() })
      .where('id', '=', organisationId)
      .where('low_balance_mailed_at', 'is', null)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return;
    const o = await tx
      .selectFrom('organisations')
      .select('name')
      .where('id', '=', organisationId)
      .executeTakeFirstOrThrow();
    const owners = await tx
      .selectFrom('organisation_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.id', 'u.email', 'u.first_name'])
      .where('m.organisation_id', '=', organisationId)
      .where('m.role', '=', 'owner')
      .execute();
    for (const owner of owners) {
      const u = d.pii.columns.open('users', owner.id, owner);
      const mail = lowBalanceMail(
        u.email,
        u.first_name,
        o.name,
        nairaOf(balance),
        `${d.appUrl}/business/usage`,
      );
      await d.jobs.send(tx, 'mail', sealMail(d.pii.columns, mail));
    }
  }

  /** A credit lands: the balance and, above the line again, a fresh warning for next time. */
  async function credit(tx: Tx, c: CreditRow) {
    const r = await tx
      .updateTable('balance_credits')
      .set({ status: 'credited', credited_at: nowIso() })
      .where('id', '=', c.id)
      .where('status', '!=', 'credited')
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    const balance = (await move(tx, c.organisation_id, Number(c.amount_kobo)))!;
    if (balance >= lowKobo)
      await tx
        .updateTable('organisations')
        .set({ low_balance_mailed_at: null })
        .where('id', '=', c.organisation_id)
        .execute();
    return true;
  }

  const creditOf = (executor: Db | Tx, organisationId: string, reference: string) =>
    executor
      .selectFrom('balance_credits')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('reference', '=', reference)
      .executeTakeFirst();

  /** The console's view. */
  async function summary(organisationId: string): Promise<OrganisationBalance> {
    const balance = await balanceOf(d.db, organisationId);
    const credits = await d.db
      .selectFrom('balance_credits')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('status', '!=', 'failed')
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute();
    return {
      balance_ngn: balance / 100,
      low_balance_ngn: d.lowBalanceNgn,
      prices: { lookup_ngn: d.priceLookupNgn, verification_ngn: KYC_FEE_KOBO / 100 },
      lookups_refused: balance < lookupKobo,
      sessions_refused: balance < KYC_FEE_KOBO,
      credits: credits.map(present),
    };
  }

  return {
    summary,

    /**
     * A live lookup's price, taken before it runs: false when the balance cannot pay it (the
     * lookup is refused). `giveBackLookup` returns it when the lookup then failed.
     */
    async takeLookup(organisationId: string): Promise<boolean> {
      if (lookupKobo === 0) return true;
      const balance = await move(d.db, organisationId, -lookupKobo, lookupKobo);
      if (balance === null) return false;
      if (balance < lowKobo)
        await d.db.transaction().execute((tx) => warnIfLow(tx, organisationId, balance));
      return true;
    },
    async giveBackLookup(organisationId: string) {
      if (lookupKobo > 0) await move(d.db, organisationId, lookupKobo);
    },

    /** A new live session needs the fee of one customer in the balance. */
    async requireForSession(organisationId: string) {
      if ((await balanceOf(d.db, organisationId)) < KYC_FEE_KOBO)
        throw new Problem(
          'balance-too-low',
          balanceMessages.tooLowForSession(nairaOf(KYC_FEE_KOBO)),
        );
    },

    /** The fee for a customer verifying from a live link, in the fee's own transaction. */
    async takeFee(tx: Tx, organisationId: string, kobo: number) {
      const balance = (await move(tx, organisationId, -kobo))!;
      await warnIfLow(tx, organisationId, balance);
    },
    /** The fee back, when the session ended without a submission. */
    async giveBackFee(tx: Tx, organisationId: string, kobo: number) {
      await move(tx, organisationId, kobo);
    },

    /** The operator's credit for money received another way (a bank transfer): once a reference. */
    async creditByOperator(
      organisationId: string,
      amountKobo: number,
      reference: string,
      note: string | null,
      actor: Actor,
    ): Promise<{ credited: boolean; balance_ngn: number }> {
      return d.db.transaction().execute(async (tx) => {
        const o = await tx
          .selectFrom('organisations')
          .select('id')
          .where('id', '=', organisationId)
          .executeTakeFirst();
        if (!o) throw new HttpError(404, 'No such organisation.');
        const row: CreditRow = {
          id: `bc_${randomUUID()}`,
          organisation_id: organisationId,
          amount_kobo: amountKobo,
          source: 'operator',
          reference,
          status: 'pending',
          note,
          created_by: null,
          created_at: nowIso(),
          credited_at: null,
        };
        const r = await tx
          .insertInto('balance_credits')
          .values(row)
          .onConflict((oc) => oc.column('reference').doNothing())
          .executeTakeFirst();
        let target = row;
        if (Number(r.numInsertedOrUpdatedRows ?? 0) !== 1) {
          // The reference is known: a top-up of this organisation paid by transfer (the console
          // gives its reference to quote) is credited now; anything else is said as it is.
          const known = (await tx
            .selectFrom('balance_credits')
            .selectAll()
            .where('reference', '=', reference)
            .executeTakeFirst())!;
          if (known.organisation_id !== organisationId)
            throw new HttpError(409, 'This reference is another organisation’s.');
          if (Number(known.amount_kobo) !== amountKobo && known.status !== 'credited')
            throw new HttpError(
              409,
              `This reference is a top-up of ${nairaOf(Number(known.amount_kobo))}: credit that amount.`,
            );
          target = known;
        }
        const credited = await credit(tx, target);
        if (credited)
          await audit(
            tx,
            actor,
            'business.balance_credited',
            { type: 'organisation', id: organisationId },
            {
              amount_kobo: amountKobo,
              source: 'operator',
            },
          );
        return { credited, balance_ngn: (await balanceOf(tx, organisationId)) / 100 };
      });
    },

    /** A top-up through the payment provider: a pending credit its payment will confirm. */
    async startTopUp(
      organisationId: string,
      userId: string,
      amountNgn: number,
      customer: TopUpStarted['customer'],
    ): Promise<TopUpStarted> {
      if (!d.paymentProvider) throw new HttpError(503, balanceMessages.paymentUnavailable);
      const reference = `VTU-${randomUUID()}`;
      await d.db
        .insertInto('balance_credits')
        .values({
          id: `bc_${randomUUID()}`,
          organisation_id: organisationId,
          amount_kobo: amountNgn * 100,
          source: 'payment',
          reference,
          status: 'pending',
          note: null,
          created_by: userId,
          created_at: nowIso(),
          credited_at: null,
        })
        .execute();
      return {
        reference,
        amount_ngn: amountNgn,
        provider: d.paymentProvider.name,
        public_key: d.paymentProvider.publicKey,
        customer,
      };
    },

    /** The pending top-up of this organisation by its reference (404 otherwise). */
    async pendingTopUp(organisationId: string, reference: string) {
      const c = await creditOf(d.db, organisationId, reference);
      if (!c || c.source !== 'payment') throw new HttpError(404, balanceMessages.noSuchTopUp);
      return c;
    },

    /**
     * Asks the provider about a top-up's payment and credits it once when it went through in
     * naira for at least the amount. Never believes the browser.
     */
    async confirmTopUp(organisationId: string, reference: string, actor: Actor) {
      if (!d.paymentProvider) throw new HttpError(503, balanceMessages.paymentUnavailable);
      const c = await creditOf(d.db, organisationId, reference);
      if (!c || c.source !== 'payment') throw new HttpError(404, balanceMessages.noSuchTopUp);
      if (c.status !== 'credited') {
        let paid;
        try {
          paid = await d.paymentProvider.verify(reference);
        } catch (err) {
          if (err instanceof ProviderUnavailableError)
            throw new HttpError(503, balanceMessages.paymentUnavailable);
          throw err;
        }
        const ok =
          paid?.status === 'successful' &&
          paid.currency === 'NGN' &&
          paid.amountKobo >= Number(c.amount_kobo);
        if (!ok) {
          if (paid?.status === 'failed')
            await d.db
              .updateTable('balance_credits')
              .set({ status: 'failed' })
              .where('id', '=', c.id)
              .where('status', '=', 'pending')
              .execute();
          throw new HttpError(402, balanceMessages.notPaid);
        }
        await d.db.transaction().execute(async (tx) => {
          if (await credit(tx, c))
            await audit(
              tx,
              actor,
              'business.balance_credited',
              { type: 'organisation', id: organisationId },
              {
                amount_kobo: Number(c.amount_kobo),
                source: 'payment',
              },
            );
        });
      }
      return summary(organisationId);
    },
  };
}

export type OrgBalance = ReturnType<typeof organisationBalance>;
