import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { RemoteReleaseOverview } from '@wtm/api-client';
import { Heading } from '@wtm/ui';
import { releaseDashboardContent as content } from '../content/release-dashboard-content.ts';

// Chart.js arrives with this chunk, on this page only.
const ReleaseCharts = lazy(() => import('./release-charts.tsx'));

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
  }
`;

const TableBox = styled.div`
  overflow-x: auto;
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
`;

const share = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** Page views and failure rates per release over the whole window. */
function totals(series: RemoteReleaseOverview['series']) {
  const byVersion = new Map<string, { views: number; errored: number; loadFailed: number }>();
  for (const point of series) {
    const total = byVersion.get(point.version) ?? { views: 0, errored: 0, loadFailed: 0 };
    total.views += point.views;
    total.errored += point.errorRate * point.views;
    total.loadFailed += point.loadFailureRate * point.views;
    byVersion.set(point.version, total);
  }
  return [...byVersion].map(([version, { views, errored, loadFailed }]) => ({ version, views, errorRate: views ? errored / views : 0, loadFailureRate: views ? loadFailed / views : 0 }));
}

/** One remote: what is live, its canary, its figures and charts per release, its history. */
export function RemoteReleases({ remote }: { remote: RemoteReleaseOverview }) {
  const id = `releases-${remote.name}`;
  return (
    <Section aria-labelledby={id}>
      <Heading level={2} id={id}>
        {remote.name}
      </Heading>
      <dl>
        <dt>{content.live}</dt>
        <dd>{remote.liveVersion ? `${remote.liveVersion} (since ${utc(remote.liveSince!)} UTC)` : content.noRelease}</dd>
        <dt>{content.canary}</dt>
        <dd>{remote.canaryVersion ? content.canaryShare(remote.canaryVersion, remote.canaryPercent!, `${utc(remote.canarySince!)} UTC`) : content.noCanary}</dd>
      </dl>
      <Heading level={3}>{content.figuresHeading}</Heading>
      {remote.series.length === 0 ? (
        <p>{content.noFigures}</p>
      ) : (
        <>
          <TableBox>
            <table>
              <thead>
                <tr>{content.figuresColumns.map((column) => <th key={column} scope="col">{column}</th>)}</tr>
              </thead>
              <tbody>
                {totals(remote.series).map((row) => (
                  <tr key={row.version}>
                    <th scope="row">{row.version}</th>
                    <td>{row.views}</td>
                    <td>{share(row.errorRate)}</td>
                    <td>{share(row.loadFailureRate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
          <Suspense fallback={<p>{content.chartsLoading}</p>}>
            <ReleaseCharts series={remote.series} />
          </Suspense>
        </>
      )}
      <Heading level={3}>{content.historyHeading}</Heading>
      <TableBox>
        <table>
          <thead>
            <tr>{content.historyColumns.map((column) => <th key={column} scope="col">{column}</th>)}</tr>
          </thead>
          <tbody>
            {[...remote.history].reverse().map((line) => (
              <tr key={`${line.at}-${line.action}-${line.version}`}>
                <td>{utc(line.at)}</td>
                <td>{line.action}</td>
                <td>{line.version}</td>
                <td>{line.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </Section>
  );
}
