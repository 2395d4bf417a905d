import type { EngagementRole, TAuditArtefact, TEngagement } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { Tag } from 'primereact/tag';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { EmptyState } from '../../../components/empty-state';
import { namedTable } from '../../../components/table-name';
import { notify } from '../../../lib/notify';
import { useEngagementWrite, useSignOffs } from './api';

const SEVERITY = {
  Draft: 'secondary',
  Sent: 'info',
  Approved: 'success',
  'Not Approved': 'danger',
} as const;

/** An artefact's review status, and whether it changed after it was approved. */
export const ReviewStatus = ({
  artefact,
}: {
  artefact: Pick<TAuditArtefact, 'status' | 'changedAfterApproval'>;
}) => {
  const { t } = useTranslation('audit-engagement');
  return (
    <span className="audit-review-status">
      <Tag value={t(`status.${artefact.status}`)} severity={SEVERITY[artefact.status]} />{' '}
      {artefact.changedAfterApproval ? (
        <Tag value={t('review.changedAfterApproval')} severity="warning" />
      ) : null}
    </span>
  );
};

const has = (roles: readonly EngagementRole[], ...any: EngagementRole[]) =>
  any.some((r) => roles.includes(r));

type Move = 'send' | 'allow-update' | 'approve' | 'not-approve';

/**
 * The review of an artefact (spec §4): send and allow-update, approve and not-approve with a
 * note, as the caller's roles in the engagement and the artefact's status allow; then its
 * sign-off history — who decided what, in which role, when, on which content.
 */
export const ReviewPanel = ({
  engagement,
  artefact,
}: {
  /** the engagement as far as the review needs it (a retest's page passes its follow-up roles) */
  engagement: Pick<TEngagement, 'id' | 'status' | 'myRoles'>;
  artefact: TAuditArtefact;
}) => {
  const { t } = useTranslation('audit-engagement');
  const roles = engagement.myRoles;
  // a follow-up audit's retests are reviewed after the engagement closed (docs/audit.md)
  const open = engagement.status === 'Open' || artefact.kind === 'retest';
  const [asking, setAsking] = useState<Move | null>(null);
  const [note, setNote] = useState('');
  const noteId = useId();
  const send = useEngagementWrite('sendArtefact');
  const allow = useEngagementWrite('allowArtefactUpdate');
  const approve = useEngagementWrite('approveArtefact');
  const notApprove = useEngagementWrite('notApproveArtefact');
  const pending = send.isPending || allow.isPending || approve.isPending || notApprove.isPending;
  const ref = {
    engagementId: engagement.id,
    kind: artefact.kind,
    id: artefact.id,
    version: artefact.version,
  };

  const run = async (move: Move, text = '') => {
    const input = { ...ref, note: text };
    if (move === 'send') await send.mutateAsync({ input });
    if (move === 'allow-update') await allow.mutateAsync({ input });
    if (move === 'approve') await approve.mutateAsync({ input });
    if (move === 'not-approve') await notApprove.mutateAsync({ input });
    notify({ severity: 'success', summary: t(`review.done.${move}`) });
    setAsking(null);
    setNote('');
  };

  const canSend =
    open && has(roles, 'lead', 'performer', 'admin') && ['Draft', 'Not Approved'].includes(artefact.status);
  const canAllow = open && has(roles, 'lead', 'reviewer', 'admin') && artefact.status === 'Sent';
  const canDecide = open && has(roles, 'reviewer', 'admin') && artefact.status === 'Sent';

  return (
    <section className="card audit-review" aria-label={t('review.title')}>
      <h2>{t('review.title')}</h2>
      <p>
        <ReviewStatus artefact={artefact} />
      </p>
      {artefact.reviewNote ? (
        <p className="audit-review-note">
          <strong>{t('review.note')}:</strong> {artefact.reviewNote}
        </p>
      ) : null}
      <div className="audit-review-actions">
        {canSend ? (
          <Button
            label={t('review.send')}
            icon="pi pi-send"
            loading={pending}
            onClick={() => void run('send')}
          />
        ) : null}
        {canAllow ? (
          <Button
            label={t('review.allowUpdate')}
            icon="pi pi-undo"
            severity="secondary"
            loading={pending}
            onClick={() => void run('allow-update')}
          />
        ) : null}
        {canDecide ? (
          <>
            <Button
              label={t('review.approve')}
              icon="pi pi-check"
              severity="success"
              onClick={() => setAsking('approve')}
            />
            <Button
              label={t('review.notApprove')}
              icon="pi pi-times"
              severity="danger"
              onClick={() => setAsking('not-approve')}
            />
          </>
        ) : null}
      </div>
      <Dialog
        header={asking === 'approve' ? t('review.approve') : t('review.notApprove')}
        visible={asking === 'approve' || asking === 'not-approve'}
        onHide={() => setAsking(null)}
        style={{ width: 'min(32rem, 95vw)' }}
      >
        <label htmlFor={noteId}>
          {asking === 'not-approve' ? t('review.noteRequired') : t('review.noteOptional')}
        </label>
        <InputTextarea
          id={noteId}
          rows={3}
          autoResize
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <p className="audit-hint">{t('review.hashHint')}</p>
        <Button
          label={asking === 'approve' ? t('review.approve') : t('review.notApprove')}
          severity={asking === 'approve' ? 'success' : 'danger'}
          loading={pending}
          disabled={asking === 'not-approve' && note.trim() === ''}
          onClick={() => asking && void run(asking, note.trim())}
        />
      </Dialog>
      <SignOffHistory engagementId={engagement.id} artefact={artefact} />
    </section>
  );
};

/** Every sign-off of the artefact, oldest first: they are never changed or removed. */
export const SignOffHistory = ({
  engagementId,
  artefact,
}: {
  engagementId: string;
  artefact: TAuditArtefact;
}) => {
  const { t } = useTranslation('audit-engagement');
  const history = useSignOffs(engagementId, artefact.kind, artefact.id);
  const label = t('signOffs.title');
  return (
    <div className="audit-sign-offs">
      <h3>{label}</h3>
      <DataTable
        pt={namedTable(label)}
        value={history.data?.list ?? []}
        loading={history.isPending}
        dataKey="id"
        size="small"
        emptyMessage={<EmptyState title={t('signOffs.none')} />}
      >
        <Column
          field="decision"
          header={t('signOffs.decision')}
          body={(s: { decision: string }) => t(`status.${s.decision}` as 'status.Approved')}
        />
        <Column field="by.name" header={t('signOffs.by')} />
        <Column
          field="role"
          header={t('signOffs.role')}
          body={(s: { role: string }) => t(`roles.${s.role}` as 'roles.lead')}
        />
        <Column
          field="at"
          header={t('signOffs.at')}
          body={(s: { at: string }) => <DateText value={s.at} format="dateTime" />}
        />
        <Column field="note" header={t('signOffs.note')} />
        <Column
          field="contentHash"
          header={t('signOffs.hash')}
          body={(s: { contentHash: string }) => (
            <code title={s.contentHash}>{s.contentHash.slice(0, 12)}…</code>
          )}
        />
      </DataTable>
    </div>
  );
};
