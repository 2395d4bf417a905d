import {
  ZAddProcessDescriptionRequestSchema,
  ZEditProcessDescriptionRequestSchema,
  type TProcessDescription,
} from '@stratum/contracts';

import { Link, useNavigate, useParams } from 'react-router';

import { useTranslation } from 'react-i18next';

import type { z } from 'zod';
import { Form, TextAreaField, TextField, useZodForm } from '../../../components/form';

import { ListPage, type ListColumn } from '../../../components/list-page';

import { useServerTable } from '../../../components/use-server-table';

import { notify } from '../../../lib/notify';

import { engagementRoutes, useEngagementWrite } from './api';

import { ArtefactPage, doesFieldwork } from './artefact-page';

import { useManagedEngagement } from './manage-layout';

import { auditPaths } from './paths';

import { ReviewStatus } from './review-panel';

/** spec §2 process-description: the processes of the audited area. */
export const ProcessList = () => {
  const { t } = useTranslation('audit-engagement');
  const e = useManagedEngagement();
  const table = useServerTable({ route: engagementRoutes.listProcesses, params: { engagementId: e.id } });
  const columns: ListColumn<TProcessDescription>[] = [
    {
      field: 'name',
      header: t('process.name'),
      body: (p) => <Link to={auditPaths.processDetail(e.id, p.id)}>{p.name}</Link>,
    },
    { field: 'owner', header: t('process.owner') },
    { field: 'rcmCount', header: t('process.rcmCount') },
    {
      field: 'status',
      header: t('fields.status'),
      body: (p) => <ReviewStatus artefact={p} />,
      csv: (p) => p.status,
    },
  ];
  return (
    <ListPage
      title={t('sub.process-description')}
      table={table}
      columns={columns}
      emptyTitle={t('process.empty')}
      actions={
        doesFieldwork(e) ? (
          <Link className="p-button" to={auditPaths.processAdd(e.id)}>
            <i className="pi pi-plus" aria-hidden="true" /> {t('process.add')}
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
  name: string;
  owner: string;
  description: string;
}

const ProcessFields = () => {
  const { t } = useTranslation('audit-engagement');
  return (
    <>
      <TextField name="name" label={t('process.name')} />
      <TextField name="owner" label={t('process.owner')} />
      <TextAreaField name="description" label={t('process.description')} />
    </>
  );
};

/** spec §2 add process and edit process. */
export const ProcessForm = () => {
  const { t } = useTranslation('audit-engagement');
  const { processId } = useParams();
  const e = useManagedEngagement();
  if (!processId) return <ProcessFormCard title={t('process.add')} />;
  return (
    <ArtefactPage kind="process" id={processId} backTo={auditPaths.processes(e.id)}>
      {(p) => <ProcessFormCard key={p.version} title={t('process.edit')} process={p} />}
    </ArtefactPage>
  );
};

const ProcessFormCard = ({ title, process }: { title: string; process?: TProcessDescription }) => {
  const { t } = useTranslation('audit-engagement');
  const e = useManagedEngagement();
  const navigate = useNavigate();
  const add = useEngagementWrite('addProcess');
  const edit = useEngagementWrite('editProcess');
  const schema = process ? ZEditProcessDescriptionRequestSchema : ZAddProcessDescriptionRequestSchema;
  const form = useZodForm<Values, z.output<typeof ZEditProcessDescriptionRequestSchema>>(
    schema as unknown as z.ZodType<z.output<typeof ZEditProcessDescriptionRequestSchema>, Values>,
    process
      ? {
          engagementId: e.id,
          id: process.id,
          version: process.version,
          name: process.name,
          owner: process.owner,
          description: process.description,
        }
      : { engagementId: e.id, name: '', owner: '', description: '' },
  );
  const write = process ? edit : add;
  return (
    <div className="card">
      <h2>{title}</h2>
      <Form
        label={title}
        form={form}
        submitLabel={process ? t('save') : t('process.add')}
        pending={write.isPending}
        error={write.error}
        onSubmit={async (input) => {
          const { item } = process ? await edit.mutateAsync({ input }) : await add.mutateAsync({ input });
          notify({ severity: 'success', summary: t('saved', { name: item.name }) });
          await navigate(auditPaths.processDetail(e.id, item.id));
        }}
      >
        <ProcessFields />
      </Form>
    </div>
  );
};

/** spec §2 process-manage detail: the description, its review and sign-offs. */
export const ProcessDetail = () => {
  const { t } = useTranslation('audit-engagement');
  const { processId = '' } = useParams();
  const e = useManagedEngagement();
  return (
    <ArtefactPage kind="process" id={processId} backTo={auditPaths.processes(e.id)}>
      {(p) => (
        <div className="card">
          <h2>{p.name}</h2>
          <dl className="audit-detail">
            <dt>{t('process.owner')}</dt>
            <dd>{p.owner || '—'}</dd>
            <dt>{t('process.description')}</dt>
            <dd>{p.description}</dd>
            <dt>{t('process.rcmCount')}</dt>
            <dd>
              <Link to={auditPaths.rcm(e.id)}>{p.rcmCount}</Link>
            </dd>
          </dl>
          {doesFieldwork(e) && p.status !== 'Sent' ? (
            <Link className="p-button p-button-secondary" to={auditPaths.processEdit(e.id, p.id)}>
              {t('process.edit')}
            </Link>
          ) : null}
        </div>
      )}
    </ArtefactPage>
  );
};
