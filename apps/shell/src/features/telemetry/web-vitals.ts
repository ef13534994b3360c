import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { WebVitalName } from '@wtm/contract/telemetry';

/**
 * Reports the document's Core Web Vitals as web-vitals finalises them (LCP on the first
 * input or when hidden, CLS and INP when hidden). Loaded on demand by telemetry-client.ts:
 * the observers read buffered entries, so loading late loses nothing.
 */
export function watchWebVitals(report: (name: WebVitalName, value: number) => void): void {
  const forward = (metric: Metric) => report(metric.name as WebVitalName, metric.value);
  onLCP(forward);
  onINP(forward);
  onCLS(forward);
  onTTFB(forward);
}
