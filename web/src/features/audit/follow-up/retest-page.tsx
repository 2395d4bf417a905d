import {
  RETEST_RESULTS,
  WORKING_PAPER_FILE_RULE,
  ZSaveRetestRequestSchema,
  type TRetest,
  type EngagementRole,
} from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DropdownField, Form, TextAreaField, useZodForm } from '../../../components/form';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { notify } from '../../../lib/notify';
import { useArtefact } from '../engagement/api';
import { auditPaths } from '../engagement/paths';
import { ReviewPanel } from '../engagement/review-panel';
import { RatingTag } from '../findings/finding-pages';
import { useFollowUpWork, useFollowUpWrite, useRetestFileLink } from './api';
import './follow-up.css';

const writes = (roles: readonly EngagementRole[]) =>
  roles.some((r) => r === 'lead' || r === 'performer' || r === 'admin');

/** The retest's result and notes, on the version read. */
const RetestForm = ({ retest }: { retest: TRetest }) => {
  const { t } = useTranslation('audit-follow-up');
  const save = useFollowUpWrite('saveRetest');
  const form = useZodForm(ZSaveRetestRequestSchema, {
    engagementId: retest.engagementId,
    id: retest.id,
    version: retest.version,
    result: retest.result ?? ('' as never),
    notes: retest.notes,
  });
  return (
    <Form
      label={t('retest.save')}
      form={form}
      submitLabel={t('retest.save')}
      pending={save.isPending}
      error={save.error}
      onSubmit={async (input) => {
        await save.mutateAsync({ input });
        notify({ severity: 'success', summary: t('retest.saved') });
      }}
    >
      <DropdownField
        name="result"
        label={t('retest.result')}
        options={RETEST_RESULTS.map((r) => ({ value: r, label: t(`retest.results.${r}`) }))}
      />
      <TextAreaField name="notes" label={t('retest.notes')} />
    </Form>
  );
};

const RetestFiles = ({ retest, canUpload }: { retest: TRetest; canUpload: boolean }) => {
  const { t } = useTranslation('audit-follow-up');
  const upload = useFollowUpWrite('uploadRetestFile');
  const link = useRetestFileLink();
  const [file, setFile] = useState<File | null>(null);
  const openFile = async (fileId: string) => {
    const { url } = await link.mutateAsync({
      input: { engagementId: retest.engagementId, id: retest.id, fileId },
    });
    window.open(url, '_blank', 'noopener');
  };
  return (
    <section className="card audit-section" aria-label={t('retest.files')}>
      <h2>{t('retest.files')}</h2>
      {retest.files.length === 0 ? <p>{t('retest.noFiles')}</p> : null}
      <ul>
        {retest.files.map((f) => (
          <li key={f.fileId}>
            <Button link label={f.filename} onClick={() => void openFile(f.fileId).catch(() => undefined)} />{' '}
            ({Math.ceil(f.size / 1024)} KB)
          </li>
        ))}
      </ul>
      {canUpload ? (
        <div className="audit-form-row">
          <label>
            {t('retest.chooseFile')}
            <input
              type="file"
              accept={WORKING_PAPER_FILE_RULE.types.join(',')}
              onChange={(ev) => setFile(ev.target.files?.[0] ?? null)}
            />
          </label>
          <Button
            label={t('retest.upload')}
            icon="pi pi-upload"
            disabled={!file}
            loading={upload.isPending}
            onClick={() =>
              file &&
              void upload
                .mutateAsync({
                  input: { engagementId: retest.engagementId, id: retest.id, version: retest.version },
                  file,
                })
                .then(() => {
                  setFile(null);
                  notify({ severity: 'success', summary: t('retest.uploaded', { name: file.name }) });
                })
                .catch(() => undefined)
            }
          />
        </div>
      ) : null}
      <p className="audit-hint">{t('retest.fileRule')}</p>
    </section>
  );
};

/**
 * A follow-up working paper (follow-audit/retest/{engagementId}/{id}): the management action as it
 * stood when chosen, the auditor's result, notes and evidence, and its review — send, approve,
 * not approve — with the sign-offs, as every working paper of the engagement.
 */
export const Component = () => {
  const { t } = useTranslation('audit-follow-up');
  const { engagementId = '', id = '' } = useParams();
  const artefact = useArtefact(engagementId, 'retest', id);
  // the roles come with the follow-up audit's work plan: its entry's own lead is on no engagement team
  const work = useFollowUpWork(artefact.data ? (artefact.data.item as TRetest).followUpId : '');
  if (artefact.isPending || (artefact.isSuccess && work.isPending)) return <Loading />;
  if (artefact.isError || work.isError)
    return (
      <LoadFailed
        pageTitle={t('retest.title')}
        title={t('retest.notFound')}
        text={(artefact.error ?? work.error)?.message ?? ''}
        onRetry={() => void Promise.all([artefact.refetch(), work.refetch()])}
        backTo={auditPaths.audits()}
        backLabel={t('back')}
      />
    );
  const retest = artefact.data.item as TRetest;
  const followUp = work.data?.audit;
  const e = {
    id: engagementId,
    title: followUp?.engagementTitle ?? '',
    // a retest is reviewed whatever the engagement's status (docs/audit.md): the panel ignores it
    status: 'Closed' as const,
    myRoles: work.data?.myRoles ?? [],
  };
  const editable = writes(e.myRoles) && retest.status !== 'Sent';
  return (
    <section>
      <PageHeader title={`${t('retest.title')}: ${retest.actionTitle}`}>
        <p>
          <Link to={auditPaths.followUpWork(retest.followUpId)}>{t('retest.workPlan')}</Link> ·{' '}
          <Link to={auditPaths.manage(e.id)}>{e.title}</Link>
        </p>
      </PageHeader>
      <div className="card">
        <dl className="audit-detail">
          <dt>{t('retest.action')}</dt>
          <dd>{retest.actionTitle}</dd>
          <dt>{t('retest.finding')}</dt>
          <dd>
            {retest.findingTitle} <RatingTag rating={retest.rating} />
          </dd>
          <dt>{t('retest.owner')}</dt>
          <dd>{retest.ownerName}</dd>
          <dt>{t('retest.dueOn')}</dt>
          <dd>{retest.dueOn}</dd>
          <dt>{t('retest.actionStatus')}</dt>
          <dd>{retest.actionStatus}</dd>
          {editable ? null : (
            <>
              <dt>{t('retest.result')}</dt>
              <dd>
                {retest.result ? <Tag value={t(`retest.results.${retest.result}`)} /> : t('retest.noResult')}
              </dd>
              <dt>{t('retest.notes')}</dt>
              <dd className="audit-report-text">{retest.notes || '—'}</dd>
            </>
          )}
        </dl>
      </div>
      {editable ? (
        <div className="card">
          <RetestForm key={retest.version} retest={retest} />
        </div>
      ) : null}
      <RetestFiles retest={retest} canUpload={editable} />
      <ReviewPanel engagement={e} artefact={retest} />
    </section>
  );
};
