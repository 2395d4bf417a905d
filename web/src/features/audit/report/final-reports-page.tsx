import { ZRecallFinalReportRequestSchema, type TFinalReportVersion } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { Form, TextAreaField, useZodForm } from '../../../components/form';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { namedTable } from '../../../components/table-name';
import { notify } from '../../../lib/notify';
import { auditPaths } from '../engagement/paths';
import { SurveyLink } from '../survey/survey-score';
import { useFinalReportFile, useFinalReports, useReportWrite } from './api';
import { ReportView } from './report-view';

/** The PDF and DOCX of one version, each opened through a short-lived link. */
const Downloads = ({ engagementId, v }: { engagementId: string; v: TFinalReportVersion }) => {
  const { t } = useTranslation('audit-report');
  const file = useFinalReportFile();
  const open = async (format: 'pdf' | 'docx') => {
    const { url } = await file.mutateAsync({
      input: { engagementId, reportVersion: v.reportVersion, format },
    });
    window.open(url, '_blank', 'noopener');
  };
  return (
    <span className="audit-review-actions">
      <Button
        text
        icon="pi pi-file-pdf"
        label={t('final.pdf')}
        aria-label={t('final.pdfOf', { version: v.reportVersion })}
        onClick={() => void open('pdf').catch(() => undefined)}
      />
      <Button
        text
        icon="pi pi-file-word"
        label={t('final.docx')}
        aria-label={t('final.docxOf', { version: v.reportVersion })}
        onClick={() => void open('docx').catch(() => undefined)}
      />
    </span>
  );
};

const RecallForm = ({ engagementId, v }: { engagementId: string; v: TFinalReportVersion }) => {
  const { t } = useTranslation('audit-report');
  const recall = useReportWrite('recallFinalReport');
  const form = useZodForm(ZRecallFinalReportRequestSchema, {
    engagementId,
    reportVersion: v.reportVersion,
    version: v.version,
    reason: '',
  });
  return (
    <Form
      label={t('final.recall')}
      form={form}
      submitLabel={t('final.recall')}
      pending={recall.isPending}
      error={recall.error}
      onSubmit={async (input) => {
        await recall.mutateAsync({ input });
        notify({ severity: 'success', summary: t('final.recalled', { version: v.reportVersion }) });
      }}
    >
      <TextAreaField name="reason" label={t('final.reason')} />
    </Form>
  );
};

/**
 * spec §2 audit-report/final-audit-reports/{id} (the engagement's id): the final report in force,
 * its files and frozen content, a recall with its reason; and every version made, recalled ones
 * with who, when and why.
 */
export const Component = () => {
  const { t } = useTranslation('audit-report');
  const { id = '' } = useParams();
  const finals = useFinalReports(id);
  if (finals.isPending) return <Loading />;
  if (finals.isError)
    return (
      <LoadFailed
        pageTitle={t('final.title')}
        title={t('final.notFound')}
        text={finals.error.message}
        onRetry={() => void finals.refetch()}
        backTo={auditPaths.audits()}
        backLabel={t('back')}
      />
    );
  const { current, history, canMake, engagementTitle } = finals.data;
  return (
    <section>
      <PageHeader title={t('final.title')}>
        <p>
          <Link to={auditPaths.report(id)}>{engagementTitle}</Link>
        </p>
      </PageHeader>
      <section className="card audit-section" aria-label={t('final.current')}>
        <h2>{t('final.current')}</h2>
        {current ? (
          <>
            <p>
              {t('final.version', { version: current.reportVersion })} · {t('final.madeBy')}{' '}
              {current.made.fullName}, <DateText value={current.made.at} />
            </p>
            <Downloads engagementId={id} v={current} />
            <SurveyLink engagementId={id} />
            {canMake ? <RecallForm key={current.version} engagementId={id} v={current} /> : null}
          </>
        ) : (
          <p>{t('final.none')}</p>
        )}
      </section>
      <section className="card audit-section" aria-label={t('final.history')}>
        <h2>{t('final.history')}</h2>
        <DataTable value={history} dataKey="reportVersion" pt={namedTable(t('final.history'))}>
          <Column field="reportVersion" header={t('final.versionCol')} />
          <Column
            header={t('final.made')}
            body={(v: TFinalReportVersion) => (
              <>
                {v.made.fullName}, <DateText value={v.made.at} />
              </>
            )}
          />
          <Column
            header={t('final.recalledCol')}
            body={(v: TFinalReportVersion) =>
              v.recalled ? (
                <>
                  {v.recalled.fullName}, <DateText value={v.recalled.at} />: {v.recalled.reason}
                </>
              ) : (
                t('final.inForce')
              )
            }
          />
          <Column
            header={t('final.files')}
            body={(v: TFinalReportVersion) => <Downloads engagementId={id} v={v} />}
          />
        </DataTable>
      </section>
      {current ? <ReportView content={current.content} reviews={false} /> : null}
    </section>
  );
};
