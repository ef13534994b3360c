import { describeDatabase, parseDatabaseUrl } from './database-url.ts';

const defaults = { dataDir: '/srv/wtm/data', cwd: '/srv/wtm/apps/api' };

describe('parseDatabaseUrl', () => {
  it('defaults to the SQLite file under the data folder', () => {
    expect(parseDatabaseUrl(undefined, defaults)).toEqual({ dialect: 'sqlite', file: '/srv/wtm/data/portal.sqlite' });
    expect(parseDatabaseUrl('  ', defaults)).toEqual({ dialect: 'sqlite', file: '/srv/wtm/data/portal.sqlite' });
  });

  it('reads file: paths, absolute, relative and as file URLs', () => {
    expect(parseDatabaseUrl('file:/var/lib/x.sqlite', defaults)).toEqual({ dialect: 'sqlite', file: '/var/lib/x.sqlite' });
    expect(parseDatabaseUrl('file:./db/x.sqlite', defaults)).toEqual({ dialect: 'sqlite', file: '/srv/wtm/apps/api/db/x.sqlite' });
    expect(parseDatabaseUrl('file:x.sqlite', defaults)).toEqual({ dialect: 'sqlite', file: '/srv/wtm/apps/api/x.sqlite' });
    expect(parseDatabaseUrl('file:///var/lib/my%20db.sqlite', defaults)).toEqual({ dialect: 'sqlite', file: '/var/lib/my db.sqlite' });
    expect(parseDatabaseUrl('FILE:/var/lib/x.sqlite', defaults)).toEqual({ dialect: 'sqlite', file: '/var/lib/x.sqlite' });
  });

  it('reads postgres:// and postgresql:// URLs as PostgreSQL', () => {
    const url = 'postgres://wtm:s3cret@db.internal:5432/portal?sslmode=require';
    expect(parseDatabaseUrl(url, defaults)).toEqual({ dialect: 'postgres', url });
    expect(parseDatabaseUrl('postgresql://127.0.0.1/portal', defaults)).toEqual({ dialect: 'postgres', url: 'postgresql://127.0.0.1/portal' });
  });

  it('rejects other schemes without echoing the URL', () => {
    expect(() => parseDatabaseUrl('mysql://root:hunter2@x/db', defaults)).toThrow("got scheme 'mysql:'");
    expect(() => parseDatabaseUrl('mysql://root:hunter2@x/db', defaults)).not.toThrow(/hunter2/);
    expect(() => parseDatabaseUrl('/var/lib/x.sqlite', defaults)).toThrow('got no scheme');
    expect(() => parseDatabaseUrl('file:', defaults)).toThrow('no path');
    expect(() => parseDatabaseUrl('file://remote-host/x.sqlite', defaults)).toThrow('not a valid file URL');
    expect(() => parseDatabaseUrl('postgres://[bad', defaults)).toThrow('not a valid postgres:// URL');
  });
});

describe('describeDatabase', () => {
  it('hides the PostgreSQL password', () => {
    const text = describeDatabase({ dialect: 'postgres', url: 'postgres://wtm:s3cret@db:5432/portal' });
    expect(text).toBe('postgres postgres://wtm:***@db:5432/portal');
  });
});
