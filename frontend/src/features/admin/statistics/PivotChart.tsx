import { useEffect, useRef, useState } from 'react';
import type { Chart } from 'chart.js';
import type { ChartKind, Pivot } from '#src/api/statistics';
import { chartSeries, seriesColour } from './pivotView';

interface PivotChartProps {
  pivot: Pivot;
  kind: Exclude<ChartKind, 'table'>;
  valueLabel: string;
  /** What the chart shows, read by screen readers in its place. */
  description: string;
}

/**
 * A bar, line or pie chart of a pivot. chart.js is imported on first draw, so it loads with the
 * statistics screen only, never with the public site or the rest of the admin area.
 */
export function PivotChart({ pivot, kind, valueLabel, description }: PivotChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let chart: Chart | undefined;
    let cancelled = false;
    const series = chartSeries(pivot, kind, valueLabel);
    import('chart.js/auto')
      .then(({ default: ChartJs }) => {
        if (cancelled || !canvas.current) return;
        chart = new ChartJs(canvas.current, {
          type: kind,
          data: {
            labels: series.labels,
            datasets: series.datasets.map((dataset, index) => ({
              ...dataset,
              backgroundColor:
                kind === 'pie' ? series.labels.map((_, slice) => seriesColour(slice)) : seriesColour(index),
              borderColor: kind === 'line' ? seriesColour(index) : undefined,
            })),
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            plugins: { legend: { position: 'bottom' } },
          },
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [pivot, kind, valueLabel]);

  if (failed) return <p role="alert">The chart could not be drawn; the table below has the figures.</p>;
  return (
    <div className="statistics-chart" data-chart={kind}>
      <canvas ref={canvas} role="img" aria-label={description}>
        {description}
      </canvas>
    </div>
  );
}
