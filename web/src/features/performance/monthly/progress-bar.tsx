import { progressColour } from '@stratum/rules';
import { ProgressBar } from 'primereact/progressbar';

/**
 * A progress bar in spec §5's colours (progressColour: under 60 danger, under 90 warning, else
 * success). `progress` fills it (0..100); the text says the percent itself, which may be above 100.
 */
export const MonthlyBar = ({
  progress,
  percent,
  label,
}: {
  progress: number | null;
  percent?: number | null;
  label: string;
}) => {
  const colour = progressColour(progress);
  const text = progress === null ? '—' : `${percent === undefined || percent === null ? progress : percent}%`;
  return (
    <ProgressBar
      className={`monthly-progress monthly-progress-${colour}`}
      value={progress ?? 0}
      displayValueTemplate={() => text}
      aria-label={`${label}: ${text}`}
      data-colour={colour}
    />
  );
};
