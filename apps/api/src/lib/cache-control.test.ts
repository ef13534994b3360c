import { IMMUTABLE, isHashedFile, NO_CACHE, shellCacheControl } from './cache-control.ts';

describe('shell cache policy', () => {
  it.each(['main.3f2a9c1b.js', '412.0a1b2c3d4e5f.css', 'logo-9f8e7d6c.svg', '/abs/dir/vendor_12345678.js', 'main.3f2a9c1b.js.br'])(
    'treats %s as hashed (immutable)',
    (file) => {
      expect(isHashedFile(file)).toBe(true);
      expect(shellCacheControl(file)).toBe(IMMUTABLE);
    },
  );

  it.each(['index.html', 'favicon.ico', 'main.js', 'remoteEntry.js', 'app.abc123.js', 'deadbeef-dir/index.html'])(
    'treats %s as unhashed (no-cache)',
    (file) => {
      expect(isHashedFile(file)).toBe(false);
      expect(shellCacheControl(file)).toBe(NO_CACHE);
    },
  );
});
