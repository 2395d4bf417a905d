import {
  RCM_CONTROL_TYPES,
  RCM_RISK_RATINGS,
  ZAddRcmRowRequestSchema,
  ZEditRcmRowRequestSchema,
  type TRcmRow,
} from '@stratum/contracts';

import { Link, useNavigate, useParams } from 'react-router';

import { useTranslation } from 'react-i18next';

import type { z } from 'zod';
import { DropdownField, Form, TextAreaField, TextField, useZodForm } from '../../../components/form';

import { ListPage, type ListColumn } from '../../../components/list-page';

import { Loading } from '../../../components/loading';

import { useServerTable } from '../../../components/use-server-table';

import { notify } from '../../../lib/notify';

import { engagementRoutes, useEngagementWrite, useProcesses } from './api';

import { ArtefactPage, doesFieldwork } from './artefact-page';

import { blanksToNull } from './fields';
import { useManagedEngagement } from './manage-layout';

import { auditPaths } from './paths';

import { ReviewStatus } from './review-panel';

/** spec §2 risk-control-matrix: risks and controls per process, with the planned tests. */
export const RcmList = () => {
  const { t } = useTranslation('audit-engagement');
  const e = useManagedEngagement();
  const table = useServerTable({
    route: engagementRoutes.listRcmRows,
    params: { engagementId: e.id },
    pageSize: 50,
  });
  const columns: ListColumn<TRcmRow>[] = [
    { field: 'processName', header: t('rcm.process') },
    {
      field: 'risk',
      header: t('rcm.risk'),
      body: (r) => <Link to={auditPaths.rcmDetail(e.id, r.id)}>{r.risk}</Link>,
    },
    { field: 'riskRating', header: t('rcm.rating') },
    { field: 'control', header: t('rcm.control') },
    { field: 'controlType', header: t('rcm.controlType') },
    {
      field: 'status',
      header: t('fields.status'),
      body: (r) => <ReviewStatus artefact={r} />,
      csv: (r) => r.status,
    },
  ];
  return (
    <ListPage
      title={t('sub.risk-control-matrix')}
      table={table}
      columns={columns}
      exportName="risk-control-matrix"
      emptyTitle={t('rcm.empty')}
      actions={
        doesFieldwork(e) ? (
          <Link className="p-button" to={auditPaths.rcmAdd(e.id)}>
            <i className="pi pi-plus" aria-hidden="true" /> {t('rcm.add')}
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
  processId: string;
  risk: string;
  riskRating: string;
  registerRiskId: string;
  control: string;
  controlType: string;
  testOfDesign: string;
  testOfEffectiveness: string;
}

const valuesOf = (engagementId: string, r?: TRcmRow): Values =>
  r
    ? {
        engagementId,
        id: r.id,
        version: r.version,
        processId: r.processId,
        risk: r.risk,
        riskRating: r.riskRating,
        registerRiskId: r.registerRiskId ?? '',
        control: r.control,
        controlType: r.controlType,
        testOfDesign: r.testOfDesign,
        testOfEffectiveness: r.testOfEffectiveness,
      }
    : {
        engagementId,
        processId: '',
        risk: '',
        riskRating: 'Medium',
        registerRiskId: '',
        control: '',
        controlType: 'Preventative',
        testOfDesign: '',
        testOfEffectiveness: '',
      };

const RcmForm = ({ row }: { row?: TRcmRow }) => {
  const { t } = useTranslation('audit-engagement');
  const e = useManagedEngagement();
  const navigate = useNavigate();
  const processes = useProcesses(e.id);
  const add = useEngagementWrite('addRcmRow');
  const edit = useEngagementWrite('editRcmRow');
  const schema = blanksToNull(row ? ZEditRcmRowRequestSchema : ZAddRcmRowRequestSchema, ['registerRiskId']);
  const form = useZodForm<Values, z.output<typeof ZEditRcmRowRequestSchema>>(
    schema as unknown as z.ZodType<z.output<typeof ZEditRcmRowRequestSchema>, Values>,
    valuesOf(e.id, row),
  );
  if (processes.isPending) return <Loading />;
  const write = row ? edit : add;
  const title = row ? t('rcm.edit') : t('rcm.add');
  return (
    <div className="card">
      <h2>{title}</h2>
      <Form
        label={title}
        form={form}
        submitLabel={row ? t('save') : t('rcm.add')}
        pending={write.isPending}
        error={write.error}
        onSubmit={async (input) => {
          const { item } = row ? await edit.mutateAsync({ input }) : await add.mutateAsync({ input });
          notify({ severity: 'success', summary: t('rcm.saved') });
          if (!row) await navigate(auditPaths.rcmDetail(e.id, item.id));
        }}
      >
        <DropdownField
          name="processId"
          label={t('rcm.process')}
          options={(processes.data?.list ?? []).map((p) => ({ value: p.id, label: p.name }))}
        />
        <TextAreaField name="risk" label={t('rcm.risk')} />
        <div className="audit-form-row">
          <DropdownField
            name="riskRating"
            label={t('rcm.rating')}
            options={RCM_RISK_RATINGS.map((v) => ({ value: v, label: v }))}
          />
          <TextField name="registerRiskId" label={t('rcm.registerRiskId')} hint={t('rcm.registerRiskHint')} />
        </div>
        <TextAreaField name="control" label={t('rcm.control')} />
        <DropdownField
          name="controlType"
          label={t('rcm.controlType')}
          options={RCM_CONTROL_TYPES.map((v) => ({ value: v, label: v }))}
        />
        <TextAreaField name="testOfDesign" label={t('rcm.testOfDesign')} />
        <TextAreaField name="testOfEffectiveness" label={t('rcm.testOfEffectiveness')} />
      </Form>
    </div>
  );
};

/** Adding a row to the matrix. */
export const RcmAdd = () => <RcmForm />;

/** spec §2 risk-control-matrix detail: the row, editable while it is the team's, and its review. */
export const RcmDetail = () => {
  const { t } = useTranslation('audit-engagement');
  const { rowId = '' } = useParams();
  const e = useManagedEngagement();
  return (
    <ArtefactPage kind="risk" id={rowId} backTo={auditPaths.rcm(e.id)}>
      {(row) =>
        doesFieldwork(e) && row.status !== 'Sent' ? (
          <RcmForm key={row.version} row={row} />
        ) : (
          <div className="card">
            <h2>{row.processName}</h2>
            <dl className="audit-detail">
              <dt>{t('rcm.risk')}</dt>
              <dd>
                {row.risk} ({row.riskRating})
              </dd>
              {row.registerRiskTitle ? (
                <>
                  <dt>{t('rcm.registerRisk')}</dt>
                  <dd>{row.registerRiskTitle}</dd>
                </>
              ) : null}
              <dt>{t('rcm.control')}</dt>
              <dd>
                {row.control} ({row.controlType})
              </dd>
              <dt>{t('rcm.testOfDesign')}</dt>
              <dd>{row.testOfDesign || '—'}</dd>
              <dt>{t('rcm.testOfEffectiveness')}</dt>
              <dd>{row.testOfEffectiveness || '—'}</dd>
            </dl>
          </div>
        )
      }
    </ArtefactPage>
  );
};
