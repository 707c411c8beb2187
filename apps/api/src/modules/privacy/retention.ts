import type { RetentionPolicy } from '@vouch/contracts';

/** How long records are kept (config.ts, RETENTION_*; legal basis in .env.example). */
export interface RetentionConfig {
  kycRecordsDays: number;
  rejectedImagesDays: number;
  lookupsDays: number;
  abandonedDays: number;
}

export const retentionPolicy = (r: RetentionConfig): RetentionPolicy => ({
  kyc_records_days: r.kycRecordsDays,
  rejected_images_days: r.rejectedImagesDays,
  lookups_days: r.lookupsDays,
  abandoned_days: r.abandonedDays,
});
