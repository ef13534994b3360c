import { coarseNetwork } from './client-address.ts';
import { deviceLabel } from './device-label.ts';

describe('what a session is listed with', () => {
  it('names the browser, its major version and the system from the user agent', () => {
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('Chrome 131 on Windows');
    expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox 128 on Linux');
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe('Safari 18 on iOS');
  });

  it('says nothing for a missing or unreadable agent, and reads at most 512 characters', () => {
    expect(deviceLabel(undefined)).toBeNull();
    expect(deviceLabel('  ')).toBeNull();
    expect(deviceLabel('x'.repeat(100_000))).toBeNull();
  });

  it('keeps only an IPv4 /24 or an IPv6 /48 of the address', () => {
    expect(coarseNetwork('203.0.113.77')).toBe('203.0.113.0/24');
    expect(coarseNetwork('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(coarseNetwork('2001:db8:abcd:12:34::1')).toBe('2001:db8:abcd::/48');
    expect(coarseNetwork('not an address')).toBeNull();
  });
});
