import { useTranslation } from 'react-i18next';

export interface LoadingProps {
  /** cover the whole window (route changes, first load) rather than sit in the page */
  overlay?: boolean;
  /** what is loading, for screen readers; defaults to "Loading…" */
  label?: string;
}

/** A spinner announced to assistive technology. Plain CSS, so the first paint needs no component library. */
export const Loading = ({ overlay = false, label }: LoadingProps) => {
  const { t } = useTranslation();
  return (
    <div className={overlay ? 'loading loading-overlay' : 'loading'} role="status" aria-live="polite">
      <span className="loading-spinner" aria-hidden="true" />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </div>
  );
};
