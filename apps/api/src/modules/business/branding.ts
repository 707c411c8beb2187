import { createHash } from 'node:crypto';
import {
  API_PREFIX,
  brandingMessages,
  LOGO_PATH,
  MAX_LOGO_BYTES,
  updateBrandingSchema,
  type UpdateBrandingPayload,
} from '@vouch/contracts';
import type { FileStorage } from '../../adapters/storage/storage.js';
import { badRequest } from '../../lib/http-errors.js';
import { imageCleaner } from '../../lib/image-cleaner.js';
import { imageWork } from '../../lib/image-work.js';
import { sniff } from '../../lib/uploads.js';
import { nowIso } from '../../lib/time.js';
import type { AuthContext } from '../auth/index.js';
import { businessAudit, memberActor, requireRole, type BusinessDeps } from './context.js';
import { requireTeamSecondFactor } from './team-factor.js';

/** Where a logo is served: its content's hash, so the address never changes for other bytes. */
export const logoUrlOf = (sha: string | null) =>
  sha === null ? null : `${API_PREFIX}${LOGO_PATH}/${sha}.png`;

const logoKey = (sha: string) => `logos/${sha}.png`;

const refusals = {
  unreadable: brandingMessages.logoInvalid,
  tooLarge: brandingMessages.logoTooLarge,
  tooSmall: brandingMessages.logoTooSmall,
} as const;

/**
 * A logo as uploaded becomes a PNG Vouch drew itself: decoded and re-encoded by the image
 * cleaner's process (nothing of the file but its pixels survives: no metadata, no trailing
 * payload), at most 256 px on its long side, transparency kept.
 */
async function cleanLogo(dataUrl: string): Promise<{ bytes: Buffer; sha: string }> {
  const fail = (msg: string) => badRequest(msg, { logo: msg });
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > MAX_LOGO_BYTES) throw fail(brandingMessages.logoTooLarge);
  const kind = sniff(bytes);
  if (kind !== 'png' && kind !== 'jpeg') throw fail(brandingMessages.logoInvalid);
  const out = await imageWork(() =>
    imageCleaner.clean(bytes, {
      maxPixels: 16_000_000,
      minSide: 32,
      maxSide: 256,
      quality: 90,
      format: 'png',
    }),
  );
  if (!out.ok) throw fail(refusals[out.reason]);
  return { bytes: out.data, sha: createHash('sha256').update(out.data).digest('hex') };
}

/**
 * The organisation's logo and colour (issue 47; owners, with the team's second factor as for
 * its name). A new logo on an organisation approved for live goes back to an admin, as a new
 * name does (issue 46): live pages keep the checked one meanwhile.
 */
export function brandingService(d: BusinessDeps, storage: FileStorage) {
  const audit = businessAudit(d);
  return {
    async update(
      auth: AuthContext,
      id: string,
      p: UpdateBrandingPayload,
      ip: string | null,
    ): Promise<void> {
      const v = updateBrandingSchema.parse(p);
      await requireRole(d.db, id, auth.user.id, 'settings');
      const logo = v.logo ? await cleanLogo(v.logo) : null;
      if (logo) await storage.put(logoKey(logo.sha), logo.bytes, 'image/png');
      await d.db.transaction().execute(async (tx) => {
        await requireRole(tx, id, auth.user.id, 'settings');
        await requireTeamSecondFactor(tx, auth, id);
        const o = await tx
          .selectFrom('organisations')
          .select(['logo_sha', 'checked_logo_sha', 'live_status'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const logoSha = v.logo === undefined ? o.logo_sha : (logo?.sha ?? null);
        const recheck =
          logoSha !== null &&
          logoSha !== o.logo_sha &&
          logoSha !== o.checked_logo_sha &&
          o.live_status === 'approved';
        const now = nowIso();
        await tx
          .updateTable('organisations')
          .set({
            logo_sha: logoSha,
            ...(v.colour !== undefined && { brand_colour: v.colour }),
            ...(recheck && { live_status: 'pending', live_requested_at: now }),
            updated_at: now,
          })
          .where('id', '=', id)
          .execute();
        await audit(
          tx,
          memberActor(auth, ip),
          'business.branding_changed',
          {
            type: 'organisation',
            id,
          },
          {
            logo: v.logo === undefined ? 'kept' : logoSha ? 'set' : 'removed',
            colour: v.colour === undefined ? 'kept' : (v.colour ?? 'removed'),
            recheck,
          },
        );
      });
    },

    /** A logo's PNG by its hash, while an organisation uses it (or an admin checked it). */
    async logo(sha: string): Promise<Buffer | null> {
      if (!/^[0-9a-f]{64}$/.test(sha)) return null;
      const used = await d.db
        .selectFrom('organisations')
        .select('id')
        .where((eb) => eb.or([eb('logo_sha', '=', sha), eb('checked_logo_sha', '=', sha)]))
        .executeTakeFirst();
      return used ? storage.get(logoKey(sha)) : null;
    },
  };
}

export type BrandingService = ReturnType<typeof brandingService>;
