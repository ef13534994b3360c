import { releaseFilePath } from './release-path.ts';

describe('releaseFilePath', () => {
  it('builds the path of a file inside a release folder', () => {
    expect(releaseFilePath('books', '0.1.0-ab12cd34', 'mf-manifest.json')).toBe('/books/0.1.0-ab12cd34/mf-manifest.json');
    expect(releaseFilePath('crm', '1.2.3', 'static/js/412.3f2a9c1b.js')).toBe('/crm/1.2.3/static/js/412.3f2a9c1b.js');
  });

  it.each([
    ['..', '1.0.0', 'x.js'],
    ['books', '..', 'x.js'],
    ['books', '1..0', 'x.js'],
    ['books', '1.0.0', '../../crm/1.0.0/x.js'],
    ['books', '1.0.0', 'static/../../x.js'],
    ['books', '1.0.0', './x.js'],
    ['books', '1.0.0', ''],
    ['books', '1.0.0', 'a//b.js'],
    ['books', '1.0.0', '..\\..\\x.js'],
    ['books', '1.0.0', 'x.js\0.png'],
    ['.hidden', '1.0.0', 'x.js'],
    ['manifest.json', 'x', 'y'],
  ])('refuses %s / %s / %s', (name, version, file) => {
    expect(releaseFilePath(name, version, file)).toBeUndefined();
  });
});
