import { clientAddressKey } from './client-address.ts';

describe('clientAddressKey', () => {
  it('keeps IPv4 addresses, including IPv4-mapped IPv6', () => {
    expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts IPv6 per /64, however the address is written', () => {
    const key = '2001:db8:aa:1::/64';
    expect(clientAddressKey('2001:db8:aa:1::1')).toBe(key);
    expect(clientAddressKey('2001:0db8:00aa:0001:ffff:1:2:3')).toBe(key);
    expect(clientAddressKey('2001:db8:aa:1:abcd::9%eth0')).toBe(key);
    expect(clientAddressKey('2001:db8:aa:2::1')).not.toBe(key);
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('passes anything else through unchanged', () => {
    expect(clientAddressKey('unknown')).toBe('unknown');
  });
});
