import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

export interface LoadFailedProps {
  /** the page's own title, kept so the person knows where they are (none: a part of a page) */
  pageTitle?: string;
  /** what could not be shown, e.g. "This employee could not be loaded" ("Something went wrong" if not said) */
  title?: string;
  /** why: the server's message */
  text?: string;
  /** offers "Try again" when the failure may pass (not for a record that does not exist) */
  onRetry?: () => void;
  /** the way back (none where the page around it stays) */
  backTo?: string;
  backLabel?: string;
}

/**
 * A record page whose record could not be read: why, try again, and the way back to its list. Without
 * a page title, the part of a page that could not be read (a report): why, and try again.
 */
export const LoadFailed = ({ pageTitle, title, text, onRetry, backTo, backLabel }: LoadFailedProps) => {
  const { t } = useTranslation();
  const failed = (
    <div className="card">
      <EmptyState
        icon="pi pi-exclamation-circle"
        title={title ?? t('pages.error')}
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
            {backTo ? <Link to={backTo}>{backLabel}</Link> : null}
          </div>
        }
      />
    </div>
  );
  return pageTitle ? (
    <section>
      <PageHeader title={pageTitle} />
      {failed}
    </section>
  ) : (
    failed
  );
};
