import type { AuditFilters, AuditPage } from '@vouch/contracts';
import type { AuditLog } from '../audit/index.js';
import type { UsersRepository } from '../users/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Lagos is UTC+1 all year: a Lagos day starts at 23:00 UTC the day before. */
const lagosMidnight = (day: string) => new Date(`${day}T00:00:00+01:00`);

/**
 * The admin's audit view (issue 31): the log's entries hold ids only, so an e-mail typed as the
 * actor or target is resolved to its account first; one nobody has finds nothing (never "no
 * filter"). Dates are Lagos days, both included, as every time on screen is Lagos time.
 */
export function auditView(
  audit: AuditLog,
  users: Pick<UsersRepository, 'findByEmail' | 'findById'>,
) {
  async function idOf(value: string | undefined): Promise<string | null | undefined> {
    if (value === undefined) return undefined;
    if (UUID.test(value)) return value.toLowerCase();
    if (value.includes('@')) return (await users.findByEmail(value))?.id ?? null;
    // Other targets (jobs, data requests…) are matched by their id as typed.
    return value;
  }

  return async function auditPage(q: AuditFilters): Promise<AuditPage> {
    const actorId = await idOf(q.actor);
    const targetId = await idOf(q.target);
    if (actorId === null || targetId === null) return { entries: [], next_cursor: null };
    const until = q.to ? lagosMidnight(q.to) : undefined;
    until?.setUTCDate(until.getUTCDate() + 1);
    const { entries, next } = await audit.page({
      action: q.action,
      actorId,
      targetId,
      since: q.from ? lagosMidnight(q.from).toISOString() : undefined,
      until: until?.toISOString(),
      before: q.cursor ? Number(q.cursor) : undefined,
      limit: q.limit,
    });
    // Staff read names, not UUIDs (issue 37): each actor of the page looked up once.
    const ids = [...new Set(entries.map((e) => e.actor_id).filter((id): id is string => !!id))];
    const names = new Map<string, string>();
    for (const id of ids) {
      const u = await users.findById(id);
      if (u) names.set(id, `${u.first_name} ${u.last_name}`.trim());
    }
    return {
      entries: entries.map((e) => ({
        ...e,
        actor_name: (e.actor_id && names.get(e.actor_id)) || null,
      })),
      next_cursor: next === null ? null : String(next),
    };
  };
}
