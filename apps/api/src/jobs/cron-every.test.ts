import { describe, expect, it } from 'vitest';
import { cronEvery } from './pg-boss-jobs.js';

describe('a repeated job’s schedule on PostgreSQL (pg-boss cron)', () => {
  it('keeps minutes below an hour, and writes hours and days in their own fields', () => {
    expect(cronEvery(1)).toBe('*/1 * * * *');
    expect(cronEvery(10)).toBe('*/10 * * * *');
    expect(cronEvery(60)).toBe('0 * * * *');
    expect(cronEvery(360)).toBe('0 */6 * * *');
    // A day is once a day, not at minute 0 of every hour.
    expect(cronEvery(1440)).toBe('0 0 * * *');
    expect(cronEvery(2 * 1440)).toBe('0 0 */2 * *');
  });
});
