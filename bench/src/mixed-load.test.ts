// node --test: mixed-load.lua run by the real wrk against a small server whose paths
// answer 200, 404, 500, 429, drop the connection or never answer, so each count the
// bench reports (per kind, per status, errors by kind, throttled) is checked against
// what the server really did.
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { stopAll } from './common.ts';
import { classify, runMixedPlan, type MixedPlan } from './mixed-load.ts';
import { ensureTools } from './prerequisites.ts';

interface Seen {
  path: string;
  forwardedFor: string;
  body: string;
}

function testServer(): Promise<{ server: Server; url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ path: request.url ?? '', forwardedFor: String(request.headers['x-forwarded-for']), body });
      if (request.url === '/ok') response.end('ok');
      else if (request.url === '/missing') response.writeHead(404).end();
      else if (request.url === '/broken') response.writeHead(500).end();
      else if (request.url === '/enquiry') response.writeHead(429).end();
      else if (request.url === '/drop') request.socket.destroy();
      // '/hang' never answers.
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen })),
  );
}

const get = (path: string) => ({ method: 'GET' as const, path, headers: { Accept: '*/*' } });
const enquiry = { request: { method: 'POST' as const, path: '/enquiry', headers: { 'Content-Type': 'application/json' } }, bodies: ['{"n":1}', '{"n":2}'] };

describe('mixed-load.lua', () => {
  let site: Awaited<ReturnType<typeof testServer>>;
  before(async () => {
    ensureTools(['wrk']);
    site = await testServer();
  });
  after(async () => {
    site.server.closeAllConnections();
    site.server.close();
    // The plans' temp folder.
    await stopAll();
  });

  it('counts each kind and status, sorts errors by kind and keeps throttled enquiries apart', async () => {
    const plan: MixedPlan = {
      connections: 4,
      timeoutSeconds: 5,
      enquiriesPerSecond: 4,
      kinds: [
        { name: 'page', weight: 3, requests: [get('/ok')] },
        { name: 'script', weight: 1, requests: [get('/missing')] },
        { name: 'myProduct', weight: 1, requests: [get('/broken')] },
        { name: 'remotes.json', weight: 1, requests: [get('/drop')] },
      ],
      enquiry,
    };
    site.seen.length = 0;
    const { totals, output } = await runMixedPlan(site.url, plan, 2, 7);
    const served = (path: string) => site.seen.filter((s) => s.path === path).length;
    const { kinds } = output;
    // What the server answered, the script counted; at most one request a connection was cut off by the end.
    assert.ok(kinds.page!.status['200']! >= served('/ok') - 4 && kinds.page!.status['200']! <= served('/ok'));
    assert.ok(kinds.script!.status['404']! > 0 && kinds.script!.status['404']! <= served('/missing'));
    assert.ok(kinds.myProduct!.status['500']! > 0);
    assert.ok(kinds['remotes.json']!.lost > 0, 'a dropped connection is a lost request');
    assert.deepEqual(Object.keys(kinds['remotes.json']!.status), []);
    const enquiries = site.seen.filter((s) => s.path === '/enquiry');
    assert.ok(enquiries.length >= 4 && enquiries.length <= 12, `${enquiries.length} enquiries in 2 s at 4 a second`);
    // Each enquiry from an address of its own, in the run's block; the rest from the connection's visitor address.
    assert.equal(new Set(enquiries.map((s) => s.forwardedFor)).size, enquiries.length);
    assert.ok(enquiries.every((s) => /^10\.7\.\d+\.\d+$/.test(s.forwardedFor) && ['{"n":1}', '{"n":2}'].includes(s.body)));
    assert.deepEqual([...new Set(site.seen.filter((s) => s.path !== '/enquiry').map((s) => s.forwardedFor))].sort(), ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']);

    const { errors, throttled } = classify(output);
    assert.equal(throttled, kinds.enquiry!.status['429']);
    assert.equal(errors.server, kinds.myProduct!.status['500']);
    assert.equal(errors.unexpected4xx, kinds.script!.status['404']);
    assert.ok(errors.socket > 0);
    assert.equal(errors.timeouts, 0);
    // wrk counts every answer above 399 itself: the script's statuses agree with it.
    assert.equal(output.errors.status, errors.server + errors.unexpected4xx + throttled);
    assert.ok(totals.requestsPerSec > 0 && totals.p99Ms > 0);
  });

  it('counts a request unanswered after the timeout as a timeout, and one still within it as in flight', async () => {
    const plan: MixedPlan = {
      connections: 2,
      timeoutSeconds: 1,
      enquiriesPerSecond: 0.001,
      kinds: [
        { name: 'page', weight: 1, requests: [get('/ok')] },
        { name: 'script', weight: 1, requests: [get('/hang')] },
      ],
      enquiry,
    };
    const { output } = await runMixedPlan(site.url, plan, 3, 8);
    // Each connection hangs at its first /hang, within a few ms of the start.
    assert.equal(output.kinds.script!.no_answer, 2);
    assert.equal(output.kinds.script!.in_flight, 0);
    assert.equal(classify(output).errors.timeouts, 2);
  });
});
