import { hash } from '@node-rs/argon2';
import { CURRENT_HASH_PREFIX, dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password-hasher.ts';

describe('password hashing', () => {
  it('uses argon2id with 19 MiB, 2 iterations and 1 lane (OWASP), salted', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(CURRENT_HASH_PREFIX).toBe('$argon2id$v=19$m=19456,t=2,p=1$');
    expect(first.startsWith(CURRENT_HASH_PREFIX)).toBe(true);
    expect(second).not.toBe(first);
    expect(needsRehash(first)).toBe(false);
  });

  it('verifies the right password only, long ones included', async () => {
    const long = 'ü correct horse battery staple '.repeat(5).slice(0, 128);
    expect(long).toHaveLength(128);
    const stored = await hashPassword(long);
    expect(await verifyPassword(stored, long)).toBe(true);
    expect(await verifyPassword(stored, long.slice(0, 127))).toBe(false);
    expect(await verifyPassword(stored, ` ${long}`)).toBe(false);
  });

  it('never accepts a password without a stored hash, yet does the same work', async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy.startsWith(CURRENT_HASH_PREFIX)).toBe(true);
    expect(await verifyPassword(undefined, '')).toBe(false);
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
  });

  it('treats malformed hashes as no match and weaker parameters as due for a rehash', async () => {
    expect(await verifyPassword('not-a-hash', 'secret1')).toBe(false);
    const weak = await hash('secret1', { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    expect(await verifyPassword(weak, 'secret1')).toBe(true);
    expect(needsRehash(weak)).toBe(true);
  });
});
