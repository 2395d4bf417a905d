import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

export interface LoadFailedProps {
  /** the page's own title, kept so the person knows where they are */
  pageTitle: string;
  /** what could not be shown, e.g. "This employee could not be loaded" */
  title: string;
  /** why: the server's message */
  text?: string;
  /** offers "Try again" when the failure may pass (not for a record that does not exist) */
  onRetry?: () => void;
  backTo: string;
  backLabel: string;
}

/** A record page whose record could not be read: why, try again, and the way back to its list. */
export const LoadFailed = ({ pageTitle, title, text, onRetry, backTo, backLabel }: LoadFailedProps) => {
  const { t } = useTranslation();
  return (
    <section>
      <PageHeader title={pageTitle} />
      <div className="card">
        <EmptyState
          icon="pi pi-exclamation-circle"
          title={title}
          {...(text ? { text } : {})}
          action={
            <div className="empty-state-actions">
              {onRetry ? (
                <Button
                  type="button"
                  icon="pi pi-refresh"
                  label={t('common.retry')}
                  outlined
                  onClick={onRetry}
                />
              ) : null}
              <Link to={backTo}>{backLabel}</Link>
            </div>
          }
        />
      </div>
    </section>
  );
};
