import type { ArtefactKind, TAuditSignOff, TAuditTask } from '@stratum/contracts';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { namedTable } from '../../../components/table-name';
import { UrlTabs } from '../../../components/url-tabs';
import { useMyCompleted, useMyTaskCount, useMyTasks } from './api';
import { artefactPath, auditPaths, pendingTaskPath } from './paths';
import './audit-engagement.css';

/** spec §2 my-task: what waits on me in each role, and the decisions I signed off. */
export const Component = () => {
  const { t } = useTranslation('audit-engagement');
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'completed' ? 'completed' : 'pending';
  const counts = useMyTaskCount();
  return (
    <section>
      <PageHeader title={t('myTask.title')}>
        <p>
          {counts.data
            ? t('myTask.counts', {
                reviewer: String(counts.data.item.reviewer),
                performer: String(counts.data.item.performer),
              })
            : null}
        </p>
      </PageHeader>
      <UrlTabs
        label={t('myTask.title')}
        current={tab}
        tabs={[
          { id: 'pending', to: auditPaths.myTasks('pending'), label: t('myTask.pending') },
          { id: 'completed', to: auditPaths.myTasks('completed'), label: t('myTask.completed') },
        ]}
      />
      {tab === 'pending' ? <Pending /> : <Completed />}
    </section>
  );
};

const Pending = () => {
  const { t } = useTranslation('audit-engagement');
  const tasks = useMyTasks();
  const label = t('myTask.pending');
  return (
    <DataTable
      pt={namedTable(label)}
      value={tasks.data?.list ?? []}
      loading={tasks.isPending}
      dataKey="artefactId"
      emptyMessage={<EmptyState title={t('myTask.none')} />}
    >
      <Column
        field="artefactTitle"
        header={t('myTask.item')}
        body={(x: TAuditTask) => (
          <Link to={pendingTaskPath(x.kind, x.engagementId, x.artefactId, x.role)}>{x.artefactTitle}</Link>
        )}
      />
      <Column field="kind" header={t('myTask.kind')} body={(x: TAuditTask) => t(`kinds.${x.kind}`)} />
      <Column field="engagementTitle" header={t('myTask.audit')} />
      <Column field="role" header={t('myTask.role')} body={(x: TAuditTask) => t(`roles.${x.role}`)} />
      <Column field="status" header={t('fields.status')} body={(x: TAuditTask) => t(`status.${x.status}`)} />
      <Column
        field="since"
        header={t('myTask.since')}
        body={(x: TAuditTask) => <DateText value={x.since} format="dateTime" />}
      />
    </DataTable>
  );
};

const Completed = () => {
  const { t } = useTranslation('audit-engagement');
  const done = useMyCompleted();
  const label = t('myTask.completed');
  return (
    <DataTable
      pt={namedTable(label)}
      value={done.data?.list ?? []}
      loading={done.isPending}
      dataKey="id"
      emptyMessage={<EmptyState title={t('myTask.noneCompleted')} />}
    >
      <Column
        field="artefactTitle"
        header={t('myTask.item')}
        body={(s: TAuditSignOff) => (
          <Link to={`${auditPaths.myTasks('completed').split('?')[0]}/completed/${s.id}`}>
            {s.artefactTitle}
          </Link>
        )}
      />
      <Column field="kind" header={t('myTask.kind')} body={(s: TAuditSignOff) => t(`kinds.${s.kind}`)} />
      <Column
        field="decision"
        header={t('signOffs.decision')}
        body={(s: TAuditSignOff) => t(`status.${s.decision}`)}
      />
      <Column
        field="at"
        header={t('signOffs.at')}
        body={(s: TAuditSignOff) => <DateText value={s.at} format="dateTime" />}
      />
    </DataTable>
  );
};

const KIND_OF: Record<string, ArtefactKind> = {
  audit: 'scope',
  process: 'process',
  risk: 'risk',
  paper: 'paper',
};

/**
 * spec §2 my-task pending views (/{id}/{role}; a paper's /{id}/{auditId}/{role}): the item is
 * reviewed where it lives, so the view opens it there.
 */
export const PendingView = () => {
  const { t } = useTranslation('audit-engagement');
  const { kind = '', id = '', auditId } = useParams();
  const tasks = useMyTasks();
  // A paper's view names its audit (`paper/{id}/{auditId}/{role}`): nothing to look up.
  if (auditId) return <Navigate replace to={artefactPath('paper', auditId, id)} />;
  const artefactKind = KIND_OF[kind];
  if (tasks.isPending) return <Loading />;
  const task = tasks.data?.list.find((x) => x.artefactId === id);
  if (!artefactKind || !task)
    return (
      <EmptyState
        card
        title={t('myTask.gone')}
        action={<Link to={auditPaths.myTasks()}>{t('myTask.title')}</Link>}
      />
    );
  return <Navigate replace to={artefactPath(artefactKind, task.engagementId, id)} />;
};

/** spec §2 my-task completed /{id}: one decision I signed off, with the content hash it recorded. */
export const CompletedView = () => {
  const { t } = useTranslation('audit-engagement');
  const { id = '' } = useParams();
  const done = useMyCompleted();
  if (done.isPending) return <Loading />;
  const s = done.data?.list.find((x) => x.id === id);
  if (!s)
    return (
      <EmptyState
        card
        title={t('myTask.gone')}
        action={<Link to={auditPaths.myTasks('completed')}>{t('myTask.title')}</Link>}
      />
    );
  return (
    <section className="card">
      <h2>{s.artefactTitle}</h2>
      <dl className="audit-detail">
        <dt>{t('signOffs.decision')}</dt>
        <dd>{t(`status.${s.decision}`)}</dd>
        <dt>{t('signOffs.at')}</dt>
        <dd>
          <DateText value={s.at} format="dateTime" />
        </dd>
        <dt>{t('signOffs.note')}</dt>
        <dd>{s.note || '—'}</dd>
        <dt>{t('signOffs.hash')}</dt>
        <dd>
          <code>{s.contentHash}</code>
        </dd>
      </dl>
      <Link to={artefactPath(s.kind, s.engagementId, s.artefactId)}>{t('myTask.open')}</Link>
    </section>
  );
};
