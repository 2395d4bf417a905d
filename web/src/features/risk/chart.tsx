import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only what the risk charts draw: bars on two linear axes, tooltips and a legend.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface RiskChartProps {
  /** what the chart shows, in words (the canvas's accessible name) */
  label: string;
  data: ChartData<'bar', number[], string>;
  options?: ChartOptions<'bar'>;
  height?: number;
}

/** A chart.js bar chart on a canvas, made once and updated in place, destroyed with the component. */
export const RiskChart = ({ label, data, options, height = 260 }: RiskChartProps) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart | null>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const config = {
      type: 'bar',
      data,
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        ...options,
      },
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
    <div className="risk-chart" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
};
