import {
  PROGRESS_FILE_RULE,
  ZAddActionProgressRequestSchema,
  ZValidateActionRequestSchema,
  type TAuditAction,
} from '@stratum/contracts';
import { AUDIT_PROGRESS_STATES } from '@stratum/rules';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { DropdownField, FileField, Form, TextAreaField, useZodForm } from '../../../components/form';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { notify } from '../../../lib/notify';
import { auditPaths } from '../engagement/paths';
import { RatingTag } from '../findings/finding-pages';
import { useAction, useProgressFileLink, useResponseWrite } from './api';
import { ActionStatusTag } from './status';

/** The progress form: the route's fields and one optional evidence file (multipart). */
const ZProgressForm = ZAddActionProgressRequestSchema.extend({ document: z.instanceof(File).nullable() });

const ProgressForm = ({ action }: { action: TAuditAction }) => {
  const { t } = useTranslation('audit-findings');
  const add = useResponseWrite('addProgress');
  const form = useZodForm(ZProgressForm, {
    id: action.id,
    version: action.version,
    note: '',
    status: action.state === 'Closed' ? 'Open' : action.state,
    document: null,
  });
  return (
    <Form
      label={t('action.addProgress')}
      form={form}
      submitLabel={t('action.addProgress')}
      pending={add.isPending}
      error={add.error}
      onSubmit={async ({ document, ...input }) => {
        await add.mutateAsync({ input, ...(document ? { file: document } : {}) });
        notify({ severity: 'success', summary: t('action.saved') });
      }}
    >
      <TextAreaField name="note" label={t('action.note')} />
      <DropdownField
        name="status"
        label={t('action.newStatus')}
        options={AUDIT_PROGRESS_STATES.map((s) => ({ value: s, label: t(`action.statusOf.${s}`) }))}
      />
      <FileField
        name="document"
        label={t('action.evidence')}
        accept={PROGRESS_FILE_RULE.types}
        maxBytes={PROGRESS_FILE_RULE.maxBytes}
      />
    </Form>
  );
};

/** The auditor closes an implemented action, or reopens it with a note. */
const ValidateForm = ({ action }: { action: TAuditAction }) => {
  const { t } = useTranslation('audit-findings');
  const validate = useResponseWrite('validateAction');
  const form = useZodForm(ZValidateActionRequestSchema, {
    id: action.id,
    version: action.version,
    decision: 'close',
    note: '',
  });
  return (
    <Form
      label={t('action.validate')}
      form={form}
      submitLabel={t('action.validate')}
      pending={validate.isPending}
      error={validate.error}
      onSubmit={async (input) => {
        await validate.mutateAsync({ input });
        notify({
          severity: 'success',
          summary: input.decision === 'close' ? t('action.closed') : t('action.reopened'),
        });
      }}
    >
      <DropdownField
        name="decision"
        label={t('action.decision')}
        options={[
          { value: 'close', label: t('action.close') },
          { value: 'reopen', label: t('action.reopen') },
        ]}
      />
      <TextAreaField name="note" label={t('action.validationNote')} />
    </Form>
  );
};

/**
 * spec §2 issue-tracker/add-progress/{id}: one management action, its progress records with
 * their evidence, the owner's progress form and, once implemented, the auditor's validation.
 */
export const Component = () => {
  const { t } = useTranslation('audit-findings');
  const { actionId = '' } = useParams();
  const action = useAction(actionId);
  const link = useProgressFileLink();
  if (action.isPending) return <Loading />;
  if (action.isError)
    return (
      <LoadFailed
        pageTitle={t('action.title')}
        title={t('action.title')}
        text={action.error.message}
        onRetry={() => void action.refetch()}
        backTo={auditPaths.issueTracker}
        backLabel={t('action.back')}
      />
    );
  const a = action.data.item;
  const openFile = async (progressId: string, fileId: string) => {
    const { url } = await link.mutateAsync({ input: { id: a.id, progressId, fileId } });
    window.open(url, '_blank', 'noopener');
  };
  return (
    <section>
      <PageHeader title={a.title}>
        <p>
          <ActionStatusTag status={a.status} /> <Link to={auditPaths.issueTracker}>{t('action.back')}</Link>
        </p>
      </PageHeader>
      <div className="card">
        <dl className="audit-detail">
          <dt>{t('action.audit')}</dt>
          <dd>{a.engagementId ? a.engagementTitle : t('action.outside')}</dd>
          <dt>{t('action.finding')}</dt>
          <dd>
            {a.findingTitle} <RatingTag rating={a.rating} />
          </dd>
          <dt>{t('action.owner')}</dt>
          <dd>{a.owner.fullName}</dd>
          <dt>{t('action.due')}</dt>
          <dd>{a.dueOn}</dd>
          <dt>{t('action.age')}</dt>
          <dd>{a.ageDays}</dd>
        </dl>
        {a.validationNote ? <p>{t('action.lastNote', { note: a.validationNote })}</p> : null}
      </div>
      <section className="card audit-section" aria-label={t('action.progress')}>
        <h2>{t('action.progress')}</h2>
        {action.data.progress.length === 0 ? <p>{t('action.noProgress')}</p> : null}
        <ul>
          {action.data.progress.map((p) => (
            <li key={p.id}>
              {p.at.slice(0, 10)} · {p.by.name} · {t(`action.statusOf.${p.status}`)}: {p.note}
              {p.files.map((f) => (
                <Button
                  key={f.fileId}
                  link
                  label={f.filename}
                  onClick={() => void openFile(p.id, f.fileId)}
                />
              ))}
            </li>
          ))}
        </ul>
      </section>
      {a.state !== 'Closed' && a.state !== 'Implemented' ? (
        <div className="card">
          <h2>{t('action.addProgress')}</h2>
          <ProgressForm key={a.version} action={a} />
        </div>
      ) : null}
      {a.state === 'Implemented' ? (
        <div className="card">
          <h2>{t('action.validate')}</h2>
          <ValidateForm key={a.version} action={a} />
        </div>
      ) : null}
    </section>
  );
};
