import {
  COMPLIANCE_EVIDENCE_RULE,
  type TActivity,
  type TComplianceStep,
  type TEvidenceFile,
} from '@stratum/contracts';
import { formatDate } from '../../lib/format';

import { Button } from 'primereact/button';

import { useNavigate, useParams } from 'react-router';

import { useTranslation } from 'react-i18next';

import { z } from 'zod';

import { DateText } from '../../components/date-text';

import { DateField, Form, TextAreaField, todayLocal, useZodForm } from '../../components/form';

import { LoadFailed } from '../../components/load-failed';

import { Loading } from '../../components/loading';

import { PageHeader } from '../../components/page-header';

import { notify } from '../../lib/notify';

import { useSignedInUser } from '../../lib/session/use-session';

import {
  useActivity,
  useAdminProcess,
  useComplianceAdmin,
  useDecline,
  useDeleteActivity,
  useEvidenceLink,
  useHistory,
  useProcess,
  useSaveNotes,
  useTeamList,
  useSubmit,
  useUploadEvidence,
} from './api';

import { compliancePaths } from './paths';

import { recurrenceText } from './recurrence-text';

import { useConfirmedDelete } from './row-parts';

import { ComplianceStatusTag } from './status-tag';

import './compliance.css';

/** spec §2 activity/:id: an activity, what its teams must do now, and every step of its history. */
export const Component = () => {
  const { id = '' } = useParams();
  const { t } = useTranslation('compliance');
  const activity = useActivity(id);
  if (activity.isPending) return <Loading />;
  if (activity.isError)
    return <LoadFailed pageTitle={t('title')} text={activity.error.message} backTo={compliancePaths.main} />;
  return <ActivityDetail activity={activity.data.item} />;
};

const ActivityDetail = ({ activity: a }: { activity: TActivity }) => {
  const { t } = useTranslation('compliance');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const admin = useComplianceAdmin();
  const user = useSignedInUser();
  const complying = useTeamList('complying');
  const reviewing = useTeamList('compliance');
  const remove = useDeleteActivity();
  const [confirmedDelete, confirmDialog] = useConfirmedDelete();
  const memberOf = (list: typeof complying.data, teamId: string) =>
    Boolean(
      user.employeeId &&
      list?.list.find((x) => x.id === teamId)?.members.some((m) => m.employeeId === user.employeeId),
    );
  const submitter = memberOf(complying.data, a.complyingTeamId);
  const reviewer = memberOf(reviewing.data, a.complianceTeamId);
  const waiting = a.status === 'Submitted';
  const open = !waiting && a.nextComplianceDate !== null;
  return (
    <section className="compliance-detail">
      {confirmDialog}
      <PageHeader
        title={a.name}
        actions={
          admin ? (
            <>
              <Button
                label={t('activities.edit')}
                icon="pi pi-pencil"
                outlined
                onClick={() => void navigate(compliancePaths.editActivity(a.id))}
              />
              <Button
                label={t('activities.delete')}
                icon="pi pi-trash"
                severity="danger"
                outlined
                onClick={() =>
                  void confirmedDelete(
                    {
                      title: t('activities.deleteTitle', { name: a.name }),
                      message: t('activities.confirmDelete'),
                    },
                    async () => {
                      await remove.mutateAsync({ input: { id: a.id, version: a.version } });
                      await navigate(compliancePaths.main);
                      return t('activities.deleted', { name: a.name });
                    },
                  )
                }
              />
            </>
          ) : null
        }
      >
        <p className="page-subtitle">
          <ComplianceStatusTag activity={a} /> {a.regulationName}
        </p>
      </PageHeader>
      <div className="card">
        <h2>{t('detail.details')}</h2>
        <dl className="compliance-dl">
          <dt>{t('activities.regulation')}</dt>
          <dd>{a.regulationName}</dd>
          {a.description ? (
            <>
              <dt>{t('common.description')}</dt>
              <dd>{a.description}</dd>
            </>
          ) : null}
          <dt>{t('activities.complyingTeam')}</dt>
          <dd>{a.complyingTeamName}</dd>
          <dt>{t('activities.complianceTeam')}</dt>
          <dd>{a.complianceTeamName}</dd>
          <dt>{t('activities.recurrence')}</dt>
          <dd>{recurrenceText(t, a)}</dd>
          <dt>{t('activities.graceDays')}</dt>
          <dd>{a.graceDays}</dd>
          <dt>{t('activities.next')}</dt>
          <dd>{a.d_nextComplianceDate || t('common.none')}</dd>
          <dt>{t('activities.last')}</dt>
          <dd>{a.d_lastComplianceDate || t('common.none')}</dd>
          {a.nextComplianceDatePendingApproval ? (
            <>
              <dt>{t('activities.pending')}</dt>
              <dd>{a.d_nextComplianceDatePendingApproval}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <div className="card">
        <h2>{t('detail.workflow')}</h2>
        {open && submitter ? <SubmitPanel key={a.version} activity={a} /> : null}
        {waiting ? <p role="status">{t('detail.waiting')}</p> : null}
        {waiting && (reviewer || admin) ? (
          <ReviewPanel activity={a} reviewer={reviewer} admin={admin} />
        ) : null}
        {!(open && submitter) && !(waiting && (reviewer || admin)) && !waiting ? (
          <p>{t('detail.nothing')}</p>
        ) : null}
        {a.notes && !(open && submitter) ? (
          <p>
            <strong>{t('detail.notes')}:</strong> {a.notes}
          </p>
        ) : null}
      </div>
      <History id={a.id} />
      <p>
        <Button link label={ts('common.back')} onClick={() => void navigate(compliancePaths.main)} />
      </p>
    </section>
  );
};

// ---------------------------------------------------------------- the complying team

interface SubmitValues {
  notes: string;
  evidenceEffectiveDate: string;
  proposedNextComplianceDate: string;
}
const submitSchema = z.object({
  notes: z.string().max(4000, 'notes must be at most 4000 characters'),
  evidenceEffectiveDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'evidence effective date is required'),
  proposedNextComplianceDate: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]),
});

/** Working notes saved as the team works, then the submission (a declined one is resubmitted). */
const SubmitPanel = ({ activity: a }: { activity: TActivity }) => {
  const { t } = useTranslation('compliance');
  const save = useSaveNotes();
  const submit = useSubmit();
  const form = useZodForm<SubmitValues, SubmitValues>(submitSchema, {
    notes: a.notes ?? '',
    evidenceEffectiveDate: todayLocal(),
    proposedNextComplianceDate: '',
  });
  const label = a.status === 'Declined' ? t('detail.resubmit') : t('detail.submit');
  return (
    <>
      <EvidenceUpload activity={a} />
      <Form
        form={form}
        label={label}
        submitLabel={label}
        pending={submit.isPending}
        error={submit.error ?? save.error}
        onSubmit={async ({ notes, evidenceEffectiveDate, proposedNextComplianceDate }) => {
          await submit.mutateAsync({
            input: {
              id: a.id,
              version: a.version,
              evidenceEffectiveDate,
              ...(notes ? { notes } : {}),
              ...(proposedNextComplianceDate ? { proposedNextComplianceDate } : {}),
            },
          });
          notify({ severity: 'success', summary: t('detail.submitted') });
        }}
        secondary={
          <Button
            type="button"
            outlined
            label={t('detail.saveNotes')}
            loading={save.isPending}
            onClick={() => {
              const notes = form.getValues('notes').trim();
              void save
                .mutateAsync({ input: { id: a.id, version: a.version, ...(notes ? { notes } : {}) } })
                .then(() => notify({ severity: 'success', summary: t('detail.notesSaved') }))
                .catch(() => undefined);
            }}
          />
        }
      >
        <TextAreaField name="notes" label={t('detail.notes')} rows={4} />
        <DateField
          name="evidenceEffectiveDate"
          label={t('detail.evidenceDate')}
          hint={t('detail.evidenceDateHint')}
        />
        <DateField
          name="proposedNextComplianceDate"
          label={t('detail.proposeNext')}
          hint={t('detail.proposeNextHint')}
          {...(a.nextComplianceDate ? { min: a.nextComplianceDate } : {})}
        />
      </Form>
    </>
  );
};

const ACCEPT = [...COMPLIANCE_EVIDENCE_RULE.types, '.xlsx', '.docx'].join(',');

/** The current period's evidence files and a file input that attaches one more (type and size checked). */
const EvidenceUpload = ({ activity: a }: { activity: TActivity }) => {
  const { t } = useTranslation('compliance');
  const upload = useUploadEvidence();
  return (
    <div className="compliance-evidence">
      <h3>{t('detail.evidence')}</h3>
      {a.evidence.length ? (
        <EvidenceLinks activityId={a.id} files={a.evidence} />
      ) : (
        <p>{t('detail.noEvidence')}</p>
      )}
      <label className="field">
        <span>{t('detail.attach')}</span>
        <input
          type="file"
          accept={ACCEPT}
          disabled={upload.isPending}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            if (file.size > COMPLIANCE_EVIDENCE_RULE.maxBytes) {
              notify({ severity: 'error', summary: t('detail.tooLarge', { name: file.name }) });
              return;
            }
            void upload
              .mutateAsync({ input: { id: a.id, version: a.version }, file })
              .then(() => notify({ severity: 'success', summary: t('detail.attached', { name: file.name }) }))
              .catch(() => undefined);
          }}
        />
        <small className="field-hint">{t('detail.attachHint')}</small>
      </label>
    </div>
  );
};

/** Evidence files, each a button that opens a short-lived link to it. */
const EvidenceLinks = ({
  activityId,
  files,
  stepId,
}: {
  activityId: string;
  files: readonly TEvidenceFile[];
  stepId?: string;
}) => {
  const { t } = useTranslation('compliance');
  const link = useEvidenceLink();
  return (
    <ul className="compliance-files">
      {files.map((f) => (
        <li key={f.fileId}>
          <Button
            type="button"
            link
            icon="pi pi-file"
            label={f.filename}
            aria-label={t('detail.download', { name: f.filename })}
            onClick={() =>
              void link
                .mutateAsync({ input: { id: activityId, fileId: f.fileId, ...(stepId ? { stepId } : {}) } })
                .then((out) => window.open(out.url, '_blank', 'noopener'))
                .catch(() => undefined)
            }
          />
        </li>
      ))}
    </ul>
  );
};

// ---------------------------------------------------------------- the compliance team

const declineSchema = z.object({
  reason: z.string().trim().min(1, 'reason is required').max(2000, 'reason must be at most 2000 characters'),
});

/** The waiting submission: processed, declined with a reason, or processed by an administrator. */
const ReviewPanel = ({
  activity: a,
  reviewer,
  admin,
}: {
  activity: TActivity;
  reviewer: boolean;
  admin: boolean;
}) => {
  const { t } = useTranslation('compliance');
  const process = useProcess();
  const adminProcess = useAdminProcess();
  const decline = useDecline();
  const form = useZodForm<{ reason: string }, { reason: string }>(declineSchema, { reason: '' });
  const ref = { id: a.id, version: a.version };
  return (
    <div className="compliance-review">
      {a.nextComplianceDatePendingApproval ? (
        <p role="note">{t('detail.pendingReview', { date: a.d_nextComplianceDatePendingApproval })}</p>
      ) : null}
      {a.evidence.length ? <EvidenceLinks activityId={a.id} files={a.evidence} /> : null}
      {a.notes ? (
        <p>
          <strong>{t('detail.notes')}:</strong> {a.notes}
        </p>
      ) : null}
      <div className="form-actions">
        {reviewer ? (
          <Button
            type="button"
            icon="pi pi-check"
            label={t('detail.process')}
            severity="success"
            loading={process.isPending}
            onClick={() =>
              void process
                .mutateAsync({ input: ref })
                .then(() => notify({ severity: 'success', summary: t('detail.processed') }))
                .catch(() => undefined)
            }
          />
        ) : null}
        {admin && !reviewer ? (
          <Button
            type="button"
            icon="pi pi-shield"
            label={t('detail.adminProcess')}
            outlined
            loading={adminProcess.isPending}
            onClick={() =>
              void adminProcess
                .mutateAsync({ input: ref })
                .then(() => notify({ severity: 'success', summary: t('detail.adminProcessed') }))
                .catch(() => undefined)
            }
          />
        ) : null}
      </div>
      {reviewer ? (
        <Form
          form={form}
          label={t('detail.decline')}
          submitLabel={t('detail.decline')}
          pending={decline.isPending}
          error={decline.error}
          onSubmit={async ({ reason }) => {
            await decline.mutateAsync({ input: { ...ref, reason } });
            notify({ severity: 'success', summary: t('detail.declined') });
          }}
        >
          <TextAreaField name="reason" label={t('detail.reason')} hint={t('detail.reasonHint')} />
        </Form>
      ) : null}
    </div>
  );
};

// ---------------------------------------------------------------- history

const History = ({ id }: { id: string }) => {
  const { t } = useTranslation('compliance');
  const history = useHistory(id);
  const list = history.data?.list ?? [];
  return (
    <div className="card">
      <h2>{t('detail.history')}</h2>
      {history.isPending ? <Loading /> : null}
      {history.data && list.length === 0 ? <p>{t('detail.noHistory')}</p> : null}
      <ol className="compliance-history" aria-label={t('detail.history')}>
        {list.map((s: TComplianceStep) => (
          <li key={s.id}>
            <strong>{t(`detail.steps.${s.kind}`)}</strong>
            {s.adminProcess ? ` (${t('detail.byAdmin')})` : ''}
            <div className="meta">
              {s.actorName} · <DateText value={s.at} format="dateTime" />
              {s.dueDate ? ` · ${t('detail.dueDate')}: ${formatDate(s.dueDate)}` : ''}
              {s.evidenceEffectiveDate
                ? ` · ${t('detail.evidenceDate')}: ${formatDate(s.evidenceEffectiveDate)}`
                : ''}
              {s.proposedNextComplianceDate
                ? ` · ${t('detail.proposedNext')}: ${formatDate(s.proposedNextComplianceDate)}`
                : ''}
            </div>
            {s.reason ? (
              <p>
                {t('detail.reason')}: {s.reason}
              </p>
            ) : null}
            {s.notes ? (
              <p>
                {t('detail.notes')}: {s.notes}
              </p>
            ) : null}
            {s.files.length ? <EvidenceLinks activityId={id} files={s.files} stepId={s.id} /> : null}
          </li>
        ))}
      </ol>
    </div>
  );
};
