import {
  ZStartFollowUpAuditRequestSchema,
  type TFollowUpWork,
  type TWorkPlanAction,
} from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { DropdownField, Form, useZodForm } from '../../../components/form';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { namedTable } from '../../../components/table-name';
import { notify } from '../../../lib/notify';
import { ReviewStatus } from '../engagement/review-panel';
import { AUDIT_BASE, auditPaths } from '../engagement/paths';
import { RatingTag } from '../findings/finding-pages';
import { useFollowUpCandidates, useFollowUpWrite, useFollowUpWork } from './api';
import './follow-up.css';

/** An audit administrator starts the follow-up audit for an audit whose final report is in force. */
const StartForm = ({ followUpId }: { followUpId: string }) => {
  const { t } = useTranslation('audit-follow-up');
  const candidates = useFollowUpCandidates(true);
  const start = useFollowUpWrite('startFollowUpAudit');
  const form = useZodForm(ZStartFollowUpAuditRequestSchema, { followUpId, engagementId: '' });
  if (candidates.isPending) return <Loading />;
  const list = candidates.data?.list ?? [];
  if (!list.length) return <p>{t('work.noCandidates')}</p>;
  return (
    <Form
      label={t('work.start')}
      form={form}
      submitLabel={t('work.start')}
      pending={start.isPending}
      error={start.error}
      onSubmit={async (input) => {
        await start.mutateAsync({ input });
        notify({ severity: 'success', summary: t('work.started') });
      }}
    >
      <DropdownField
        name="engagementId"
        label={t('work.engagement')}
        placeholder={t('work.chooseEngagement')}
        options={list.map((e) => ({
          value: e.engagementId,
          label: `${e.title} (${t('report.version', { version: e.finalReportVersion })})`,
        }))}
      />
    </Form>
  );
};

/** The work plan: the engagement's management actions, a tick for each one retested. */
const WorkPlan = ({ work }: { work: TFollowUpWork & { audit: NonNullable<TFollowUpWork['audit']> } }) => {
  const { t } = useTranslation('audit-follow-up');
  const chosenNow = work.actions.filter((a) => a.retest).map((a) => a.actionId);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(chosenNow));
  const choose = useFollowUpWrite('chooseRetests');
  const changed = chosen.size !== chosenNow.length || chosenNow.some((id) => !chosen.has(id));
  const toggle = (a: TWorkPlanAction, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(a.actionId);
    else next.delete(a.actionId);
    setChosen(next);
  };
  const label = t('work.plan');
  return (
    <section className="card audit-section" aria-label={label}>
      <h2>{label}</h2>
      {work.canWork ? <p className="audit-hint">{t('work.planHint')}</p> : null}
      <DataTable
        // each row carries its tick: the table re-renders a row when its value changes
        value={work.actions.map((a) => ({ ...a, chosen: chosen.has(a.actionId) }))}
        dataKey="actionId"
        pt={namedTable(label)}
        emptyMessage={<EmptyState title={t('work.noActions')} />}
        stripedRows
      >
        <Column
          header={t('work.retest')}
          body={(a: TWorkPlanAction & { chosen: boolean }) => (
            <Checkbox
              inputId={`retest-${a.actionId}`}
              aria-label={`${t('work.retest')}: ${a.title}`}
              checked={a.chosen}
              disabled={!work.canWork || (a.retest !== null && !a.retest.removable)}
              onChange={(e) => toggle(a, e.checked === true)}
            />
          )}
        />
        <Column field="title" header={t('work.action')} />
        <Column
          header={t('work.finding')}
          body={(a: TWorkPlanAction) => (
            <>
              {a.findingTitle} <RatingTag rating={a.rating} />
            </>
          )}
        />
        <Column field="ownerName" header={t('work.owner')} />
        <Column field="dueOn" header={t('work.dueOn')} />
        <Column field="status" header={t('work.actionStatus')} />
        <Column
          header={t('work.retestState')}
          body={(a: TWorkPlanAction) =>
            a.retest ? (
              <span className="follow-up-retest">
                <ReviewStatus artefact={{ status: a.retest.status, changedAfterApproval: false }} />
                {a.retest.result ? <Tag value={t(`retest.results.${a.retest.result}`)} /> : null}
                <Link
                  to={auditPaths.retest(work.audit.engagementId, a.retest.id)}
                  aria-label={`${t('work.open')}: ${a.title}`}
                >
                  {t('work.open')}
                </Link>
              </span>
            ) : (
              t('work.notChosen')
            )
          }
        />
      </DataTable>
      {work.canWork ? (
        <div className="audit-review-actions">
          <Button
            label={t('work.save')}
            icon="pi pi-save"
            disabled={!changed}
            loading={choose.isPending}
            onClick={() =>
              void choose
                .mutateAsync({
                  input: {
                    followUpId: work.entry.followUpId,
                    version: work.audit.version,
                    actionIds: [...chosen],
                  },
                })
                .then(() => notify({ severity: 'success', summary: t('work.saved') }))
                // the failure is toasted with its title (Update Follow Up Audit Failed)
                .catch(() => undefined)
            }
          />
        </div>
      ) : null}
    </section>
  );
};

/**
 * spec §2 follow-audit/{id}/work (the plan follow-up entry's id): the entry, the follow-up audit
 * started from it (or the form to start it, for audit administrators), the work plan of the
 * engagement's management actions with their retests, and the way to the follow-up report.
 */
export const Component = () => {
  const { t } = useTranslation('audit-follow-up');
  const { id = '' } = useParams();
  const work = useFollowUpWork(id);
  if (work.isPending) return <Loading />;
  if (work.isError)
    return (
      <LoadFailed
        pageTitle={t('work.title')}
        title={t('work.notFound')}
        text={work.error.message}
        onRetry={() => void work.refetch()}
        backTo={`${AUDIT_BASE}/audit-plan`}
        backLabel={t('back')}
      />
    );
  const w = work.data;
  const { entry, audit } = w;
  return (
    <section>
      <PageHeader title={`${t('work.title')}: ${entry.title}`}>
        <p>
          {t('work.quarter', { quarter: entry.quarter })}
          {entry.dueDate ? ` · ${t('work.due', { date: entry.dueDate })}` : ''}
          {entry.notes ? ` · ${entry.notes}` : ''}
        </p>
      </PageHeader>
      {audit ? (
        <>
          <section className="card audit-section" aria-label={t('work.engagement')}>
            <h2>{t('work.engagement')}</h2>
            <p>
              {w.actions.length || w.canWork ? (
                <Link to={auditPaths.manage(audit.engagementId)}>
                  {t('work.followsUp', { title: audit.engagementTitle, version: audit.finalReportVersion })}
                </Link>
              ) : (
                t('work.followsUp', { title: audit.engagementTitle, version: audit.finalReportVersion })
              )}
            </p>
            <p>
              {t('work.status')}: <Tag value={t(`work.statuses.${audit.status}`)} /> ·{' '}
              {t('work.startedBy', { name: audit.startedBy })}
            </p>
            <Link to={auditPaths.followUpReports(entry.followUpId)}>{t('work.reportLink')}</Link>
          </section>
          {w.actions.length || w.canWork ? (
            <WorkPlan key={audit.version} work={{ ...w, audit }} />
          ) : (
            <p className="card">{t('work.notOnTeam')}</p>
          )}
        </>
      ) : (
        <section className="card audit-section" aria-label={t('work.start')}>
          <p>{t('work.notStarted')}</p>
          {w.canStart ? <StartForm followUpId={entry.followUpId} /> : <p>{t('work.notStartedHint')}</p>}
        </section>
      )}
    </section>
  );
};
