import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { notify } from '../../../lib/notify';
import { useManagedEngagement } from '../engagement/manage-layout';
import { auditPaths } from '../engagement/paths';
import { useDraftReport, useReportWrite } from './api';
import { ReportView } from './report-view';

/**
 * manage/{id}/report: the draft report assembled now (spec §4 draft report), what keeps a final
 * report from being made, and "Make final report" for the lead and administrators.
 */
export const Component = () => {
  const { t } = useTranslation('audit-report');
  const e = useManagedEngagement();
  const draft = useDraftReport(e.id);
  const make = useReportWrite('makeFinalReport');
  const navigate = useNavigate();
  if (draft.isPending) return <Loading />;
  if (draft.isError)
    return (
      <LoadFailed
        title={t('report.title')}
        text={draft.error.message}
        onRetry={() => void draft.refetch()}
        backTo={auditPaths.manage(e.id)}
        backLabel={t('back')}
      />
    );
  const { content, blockers } = draft.data;
  const canMake = e.myRoles.some((r) => r === 'lead' || r === 'admin');
  return (
    <>
      <section className="card audit-section" aria-label={t('report.final')}>
        <h2>{t('report.draft')}</h2>
        {blockers.length ? (
          <Message
            severity="warn"
            text={
              <span>
                {t('report.blocked')}
                <ul>
                  {blockers.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              </span>
            }
          />
        ) : (
          <p>{t('report.ready')}</p>
        )}
        <div className="audit-review-actions">
          {canMake ? (
            <Button
              label={t('report.make')}
              icon="pi pi-file-pdf"
              disabled={blockers.length > 0}
              loading={make.isPending}
              onClick={() =>
                void make
                  .mutateAsync({ input: { engagementId: e.id } })
                  .then(({ item }) => {
                    notify({
                      severity: 'success',
                      summary: t('report.made', { version: item.reportVersion }),
                    });
                    return navigate(auditPaths.finalReports(e.id));
                  })
                  // the failure is toasted with its title (Update Make Final Report Failed)
                  .catch(() => undefined)
              }
            />
          ) : null}
          <Link to={auditPaths.finalReports(e.id)}>{t('report.finalLink')}</Link>
        </div>
      </section>
      <ReportView content={content} reviews />
    </>
  );
};
