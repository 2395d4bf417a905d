import { ZAddScopeRequestSchema, ZEditScopeRequestSchema, type TScope } from '@stratum/contracts';

import { Button } from 'primereact/button';

import { Dialog } from 'primereact/dialog';

import { InputTextarea } from 'primereact/inputtextarea';

import { useId, useState } from 'react';

import { Link, useNavigate, useParams } from 'react-router';

import { useTranslation } from 'react-i18next';

import type { z } from 'zod';
import { DateField, Form, TextAreaField, TextField, useZodForm } from '../../../components/form';

import { ListPage, type ListColumn } from '../../../components/list-page';

import { useServerTable } from '../../../components/use-server-table';

import { notify } from '../../../lib/notify';

import { engagementRoutes, useEngagementWrite } from './api';

import { ArtefactPage, doesFieldwork } from './artefact-page';

import { blanksToNull } from './fields';
import { useManagedEngagement } from './manage-layout';

import { auditPaths } from './paths';

import { ReviewStatus } from './review-panel';

/** spec §2 scope: the engagement's scope entries and their review. */
export const ScopeList = () => {
  const { t } = useTranslation('audit-engagement');
  const e = useManagedEngagement();
  const table = useServerTable({ route: engagementRoutes.listScopes, params: { engagementId: e.id } });
  const columns: ListColumn<TScope>[] = [
    {
      field: 'title',
      header: t('fields.title'),
      body: (s) => <Link to={auditPaths.scopeEdit(e.id, s.id)}>{s.title}</Link>,
    },
    { field: 'inScope', header: t('scope.inScope') },
    {
      field: 'status',
      header: t('fields.status'),
      body: (s) => <ReviewStatus artefact={s} />,
      csv: (s) => s.status,
    },
  ];
  return (
    <ListPage
      title={t('sub.scope')}
      table={table}
      columns={columns}
      emptyTitle={t('scope.empty')}
      actions={
        doesFieldwork(e) ? (
          <Link className="p-button" to={auditPaths.scopeAdd(e.id)}>
            <i className="pi pi-plus" aria-hidden="true" /> {t('scope.add')}
          </Link>
        ) : null
      }
    />
  );
};

interface Values {
  engagementId: string;
  id?: string;
  version?: number;
  title: string;
  inScope: string;
  outOfScope: string;
  periodFrom: string;
  periodTo: string;
}

const ScopeFields = () => {
  const { t } = useTranslation('audit-engagement');
  return (
    <>
      <TextField name="title" label={t('fields.title')} />
      <TextAreaField name="inScope" label={t('scope.inScope')} />
      <TextAreaField name="outOfScope" label={t('scope.outOfScope')} />
      <div className="audit-form-row">
        <DateField name="periodFrom" label={t('scope.periodFrom')} />
        <DateField name="periodTo" label={t('scope.periodTo')} />
      </div>
    </>
  );
};

const PERIOD = ['periodFrom', 'periodTo'];

/** spec §2 scope/add. */
export const ScopeAdd = () => {
  const { t } = useTranslation('audit-engagement');
  const e = useManagedEngagement();
  const navigate = useNavigate();
  const add = useEngagementWrite('addScope');
  const form = useZodForm<Values, z.output<typeof ZAddScopeRequestSchema>>(
    blanksToNull(ZAddScopeRequestSchema, PERIOD) as unknown as z.ZodType<
      z.output<typeof ZAddScopeRequestSchema>,
      Values
    >,
    { engagementId: e.id, title: '', inScope: '', outOfScope: '', periodFrom: '', periodTo: '' },
  );
  return (
    <div className="card">
      <h2>{t('scope.add')}</h2>
      <Form
        label={t('scope.add')}
        form={form}
        submitLabel={t('scope.add')}
        pending={add.isPending}
        error={add.error}
        onSubmit={async (input) => {
          const { item } = await add.mutateAsync({ input });
          notify({ severity: 'success', summary: t('saved', { name: item.title }) });
          await navigate(auditPaths.scopeEdit(e.id, item.id));
        }}
      >
        <ScopeFields />
      </Form>
    </div>
  );
};

/** spec §2 scope/edit/{scopeId}: the entry, its review, and "allow scope change" with a reason. */
export const ScopeEdit = () => {
  const { scopeId = '' } = useParams();
  const e = useManagedEngagement();
  return (
    <ArtefactPage kind="scope" id={scopeId} backTo={auditPaths.scope(e.id)}>
      {(scope) => <ScopeForm key={scope.version} scope={scope} />}
    </ArtefactPage>
  );
};

const ScopeForm = ({ scope }: { scope: TScope }) => {
  const { t } = useTranslation('audit-engagement');
  const e = useManagedEngagement();
  const edit = useEngagementWrite('editScope');
  const form = useZodForm<Values, z.output<typeof ZEditScopeRequestSchema>>(
    blanksToNull(ZEditScopeRequestSchema, PERIOD) as unknown as z.ZodType<
      z.output<typeof ZEditScopeRequestSchema>,
      Values
    >,
    {
      engagementId: e.id,
      id: scope.id,
      version: scope.version,
      title: scope.title,
      inScope: scope.inScope,
      outOfScope: scope.outOfScope,
      periodFrom: scope.periodFrom ?? '',
      periodTo: scope.periodTo ?? '',
    },
  );
  const editable = doesFieldwork(e) && (scope.status === 'Draft' || scope.status === 'Not Approved');
  return (
    <div className="card">
      <h2>{scope.title}</h2>
      {scope.changeReason ? (
        <p className="audit-hint">
          {t('scope.changeReason')}: {scope.changeReason}
        </p>
      ) : null}
      {editable ? (
        <Form
          label={t('scope.edit')}
          form={form}
          submitLabel={t('save')}
          pending={edit.isPending}
          error={edit.error}
          onSubmit={async (input) => {
            await edit.mutateAsync({ input });
            notify({ severity: 'success', summary: t('saved', { name: input.title }) });
          }}
        >
          <ScopeFields />
        </Form>
      ) : (
        <dl className="audit-detail">
          <dt>{t('scope.inScope')}</dt>
          <dd>{scope.inScope}</dd>
          <dt>{t('scope.outOfScope')}</dt>
          <dd>{scope.outOfScope || '—'}</dd>
          <dt>{t('scope.period')}</dt>
          <dd>
            {scope.periodFrom ?? '—'} – {scope.periodTo ?? '—'}
          </dd>
        </dl>
      )}
      {scope.status === 'Approved' && e.status === 'Open' && e.myRoles.some((r) => r !== 'performer') ? (
        <AllowScopeChange scope={scope} />
      ) : null}
    </div>
  );
};

const AllowScopeChange = ({ scope }: { scope: TScope }) => {
  const { t } = useTranslation('audit-engagement');
  const e = useManagedEngagement();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const allow = useEngagementWrite('allowScopeChange');
  return (
    <>
      <Button
        label={t('scope.allowChange')}
        icon="pi pi-unlock"
        severity="warning"
        onClick={() => setOpen(true)}
      />
      <Dialog
        header={t('scope.allowChange')}
        visible={open}
        onHide={() => setOpen(false)}
        style={{ width: 'min(32rem, 95vw)' }}
      >
        <label htmlFor={reasonId}>{t('scope.reason')}</label>
        <InputTextarea
          id={reasonId}
          rows={3}
          autoResize
          value={reason}
          onChange={(ev) => setReason(ev.target.value)}
        />
        <Button
          label={t('scope.allowChange')}
          disabled={reason.trim() === ''}
          loading={allow.isPending}
          onClick={() =>
            void allow
              .mutateAsync({
                input: { engagementId: e.id, id: scope.id, version: scope.version, reason: reason.trim() },
              })
              .then(() => {
                setOpen(false);
                notify({ severity: 'success', summary: t('scope.changeAllowed') });
              })
          }
        />
      </Dialog>
    </>
  );
};
