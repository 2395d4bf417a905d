import {
  ZRecallFollowUpReportRequestSchema,
  type TFollowUpReportContent,
  type TFollowUpReportVersion,
} from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { Form, TextAreaField, useZodForm } from '../../../components/form';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { namedTable } from '../../../components/table-name';
import { notify } from '../../../lib/notify';
import { ReviewStatus } from '../engagement/review-panel';
import { auditPaths } from '../engagement/paths';
import { RatingTag } from '../findings/finding-pages';
import { useFollowUpReportFile, useFollowUpReports, useFollowUpWrite } from './api';
import './follow-up.css';

/** The PDF and (for versions that have one) the DOCX of one version, each through a short-lived link. */
const Download = ({ v }: { v: TFollowUpReportVersion }) => {
  const { t } = useTranslation('audit-follow-up');
  const file = useFollowUpReportFile();
  const open = async (format: 'pdf' | 'docx') => {
    const { url } = await file.mutateAsync({
      input: { followUpId: v.followUpId, reportVersion: v.reportVersion, format },
    });
    window.open(url, '_blank', 'noopener');
  };
  return (
    <span className="audit-review-actions">
      <Button
        text
        icon="pi pi-file-pdf"
        label={t('report.pdf')}
        aria-label={t('report.pdfOf', { version: v.reportVersion })}
        onClick={() => void open('pdf').catch(() => undefined)}
      />
      {v.docx ? (
        <Button
          text
          icon="pi pi-file-word"
          label={t('report.docx')}
          aria-label={t('report.docxOf', { version: v.reportVersion })}
          onClick={() => void open('docx').catch(() => undefined)}
        />
      ) : null}
    </span>
  );
};

/** "Recall" and its dialog asking why, on the version read (the final report's recall, docs/audit.md). */
const Recall = ({ v }: { v: TFollowUpReportVersion }) => {
  const { t } = useTranslation('audit-follow-up');
  const [open, setOpen] = useState(false);
  const recall = useFollowUpWrite('recallReport');
  const form = useZodForm(ZRecallFollowUpReportRequestSchema, {
    followUpId: v.followUpId,
    reportVersion: v.reportVersion,
    version: v.version,
    reason: '',
  });
  return (
    <>
      <Button
        severity="danger"
        outlined
        icon="pi pi-undo"
        label={t('report.recall')}
        onClick={() => setOpen(true)}
      />
      <Dialog
        header={t('report.recallTitle', { version: v.reportVersion })}
        visible={open}
        onHide={() => setOpen(false)}
        style={{ width: 'min(36rem, 95vw)' }}
      >
        <Form
          label={t('report.recallTitle', { version: v.reportVersion })}
          form={form}
          submitLabel={t('report.recall')}
          pending={recall.isPending}
          error={recall.error}
          onSubmit={async (input) => {
            await recall.mutateAsync({ input });
            setOpen(false);
            notify({ severity: 'success', summary: t('report.recalled', { version: v.reportVersion }) });
          }}
        >
          <TextAreaField name="reason" label={t('report.reason')} />
        </Form>
      </Dialog>
    </>
  );
};

/** The follow-up report's content as the page shows it; `reviews` shows each retest's review state. */
const ReportContent = ({ c, reviews }: { c: TFollowUpReportContent; reviews: boolean }) => {
  const { t } = useTranslation('audit-follow-up');
  return (
    <article className="card audit-report" aria-label={t('report.content')}>
      <header>
        <h2>{c.title}</h2>
        <p>
          {c.companyName} · {t('report.engagement')}: {c.engagement.title} ({c.engagement.auditArea}) ·{' '}
          {t('report.version', { version: c.finalReportVersion })} · {t('report.lead')}: {c.engagement.lead}
        </p>
      </header>
      <section aria-label={t('report.summary')}>
        <h3>{t('report.summary')}</h3>
        <p>
          {t('report.summaryText', {
            count: c.retests.length,
            implemented: c.summary.implemented,
            partly: c.summary.partly,
            notImplemented: c.summary.notImplemented,
          })}
        </p>
      </section>
      <section aria-label={t('report.retests')}>
        <h3>{t('report.retests')}</h3>
        {c.retests.length ? null : <p>{t('report.noRetests')}</p>}
        {c.retests.map((r, i) => (
          <section
            key={`${r.actionTitle}-${i}`}
            aria-label={r.actionTitle}
            className="follow-up-report-retest"
          >
            <h4>
              {i + 1}. {r.actionTitle}{' '}
              {reviews ? <ReviewStatus artefact={{ status: r.status, changedAfterApproval: false }} /> : null}
            </h4>
            <p>
              {r.findingTitle} <RatingTag rating={r.rating} /> · {r.ownerName} · {r.dueOn} · {r.actionStatus}
            </p>
            <p>
              {t('retest.result')}:{' '}
              {r.result ? <Tag value={t(`retest.results.${r.result}`)} /> : t('retest.noResult')}
            </p>
            {r.notes ? <p className="audit-report-text">{r.notes}</p> : null}
            {r.evidence.length ? (
              <p>
                {t('report.evidence')}: {r.evidence.join(', ')}
              </p>
            ) : null}
          </section>
        ))}
      </section>
    </article>
  );
};

/**
 * spec §2 follow-up-audit-reports/{id} (the plan follow-up entry's id): the report as it would be
 * made now with what blocks it, "Make the follow-up report" for the leads and administrators, the
 * version in force with its PDF and DOCX and "Recall" (a reason asked in a dialog), and every
 * version made, recalled ones with who, when and why.
 */
export const Component = () => {
  const { t } = useTranslation('audit-follow-up');
  const { id = '' } = useParams();
  const reports = useFollowUpReports(id);
  const make = useFollowUpWrite('makeReport');
  if (reports.isPending) return <Loading />;
  if (reports.isError)
    return (
      <LoadFailed
        pageTitle={t('report.title')}
        title={t('report.notFound')}
        text={reports.error.message}
        onRetry={() => void reports.refetch()}
        backTo={auditPaths.followUpWork(id)}
        backLabel={t('back')}
      />
    );
  const { draft, blockers, current, history, canMake } = reports.data;
  return (
    <section>
      <PageHeader title={t('report.title')}>
        <p>
          <Link to={auditPaths.followUpWork(id)}>{t('report.workPlan')}</Link> · {draft.title}
        </p>
      </PageHeader>
      <section className="card audit-section" aria-label={t('report.current')}>
        <h2>{t('report.current')}</h2>
        {current ? (
          <>
            <p>
              {t('report.version', { version: current.reportVersion })} · {t('report.madeBy')}{' '}
              {current.made.fullName}, <DateText value={current.made.at} /> <Download v={current} />
            </p>
            {canMake ? <Recall key={current.version} v={current} /> : null}
          </>
        ) : (
          <p>{t('report.none')}</p>
        )}
        <h3>{t('report.draft')}</h3>
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
        {canMake ? (
          <div className="audit-review-actions">
            <Button
              label={t('report.make')}
              icon="pi pi-file-pdf"
              disabled={blockers.length > 0}
              loading={make.isPending}
              onClick={() =>
                void make
                  .mutateAsync({ input: { followUpId: id } })
                  .then(({ item }) =>
                    notify({
                      severity: 'success',
                      summary: t('report.made', { version: item.reportVersion }),
                    }),
                  )
                  // the failure is toasted with its title (Update Make Follow Up Audit Report Failed)
                  .catch(() => undefined)
              }
            />
          </div>
        ) : null}
      </section>
      <section className="card audit-section" aria-label={t('report.history')}>
        <h2>{t('report.history')}</h2>
        <DataTable value={history} dataKey="reportVersion" pt={namedTable(t('report.history'))}>
          <Column field="reportVersion" header={t('report.versionCol')} />
          <Column
            header={t('report.madeCol')}
            body={(v: TFollowUpReportVersion) => (
              <>
                {v.made.fullName}, <DateText value={v.made.at} />
              </>
            )}
          />
          <Column
            header={t('report.recalledCol')}
            body={(v: TFollowUpReportVersion) =>
              v.recalled ? (
                <>
                  {v.recalled.fullName}, <DateText value={v.recalled.at} />: {v.recalled.reason}
                </>
              ) : v.reportVersion === current?.reportVersion ? (
                t('report.inForce')
              ) : (
                t('report.superseded')
              )
            }
          />
          <Column header={t('report.files')} body={(v: TFollowUpReportVersion) => <Download v={v} />} />
        </DataTable>
      </section>
      <ReportContent c={draft} reviews />
    </section>
  );
};
