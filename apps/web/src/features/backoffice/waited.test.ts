import { describe, expect, it } from 'vitest';
import { formatWaited, waitTone } from './waited';

describe('formatWaited', () => {
  it('reads hours under a day and days with hours beyond', () => {
    expect(formatWaited(0.4)).toBe('< 1 h');
    expect(formatWaited(3.7)).toBe('3 h');
    expect(formatWaited(28)).toBe('1 d 4 h');
    expect(formatWaited(48)).toBe('2 d');
  });
});

describe('waitTone', () => {
  it('is green under 24 h, orange to 48 h, red beyond', () => {
    expect(waitTone(23.9)).toBe('ok');
    expect(waitTone(24)).toBe('due');
    expect(waitTone(48)).toBe('due');
    expect(waitTone(48.1)).toBe('late');
  });
});
