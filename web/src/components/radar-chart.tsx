import {
  Chart,
  Filler,
  Legend,
  LineElement,
  PointElement,
  RadarController,
  RadialLinearScale,
  Tooltip,
  type ChartConfiguration,
  type ChartData,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import './chart.css';

// Only what a radar draws: its controller, the radial axis, lines, points, fill, tooltips, legend.
Chart.register(RadarController, RadialLinearScale, LineElement, PointElement, Filler, Tooltip, Legend);

export interface RadarChartProps {
  /** what the chart shows, in words, for people who cannot see it (the canvas's accessible name) */
  label: string;
  data: ChartData<'radar', (number | null)[], string>;
  /** the radial axis's range: a scale's lowest and highest point */
  min: number;
  max: number;
  height?: number;
}

/**
 * A chart.js radar (one axis per label, one polygon per dataset) on a canvas, made once, updated in
 * place when the data change, destroyed with the component — as `ReportChart` does for bars.
 */
export const RadarChart = ({ label, data, min, max, height = 320 }: RadarChartProps) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'radar', (number | null)[], string> | null>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const config: ChartConfiguration<'radar', (number | null)[], string> = {
      type: 'radar',
      data,
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { r: { min, max, ticks: { stepSize: 1 } } },
      },
    };
    if (chart.current) {
      chart.current.data = config.data;
      chart.current.options = config.options ?? {};
      chart.current.update();
    } else {
      chart.current = new Chart(canvas.current, config);
    }
  }, [data, min, max]);

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
