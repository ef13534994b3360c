import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { startPageProxy, stripScripts, type PageProxy } from './limit-proxy.ts';

const page =
  '<!doctype html><html><head><script async src="/after-paint.a.js" data-scripts="/main.b.js"></script>' +
  '<link rel="preload" as="script" href="/c.js"><link rel="modulepreload" href="/d.js"><link rel="preload" href="/font.woff2" as="font">' +
  '<script type="application/ld+json">{"@type":"Organization"}</script></head>' +
  '<body><div id="root"><h1>Plans</h1></div><script type="application/json" id="wtm-rendered-page">{"a":1}</script><script>alert(1)</script></body></html>';

describe('stripScripts', () => {
  it('removes every script that runs and every script preload, and keeps the rest', () => {
    assert.equal(
      stripScripts(page),
      '<!doctype html><html><head><link rel="preload" href="/font.woff2" as="font"><script type="application/ld+json">{"@type":"Organization"}</script></head>' +
        '<body><div id="root"><h1>Plans</h1></div><script type="application/json" id="wtm-rendered-page">{"a":1}</script></body></html>',
    );
  });

  it('removes module scripts and preloads written in any attribute order', () => {
    assert.equal(stripScripts('<head><script type="module">x()</script><link href="/e.js" as="script" rel="preload"></head>'), '<head></head>');
  });
});

describe('startPageProxy', () => {
  let site: http.Server;
  let siteUrl: string;
  let limit: PageProxy;
  let live: PageProxy;
  before(async () => {
    // A site that answers pages in gzip, as the real one does its prerendered pages.
    site = http.createServer((request, response) => {
      if (request.url === '/main.b.js') {
        response.writeHead(200, { 'content-type': 'text/javascript' });
        response.end('console.log(1)');
        return;
      }
      const body = zlib.gzipSync(page);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'content-length': body.length, etag: '"x"' });
      response.end(body);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    limit = await startPageProxy(siteUrl, true);
    live = await startPageProxy(siteUrl, false);
  });
  after(async () => {
    await Promise.all([limit.close(), live.close()]);
    site.close();
  });

  it('serves the page without its scripts, still gzip, and the scripts themselves unchanged', async () => {
    const answer = await fetch(`${limit.baseUrl}/crm/pricing`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(answer.headers.get('content-encoding'), 'gzip');
    assert.equal(answer.headers.get('etag'), null, 'another body, so not the live page\'s tag');
    assert.equal(await answer.text(), stripScripts(page));
    assert.equal(await (await fetch(`${limit.baseUrl}/main.b.js`)).text(), 'console.log(1)');
  });

  it('serves the live page as the site does', async () => {
    assert.equal(await (await fetch(`${live.baseUrl}/crm/pricing`)).text(), page);
  });
});
