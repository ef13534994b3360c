import { useEffect, useRef } from 'react';
import { CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartDataset } from 'chart.js';
import type { ReleaseSeriesPoint } from '@wtm/api-client';
import { releaseDashboardContent as content } from '../content/release-dashboard-content.ts';

// Chart.js, registered piece by piece so the chunk holds only line charts. This file is
// loaded on demand by the release page only: no visitor downloads it.
Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Legend, Tooltip);

const palette = ['#0b5cad', '#b3261e', '#1d6b36', '#7a4b00', '#5b3a9b'];

interface Line {
  label: string;
  value: (point: ReleaseSeriesPoint) => number | undefined;
  dashed?: boolean;
}

function LineChart({ label, series, lines }: { label: string; series: ReleaseSeriesPoint[]; lines: Line[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const hours = [...new Set(series.map((point) => point.hour))].sort();
    const versions = [...new Set(series.map((point) => point.version))];
    const datasets: ChartDataset<'line', (number | null)[]>[] = versions.flatMap((version, index) =>
      lines.map((line) => ({
        label: `${version}${line.label}`,
        data: hours.map((hour) => {
          const point = series.find((one) => one.version === version && one.hour === hour);
          return point === undefined ? null : (line.value(point) ?? null);
        }),
        borderColor: palette[index % palette.length],
        backgroundColor: palette[index % palette.length],
        borderDash: line.dashed ? [6, 4] : [],
        spanGaps: true,
      })),
    );
    const chart = new Chart(canvas.current!, {
      type: 'line',
      data: { labels: hours.map((hour) => `${hour.slice(5, 10)} ${hour.slice(11, 16)}`), datasets },
      options: { animation: false, maintainAspectRatio: false, scales: { y: { beginAtZero: true } } },
    });
    return () => chart.destroy();
  }, [series, lines]);
  return (
    <figure>
      <figcaption>{label}</figcaption>
      <div style={{ position: 'relative', height: '16rem' }}>
        <canvas ref={canvas} role="img" aria-label={label} />
      </div>
    </figure>
  );
}

const errorLines: Line[] = [
  { label: ' errors', value: (point) => point.errorRate * 100 },
  { label: ' load failures', value: (point) => point.loadFailureRate * 100, dashed: true },
];
const vitalLines: Line[] = [
  { label: ' LCP', value: (point) => point.p75Lcp },
  { label: ' INP', value: (point) => point.p75Inp, dashed: true },
];

/** Errors and vitals of each release of one remote over time. */
export default function ReleaseCharts({ series }: { series: ReleaseSeriesPoint[] }) {
  return (
    <>
      <LineChart label={content.errorsChart} series={series} lines={errorLines} />
      <LineChart label={content.vitalsChart} series={series} lines={vitalLines} />
    </>
  );
}
