import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { migrations } from '../../db/migrations/index.ts';
import { testDialect } from '../../test/test-database.ts';

describe(`GET /healthz (${testDialect()})`, () => {
  let testApp: TestApp;

  beforeEach(async () => {
    testApp = await createTestApp();
  });

  afterEach(async () => {
    await testApp.close();
  });

  it('answers 200 ok once the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 unavailable when the database does not answer', async () => {
    await testApp.app.ready();
    await testApp.app.db.destroy();

    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
  });

  it('answers /readyz 200 ready while the database answers and has every migration', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers /readyz 503 with the reason while the database does not answer', async () => {
    await testApp.app.ready();
    await testApp.app.db.destroy();

    const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', reason: 'the database does not answer' });
  });

  it('answers /readyz 503 naming the migrations the database lacks', async () => {
    const [newest] = Object.keys(migrations).sort().reverse();
    // As after a restore of an older backup: the schema lacks this code's newest migration.
    await testApp.app.db.deleteFrom('kysely_migration' as never).where('name' as never, '=', newest as never).execute();

    const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'migrations-pending', reason: `the database lacks 1 migration(s) of this code: ${newest}` });
  });
});
