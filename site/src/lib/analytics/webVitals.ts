import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { EventParams } from './types';

/**
 * Core Web Vitals from real visits, one event per metric as Google's GA4 guide sends them: the
 * event is the metric's name, `value` its change since the last report (CLS × 1000, as GA4 values
 * are integers), with the id that groups the reports of one page view.
 */
export function reportWebVitals(send: (name: string, params: EventParams) => void): void {
  const report = (metric: Metric) =>
    send(metric.name, {
      value: Math.round(metric.name === 'CLS' ? metric.delta * 1000 : metric.delta),
      metric_id: metric.id,
      metric_value: metric.value,
      metric_delta: metric.delta,
      metric_rating: metric.rating,
    });
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
}
