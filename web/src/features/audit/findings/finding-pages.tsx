import {
  AUDIT_FINDING_LEVELS,
  ROOT_CAUSE_CATEGORIES,
  ZAddFindingRequestSchema,
  ZUpdateFindingRequestSchema,
  type TAddFindingRequest,
  type TFinding,
  type TUpdateFindingRequest,
} from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { DropdownField, Form, TextAreaField, TextField, useZodForm } from '../../../components/form';
import { MultiSelectField } from '../../../components/form/multi-select-field';
import { ListPage, type ListColumn } from '../../../components/list-page';
import { Loading } from '../../../components/loading';
import { useServerTable } from '../../../components/use-server-table';
import { notify } from '../../../lib/notify';
import { useActiveEmployees } from '../engagement/api';
import { ArtefactPage, doesFieldwork } from '../engagement/artefact-page';
import { useManagedEngagement } from '../engagement/manage-layout';
import { auditPaths } from '../engagement/paths';
import { ReviewStatus } from '../engagement/review-panel';
import { useRouteMutation } from '../../../lib/query';
import { ExportFileButtons } from '../../scorecard';
import { findingRoutes, useFindingWrite, useRegisterRisks } from './api';
import { useEngagementPapers } from './papers';

/** spec §9 three-level colours: High red, Medium orange, Low green. */
const RATING_SEVERITY = { High: 'danger', Medium: 'warning', Low: 'success' } as const;

export const RatingTag = ({ rating }: { rating: TFinding['rating'] }) => {
  const { t } = useTranslation('audit-findings');
  return <Tag value={t(`rating.${rating}`)} severity={RATING_SEVERITY[rating]} />;
};

/** The engagement's findings, with their rating and review. */
export const FindingList = () => {
  const { t } = useTranslation('audit-findings');
  const e = useManagedEngagement();
  const table = useServerTable({
    route: findingRoutes.listFindings,
    params: { engagementId: e.id },
    pageSize: 50,
  });
  const exporter = useRouteMutation(findingRoutes.exportFindings);
  const columns: ListColumn<TFinding>[] = [
    {
      field: 'title',
      header: t('fields.title'),
      body: (f) => <Link to={auditPaths.findingDetail(e.id, f.id)}>{f.title}</Link>,
    },
    {
      field: 'rating',
      header: t('fields.rating'),
      body: (f) => <RatingTag rating={f.rating} />,
      csv: (f) => f.rating,
    },
    {
      field: 'rootCauses',
      header: t('fields.rootCauses'),
      body: (f) => f.rootCauses.length,
      csv: (f) => f.rootCauses.length,
    },
    {
      field: 'risks',
      header: t('fields.risks'),
      body: (f) => f.risks.map((r) => r.title).join(', '),
      csv: (f) => f.risks.map((r) => r.title).join(', '),
    },
    {
      field: 'status',
      header: t('fields.status'),
      body: (f) => <ReviewStatus artefact={f} />,
      csv: (f) => f.status,
    },
  ];
  return (
    <ListPage
      title={t('title')}
      table={table}
      columns={columns}
      exportName="findings"
      emptyTitle={t('empty')}
      actions={
        <>
          <ExportFileButtons exporter={exporter} input={{ engagementId: e.id }} />
          {doesFieldwork(e) ? (
            <Link className="p-button" to={auditPaths.findingAdd(e.id)}>
              <i className="pi pi-plus" aria-hidden="true" /> {t('add')}
            </Link>
          ) : null}
        </>
      }
    />
  );
};

interface Values {
  engagementId: string;
  id?: string;
  version?: number;
  title: string;
  criteria: string;
  condition: string;
  cause: string;
  effect: string;
  rootCauses: { id?: string; category: string; description: string }[];
  rating: string;
  recommendation: string;
  paperIds: string[];
  riskIds: string[];
  mrOwnerIds: string[];
}

/** The form's risk list becomes the request's risk links (controls are kept as they were). */
const withRisks = <S extends typeof ZAddFindingRequestSchema | typeof ZUpdateFindingRequestSchema>(
  schema: S,
  finding?: TFinding,
) =>
  z.preprocess(
    ({ riskIds, ...rest }: Values) => ({
      ...rest,
      risks: riskIds.map((riskId) => ({
        riskId,
        controlIds: finding?.risks.find((r) => r.riskId === riskId)?.controls.map((c) => c.id) ?? [],
      })),
    }),
    schema,
  );

/** The root causes as a list: each a category and what it is; add and remove rows. */
export const RootCausesEditor = () => {
  const { t } = useTranslation('audit-findings');
  const { control } = useFormContext<Values>();
  const rows = useFieldArray({ control, name: 'rootCauses' });
  return (
    <fieldset className="audit-root-causes">
      <legend>{t('fields.rootCauses')}</legend>
      {rows.fields.length === 0 ? <p>{t('rootCause.none')}</p> : null}
      {rows.fields.map((row, i) => (
        <div
          key={row.id}
          className="audit-form-row"
          aria-label={t('rootCause.row', { n: String(i + 1) })}
          role="group"
        >
          <DropdownField
            name={`rootCauses.${i}.category`}
            label={t('rootCause.category', { n: String(i + 1) })}
            options={ROOT_CAUSE_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
          />
          <TextField
            name={`rootCauses.${i}.description`}
            label={t('rootCause.description', { n: String(i + 1) })}
          />
          <Button
            type="button"
            text
            severity="danger"
            icon="pi pi-trash"
            label={t('rootCause.remove')}
            onClick={() => rows.remove(i)}
          />
        </div>
      ))}
      <Button
        type="button"
        outlined
        icon="pi pi-plus"
        label={t('rootCause.add')}
        onClick={() => rows.append({ category: 'Process', description: '' })}
      />
    </fieldset>
  );
};

const FindingForm = ({ finding }: { finding?: TFinding }) => {
  const { t } = useTranslation('audit-findings');
  const e = useManagedEngagement();
  const navigate = useNavigate();
  const papers = useEngagementPapers(e.id);
  const risks = useRegisterRisks();
  const employees = useActiveEmployees();
  const add = useFindingWrite('addFinding');
  const update = useFindingWrite('updateFinding');
  const schema: z.ZodType<TAddFindingRequest | TUpdateFindingRequest, Values> = finding
    ? withRisks(ZUpdateFindingRequestSchema, finding)
    : withRisks(ZAddFindingRequestSchema);
  const form = useZodForm(
    schema,
    finding
      ? {
          engagementId: e.id,
          id: finding.id,
          version: finding.version,
          title: finding.title,
          criteria: finding.criteria,
          condition: finding.condition,
          cause: finding.cause,
          effect: finding.effect,
          rootCauses: finding.rootCauses.map((r) => ({
            id: r.id,
            category: r.category,
            description: r.description,
          })),
          rating: finding.rating,
          recommendation: finding.recommendation,
          paperIds: finding.papers.map((p) => p.id),
          riskIds: finding.risks.map((r) => r.riskId),
          mrOwnerIds: finding.mrOwners.map((o) => o.employeeId),
        }
      : {
          engagementId: e.id,
          title: '',
          criteria: '',
          condition: '',
          cause: '',
          effect: '',
          rootCauses: [],
          rating: 'Medium',
          recommendation: '',
          paperIds: [],
          riskIds: [],
          mrOwnerIds: [],
        },
  );
  if (papers.isPending || risks.isPending || employees.isPending) return <Loading />;
  const write = finding ? update : add;
  const title = finding ? t('edit') : t('add');
  return (
    <div className="card">
      <h2>{title}</h2>
      <Form
        label={title}
        form={form}
        submitLabel={finding ? t('save') : t('add')}
        pending={write.isPending}
        error={write.error}
        onSubmit={async (input) => {
          const { item } =
            'id' in input ? await update.mutateAsync({ input }) : await add.mutateAsync({ input });
          notify({ severity: 'success', summary: t('saved', { name: item.title }) });
          if (!finding) await navigate(auditPaths.findingDetail(e.id, item.id));
        }}
      >
        <TextField name="title" label={t('fields.title')} />
        <TextAreaField name="criteria" label={t('fields.criteria')} />
        <TextAreaField name="condition" label={t('fields.condition')} />
        <TextAreaField name="cause" label={t('fields.cause')} />
        <TextAreaField name="effect" label={t('fields.effect')} />
        <RootCausesEditor />
        <DropdownField
          name="rating"
          label={t('fields.rating')}
          options={AUDIT_FINDING_LEVELS.map((l) => ({ value: l, label: t(`rating.${l}`) }))}
        />
        <TextAreaField name="recommendation" label={t('fields.recommendation')} />
        <MultiSelectField
          name="paperIds"
          label={t('fields.papers')}
          options={(papers.data?.list ?? []).map((p) => ({ value: p.id, label: p.title }))}
        />
        <MultiSelectField
          name="riskIds"
          label={t('fields.risks')}
          options={(risks.data?.list ?? []).map((r) => ({ value: r.id, label: r.title }))}
        />
        <MultiSelectField
          name="mrOwnerIds"
          label={t('fields.mrOwners')}
          hint={t('mrOwnersHint')}
          options={(employees.data?.list ?? []).map((p) => ({ value: p.id, label: p.fullName }))}
        />
      </Form>
    </div>
  );
};

export const FindingAdd = () => <FindingForm />;

/** A finding: its content (editable by the team unless it is with the reviewers), review and sign-offs. */
export const FindingDetail = () => {
  const { t } = useTranslation('audit-findings');
  const { findingId: id = '' } = useParams();
  const e = useManagedEngagement();
  const remove = useFindingWrite('deleteFinding');
  const navigate = useNavigate();
  return (
    <ArtefactPage kind="finding" id={id} backTo={auditPaths.findings(e.id)}>
      {(finding) => (
        <>
          <section className="card audit-section" aria-label={t('linkedRisks')}>
            <h2>
              {finding.title} <RatingTag rating={finding.rating} />
            </h2>
            <h3>{t('linkedRisks')}</h3>
            {finding.risks.length === 0 ? <p>{t('noRisks')}</p> : null}
            <ul>
              {finding.risks.map((r) => (
                <li key={r.riskId}>
                  {r.title} — {t('riskLevel')}: {r.level ?? t('unrated')}
                  {r.inRegister ? null : ` (${t('riskGone')})`}
                  {r.controls.length ? ` · ${r.controls.map((c) => c.name).join(', ')}` : null}
                </li>
              ))}
            </ul>
            <p>
              {t('fields.mrOwners')}: {finding.mrOwners.map((o) => o.fullName).join(', ') || '—'} ·{' '}
              <Link to={auditPaths.managementResponse(e.id, finding.id)}>{t('responseLink')}</Link>
            </p>
            <h3>{t('fields.rootCauses')}</h3>
            <ul>
              {finding.rootCauses.map((r) => (
                <li key={r.id}>
                  <strong>{t(`category.${r.category}`)}</strong>: {r.description}
                </li>
              ))}
            </ul>
          </section>
          {doesFieldwork(e) && finding.status !== 'Sent' ? (
            <FindingForm key={finding.version} finding={finding} />
          ) : (
            <div className="card">
              <dl className="audit-detail">
                <dt>{t('fields.criteria')}</dt>
                <dd>{finding.criteria}</dd>
                <dt>{t('fields.condition')}</dt>
                <dd>{finding.condition}</dd>
                <dt>{t('fields.cause')}</dt>
                <dd>{finding.cause || '—'}</dd>
                <dt>{t('fields.effect')}</dt>
                <dd>{finding.effect || '—'}</dd>
                <dt>{t('fields.recommendation')}</dt>
                <dd>{finding.recommendation}</dd>
                <dt>{t('fields.papers')}</dt>
                <dd>{finding.papers.map((p) => p.title).join(', ') || '—'}</dd>
              </dl>
            </div>
          )}
          {doesFieldwork(e) && finding.status === 'Draft' && !finding.changedAfterApproval ? (
            <Button
              severity="danger"
              outlined
              icon="pi pi-trash"
              label={t('delete')}
              loading={remove.isPending}
              onClick={() =>
                void remove
                  .mutateAsync({ input: { engagementId: e.id, id: finding.id, version: finding.version } })
                  .then(() => navigate(auditPaths.findings(e.id)))
              }
            />
          ) : null}
        </>
      )}
    </ArtefactPage>
  );
};
