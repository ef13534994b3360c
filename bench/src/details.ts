// The detail sections of bench/reports/latest.md: what each figure is made of, so a
// failing budget points at its cause (which chunks, which audits, which rounds).
import { KB, type Measurements } from './budgets.ts';
import type { ScriptDownload } from './js-weight.ts';
import type { MixedLoadResult } from './mixed-load.ts';

const kb = (bytes: number) => (bytes / KB).toFixed(1);
/** Start tags for a table cell: code, pipes escaped. */
const cell = (tags: string[]) => tags.map((tag) => `\`${tag.replace(/\|/g, '\\|')}\``).join(', ') || '—';

function scriptRows(scripts: ScriptDownload[]): string[] {
  return [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((s) => `| ${new URL(s.url).pathname} | ${s.app} | ${s.fromCache ? 'browser cache (not counted)' : s.contentEncoding} | ${kb(s.gzipBytes)} | ${kb(s.decodedBytes)} |`);
}

export function detailsMarkdown(m: Measurements): string {
  const out: string[] = [];
  if (m.js) {
    const first = m.js.firstVisit;
    out.push(
      '## JavaScript on a first visit to /',
      '',
      `${first.requests} scripts, ${kb(first.gzipBytes)} KB gzip (${kb(first.beforeLoad.gzipBytes)} asked for before the load event, ${kb(first.afterLoad.gzipBytes)} after), ${kb(first.decodedBytes)} KB decoded; React DOM renderers registered: ${first.reactDomCopies} (${first.reactVersions.join(', ') || 'none'}); browser sent Accept-Encoding "${m.js.acceptEncoding}".`,
      '',
      ...(first.errors.length ? [`Page errors: ${first.errors.join('; ')}`, ''] : []),
      '| script | app | encoding | gzip KB | decoded KB |',
      '| --- | --- | --- | --- | --- |',
      ...scriptRows(first.scripts),
      '',
    );
    for (const nav of m.js.navigations) {
      out.push(
        `## Extra JavaScript, / → ${nav.target}${nav.signedIn ? ' (signed in)' : ''}`,
        '',
        `${nav.via}; heading "${nav.heading}"; before the click ${nav.before.requests} scripts, ${kb(nav.before.gzipBytes)} KB; after: +${nav.extra.requests} scripts, +${kb(nav.extra.gzipBytes)} KB gzip.`,
        '',
        ...(nav.errors.length ? [`Page errors: ${nav.errors.join('; ')}`, ''] : []),
      );
      if (nav.scripts.length) out.push('| script | app | encoding | gzip KB | decoded KB |', '| --- | --- | --- | --- | --- |', ...scriptRows(nav.scripts), '');
    }
  }
  if (m.lighthouse?.length) {
    out.push(
      '## Lighthouse (mobile): each page against its limit page',
      '',
      "The limit page is the same served document with every script and script preload removed (a proxy of the bench's, beside one that passes the live page unchanged); each pair of runs is taken together, the first of the pair alternating. devtools = throttling applied while loading; simulate = Lighthouse's default model. CPU index: Lighthouse's benchmarkIndex of this machine (median of the runs); its default 4× CPU slowdown assumes 1500–2000 (a high-end desktop): below that the emulated phone is slower than Lighthouse intends, above it faster.",
      '',
      '| page | method | pairs | perf live / limit | LCP ms live / limit (runs) | LCP ratios | TBT ms live (runs) / limit | CLS | a11y / bp / SEO | CPU index | largest paint (live / limit) | failed audits | perf issues (first live run) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const c of m.lighthouse) {
      const { live, limit } = c;
      const s = live.scores;
      out.push(
        `| ${c.path} | ${c.method} | ${live.runs} | ${live.scores.performance} / ${limit.scores.performance} | ${live.lcpMs} / ${limit.lcpMs} (${live.lcpRuns.join(', ')} / ${limit.lcpRuns.join(', ')}) | ${c.lcpRatios.join(', ') || '—'} | ${live.tbtMs} (${live.tbtRuns.join(', ')}) / ${limit.tbtMs} | ${live.cls ?? '—'} | ${s.accessibility} / ${s['best-practices']} / ${s.seo} | ${live.benchmarkIndex === null ? '—' : Math.round(live.benchmarkIndex)} | ${cell(live.lcpElements)} / ${cell(limit.lcpElements)} | ${live.failedAudits.join(', ') || '—'} | ${live.performanceIssues.join(', ') || '—'} |`,
      );
    }
    out.push('');
  }
  if (m.mixed) out.push(...mixedDetails(m.mixed));
  if (m.load?.length) {
    out.push('## Login load (wrk on 127.0.0.1)', '');
    for (const c of m.load) {
      out.push(
        `### ${c.name}: ${c.connections} connections, ${c.seconds} s a side`,
        '',
        `A = ${c.a.label}: ${c.a.detail}. B = ${c.b.label}: ${c.b.detail}.`,
        ...c.notes.map((note) => `- ${note}`),
        '',
        '| round | A req/s | A p99 ms | B req/s | B p99 ms | A ÷ B |',
        '| --- | --- | --- | --- | --- | --- |',
        ...c.a.rounds.map((a, i) => {
          const b = c.b.rounds[i]!;
          return `| ${i + 1} | ${a.requestsPerSec} | ${a.p99Ms} | ${b.requestsPerSec} | ${b.p99Ms} | ${c.roundRatios[i]} |`;
        }),
        `| median | ${c.a.medianRequestsPerSec} | ${c.a.medianP99Ms} | ${c.b.medianRequestsPerSec} | ${c.b.medianP99Ms} | ${c.medianRatio} |`,
        '',
      );
    }
  }
  if (m.build) {
    out.push('## Builds', '', `- ${m.build.full.command}: ${m.build.full.seconds} s${m.build.full.ok ? '' : ' (failed)'}`, `- ${m.build.remote.command}: ${m.build.remote.seconds} s${m.build.remote.ok ? '' : ' (failed)'}`, '');
  }
  return out.join('\n');
}

/** One path a line, a customer's id left out ("clientId=<id>", counted once with its repeats). */
function pathList(paths: string[]): string {
  const counts = new Map<string, number>();
  for (const path of paths.map((p) => p.replace(/clientId=[^&]+/, 'clientId=<id>'))) counts.set(path, (counts.get(path) ?? 0) + 1);
  return [...counts].map(([path, n]) => `\`${path}\`${n > 1 ? ` × ${n}` : ''}`).join(', ');
}

function mixedDetails(mixed: MixedLoadResult): string[] {
  const cycle = Object.values(mixed.mix).reduce((sum, w) => sum + w, 0);
  const sent = mixed.kinds.reduce((sum, k) => sum + k.sent, 0);
  const { server, unexpected4xx, socket, timeouts } = mixed.errors;
  return [
    '## Mixed load (wrk on 127.0.0.1)',
    '',
    `${mixed.connections} connections (one wrk thread each) for ${mixed.seconds} s after a warm-up, timeout ${mixed.timeoutSeconds} s. Each connection cycles through ${cycle} requests: ${Object.entries(mixed.mix).map(([kind, w]) => `${kind} ${w}`).join(', ')}; and sales enquiries come at ${mixed.enquiriesPerSecond} a second in all, each from an address of its own (X-Forwarded-For; the site trusts its loopback proxy).`,
    '',
    `wrk: ${mixed.requestsPerSec} answers/s, p50 ${mixed.p50Ms} ms, p99 ${mixed.p99Ms} ms, ${mixed.answers} answers. Errors: ${mixed.errorCount} (5xx ${server}, unexpected 4xx ${unexpected4xx}, socket ${socket}, timeouts ${timeouts}); throttled enquiries (429): ${mixed.throttled}.`,
    ...mixed.notes.map((note) => `- ${note}`),
    '',
    "Per kind, from wrk's script: latency from the request to its answer, counted in buckets of 0.1 ms below 10 ms, 1 ms below 100 ms and 10 ms above (a bucket's upper edge shown); wrk's own p50 and p99 above also correct for coordinated omission.",
    '',
    '| kind | sent | share | status codes | lost | no answer | in flight at end | p50 ms | p99 ms |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...mixed.kinds.map((k) => {
      const statuses = Object.entries(k.statuses).map(([code, n]) => `${code}: ${n}`).join(', ') || '—';
      const share = (100 * k.sent) / Math.max(sent, 1);
      return `| ${k.kind} | ${k.sent} | ${share.toFixed(share < 1 ? 2 : 1)} % | ${statuses} | ${k.lost} | ${k.noAnswer} | ${k.inFlightAtEnd} | ${k.p50Ms} | ${k.p99Ms} |`;
    }),
    '',
    ...mixed.kinds.map((k) => `- ${k.kind}: ${pathList(k.paths)}`),
    '',
  ];
}
