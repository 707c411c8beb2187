import { describe, expect, it } from 'vitest';
import { truncatedIp } from './log-ip.js';

describe('truncatedIp (issue 31)', () => {
  it('keeps a /24 of IPv4 and a /48 of IPv6', () => {
    expect(truncatedIp('203.0.113.77')).toBe('203.0.113.0/24');
    expect(truncatedIp('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd::/48');
    expect(truncatedIp('2001:DB8::1')).toBe('2001:db8:0::/48');
    expect(truncatedIp('fe80::1%eth0')).toBe('fe80:0:0::/48');
    expect(truncatedIp('::1')).toBe('0:0:0::/48');
  });

  it('reads an IPv4 address written as IPv6 as IPv4', () => {
    expect(truncatedIp('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(truncatedIp('::ffff:c633:6409')).toBe('198.51.100.0/24');
  });

  it('writes nothing of what is not an address', () => {
    expect(truncatedIp(undefined)).toBeUndefined();
    expect(truncatedIp('not-an-ip')).toBe('unknown');
  });
});
