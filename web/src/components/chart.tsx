import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import './chart.css';

// Only what the charts draw: bars, a line over them, two linear axes, tooltips and legend.
// (Registering chart.js's `registerables` would pull every chart type into this chunk.)
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

/** A neutral colour for bars with no band (a score of 0, or series that are not scores). */
export const SERIES_COLOURS = ['#6366F1', '#F97316', '#14B8A6', '#A855F7', '#EAB308', '#64748B', '#EC4899'];
export const NO_BAND = '#9CA3AF';

/** What a report chart may set beyond the defaults: a bar chart's options, or a line's (spanGaps…). */
export type ReportChartOptions = ChartOptions<'bar' | 'line'>;

export interface ReportChartProps {
  /** what the chart shows, in words, for people who cannot see it (the canvas's accessible name) */
  label: string;
  data: ChartData<'bar' | 'line', (number | null)[], string>;
  options?: ReportChartOptions;
  height?: number;
}

/**
 * A chart.js bar chart (with optional line datasets) on a canvas, for every screen that draws one. The chart is made once and
 * updated in place when the data change, and destroyed with the component.
 */
export const ReportChart = ({ label, data, options, height = 280 }: ReportChartProps) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart | null>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const config = {
      type: 'bar',
      data,
      options: { responsive: true, maintainAspectRatio: false, animation: false, ...options },
    } as ChartConfiguration;
    if (chart.current) {
      chart.current.data = config.data;
      chart.current.options = config.options ?? {};
      chart.current.update();
    } else {
      chart.current = new Chart(canvas.current, config);
    }
  }, [data, options]);

  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
    },
    [],
  );

  return (
    <div className="chart-box" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
};
