import { isPlainFilePath, isReleaseFilePath } from './release-path.ts';

describe('isReleaseFilePath', () => {
  it.each(['/books/0.1.0-ab12cd34/mf-manifest.json', '/crm/1.2.3/static/js/412.3f2a9c1b.js'])('accepts %s', (path) => {
    expect(isReleaseFilePath(path)).toBe(true);
  });

  it.each([
    '/../1.0.0/x.js',
    '/books/../x.js',
    '/books/1..0/x.js',
    '/books/1.0.0/../../crm/1.0.0/x.js',
    '/books/1.0.0/static/../../x.js',
    '/books/1.0.0/./x.js',
    '/books/1.0.0/',
    '/books/1.0.0',
    '/books/1.0.0/a//b.js',
    '/books/1.0.0/..\\..\\x.js',
    '/books/1.0.0/x.js\0.png',
    '/.hidden/1.0.0/x.js',
    '/manifest.json',
    '/.release.lock',
    '/books/1.0.0/.env',
    'books/1.0.0/x.js',
  ])('refuses %s', (path) => {
    expect(isReleaseFilePath(path)).toBe(false);
  });
});

describe('isPlainFilePath', () => {
  it.each(['/main.3f2a9c1b0d.js', '/assets/logo.0a1b2c3d4e.svg', '/favicon.svg'])('accepts %s', (path) => {
    expect(isPlainFilePath(path)).toBe(true);
  });

  it.each(['/', '/../x.js', '/a//b.js', '/.env', '/assets/.git/config', '/a\\b.js', 'main.js'])('refuses %s', (path) => {
    expect(isPlainFilePath(path)).toBe(false);
  });
});
