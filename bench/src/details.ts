// The detail sections of bench/reports/latest.md: what each figure is made of, so a
// failing budget points at its cause (which chunks, which audits, which rounds).
import { KB, type Measurements } from './budgets.ts';
import type { ScriptDownload } from './js-weight.ts';

const kb = (bytes: number) => (bytes / KB).toFixed(1);

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
      `${first.requests} scripts, ${kb(first.gzipBytes)} KB gzip, ${kb(first.decodedBytes)} KB decoded; React DOM renderers registered: ${first.reactDomCopies} (${first.reactVersions.join(', ') || 'none'}); browser sent Accept-Encoding "${m.js.acceptEncoding}".`,
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
      '## Lighthouse (mobile)',
      '',
      "CPU index: Lighthouse's benchmarkIndex of this machine (median of the page's runs). Its default 4× CPU slowdown assumes 1500–2000 (a high-end desktop); below that the emulated phone is slower than Lighthouse intends, above it faster.",
      '',
      '| page | runs | perf | a11y | best pr. | SEO | LCP ms | CPU index | failed audits | perf issues (first run) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const page of m.lighthouse) {
      const s = page.scores;
      out.push(
        `| ${page.path} | ${page.runs} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${page.lcpMs} | ${page.benchmarkIndex === null ? '—' : Math.round(page.benchmarkIndex)} | ${page.failedAudits.join(', ') || '—'} | ${page.performanceIssues.join(', ') || '—'} |`,
      );
    }
    out.push('');
  }
  if (m.load?.length) {
    out.push('## Load (wrk on 127.0.0.1)', '');
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
