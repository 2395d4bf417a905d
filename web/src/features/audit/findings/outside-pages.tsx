import {
  AUDIT_FINDING_LEVELS,
  OUTSIDE_FINDING_SOURCES,
  ZAddOutsideFindingRequestSchema,
  ZUpdateOutsideFindingRequestSchema,
  type TAddOutsideFindingRequest,
  type TOutsideFinding,
  type TUpdateOutsideFindingRequest,
} from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import {
  DateField,
  DropdownField,
  Form,
  TextAreaField,
  TextField,
  useZodForm,
} from '../../../components/form';
import { MultiSelectField } from '../../../components/form/multi-select-field';
import { ListPage, type ListColumn } from '../../../components/list-page';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useServerTable } from '../../../components/use-server-table';
import { notify } from '../../../lib/notify';
import { routeQueryOptions, useRouteMutation } from '../../../lib/query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ExportFileButtons } from '../../scorecard';
import { useActiveEmployees } from '../engagement/api';
import { auditPaths } from '../engagement/paths';
import { useBusinessUnits } from '../management/api';
import { useResponse } from '../responses/api';
import { ResponseSection } from '../responses/response-page';
import { findingRoutes, useFindingWrite, useRegisterRisks } from './api';
import { RatingTag, RootCausesEditor } from './finding-pages';

/*
 * spec §2 issue-tracker/add-finding: findings raised outside an engagement (an external auditor's,
 * a regulator's, a special review's), their list, and each one's page with its management
 * response, which flows into the issue tracker as an engagement finding's does.
 */

const useOutsideFinding = (id: string) =>
  useQuery(routeQueryOptions(findingRoutes.getOutsideFinding, { id }));

type Source = (typeof OUTSIDE_FINDING_SOURCES)[number];
type Level = (typeof AUDIT_FINDING_LEVELS)[number];

/**
 * The findings outside audits, newest first, filtered on the server by who raised them, rating and
 * words of the title or reference; the Excel and PDF exports follow the filters.
 */
export const OutsideFindingList = () => {
  const { t } = useTranslation('audit-findings');
  const [source, setSource] = useState<Source | null>(null);
  const [rating, setRating] = useState<Level | null>(null);
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const filters = {
    ...(source ? { source } : {}),
    ...(rating ? { rating } : {}),
    ...(q ? { q } : {}),
  };
  const table = useServerTable({ route: findingRoutes.listOutsideFindings, params: filters, pageSize: 50 });
  const exporter = useRouteMutation(findingRoutes.exportOutsideFindings);
  const columns: ListColumn<TOutsideFinding>[] = [
    {
      field: 'title',
      header: t('fields.title'),
      body: (f) => <Link to={auditPaths.outsideFinding(f.id)}>{f.title}</Link>,
    },
    {
      field: 'source',
      header: t('outside.source'),
      body: (f) => `${t(`outside.sources.${f.source}`)}: ${f.reference}`,
      csv: (f) => `${f.source}: ${f.reference}`,
    },
    { field: 'raisedOn', header: t('outside.raisedOn') },
    {
      field: 'unit',
      header: t('outside.unit'),
      body: (f) => f.unit?.name ?? t('outside.wholeCompany'),
      csv: (f) => f.unit?.name ?? '',
    },
    {
      field: 'rating',
      header: t('fields.rating'),
      body: (f) => <RatingTag rating={f.rating} />,
      csv: (f) => f.rating,
    },
  ];
  return (
    <ListPage
      title={t('outside.title')}
      table={table}
      columns={columns}
      exportName="findings-outside-audits"
      emptyTitle={t('outside.empty')}
      filters={
        <>
          <Dropdown
            aria-label={t('outside.source')}
            value={source}
            options={OUTSIDE_FINDING_SOURCES.map((s) => ({ value: s, label: t(`outside.sources.${s}`) }))}
            placeholder={t('outside.anySource')}
            showClear
            onChange={(e) => setSource((e.value as Source | undefined) ?? null)}
          />
          <Dropdown
            aria-label={t('fields.rating')}
            value={rating}
            options={AUDIT_FINDING_LEVELS.map((l) => ({ value: l, label: t(`rating.${l}`) }))}
            placeholder={t('tracker.anyRating')}
            showClear
            onChange={(e) => setRating((e.value as Level | undefined) ?? null)}
          />
          <InputText
            type="search"
            aria-label={t('outside.text')}
            placeholder={t('outside.text')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </>
      }
      actions={
        <>
          <ExportFileButtons exporter={exporter} input={filters} />
          <Link className="p-button" to={auditPaths.addOutsideFinding}>
            <i className="pi pi-plus" aria-hidden="true" /> {t('add')}
          </Link>
        </>
      }
    />
  );
};

interface Values {
  id?: string;
  version?: number;
  source: string;
  reference: string;
  unitId: string;
  raisedOn: string;
  title: string;
  criteria: string;
  condition: string;
  cause: string;
  effect: string;
  rootCauses: { id?: string; category: string; description: string }[];
  rating: string;
  recommendation: string;
  riskIds: string[];
  mrOwnerIds: string[];
}

/** The form's risk list becomes the request's risk links (controls kept), '' unit none. */
const outsideSchema = <
  S extends typeof ZAddOutsideFindingRequestSchema | typeof ZUpdateOutsideFindingRequestSchema,
>(
  schema: S,
  finding?: TOutsideFinding,
) =>
  z.preprocess(
    ({ riskIds, unitId, ...rest }: Values) => ({
      ...rest,
      ...(unitId ? { unitId } : {}),
      risks: riskIds.map((riskId) => ({
        riskId,
        controlIds: finding?.risks.find((r) => r.riskId === riskId)?.controls.map((c) => c.id) ?? [],
      })),
    }),
    schema,
  );

const OutsideFindingForm = ({ finding }: { finding?: TOutsideFinding }) => {
  const { t } = useTranslation('audit-findings');
  const navigate = useNavigate();
  const risks = useRegisterRisks();
  const employees = useActiveEmployees();
  const units = useBusinessUnits();
  const add = useFindingWrite('addOutsideFinding');
  const update = useFindingWrite('updateOutsideFinding');
  const schema: z.ZodType<TAddOutsideFindingRequest | TUpdateOutsideFindingRequest, Values> = finding
    ? outsideSchema(ZUpdateOutsideFindingRequestSchema, finding)
    : outsideSchema(ZAddOutsideFindingRequestSchema);
  const form = useZodForm(
    schema,
    finding
      ? {
          id: finding.id,
          version: finding.version,
          source: finding.source,
          reference: finding.reference,
          unitId: finding.unit?.id ?? '',
          raisedOn: finding.raisedOn,
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
          riskIds: finding.risks.map((r) => r.riskId),
          mrOwnerIds: finding.mrOwners.map((o) => o.employeeId),
        }
      : {
          source: 'External auditor',
          reference: '',
          unitId: '',
          raisedOn: new Date().toISOString().slice(0, 10),
          title: '',
          criteria: '',
          condition: '',
          cause: '',
          effect: '',
          rootCauses: [],
          rating: 'Medium',
          recommendation: '',
          riskIds: [],
          mrOwnerIds: [],
        },
  );
  if (risks.isPending || employees.isPending || units.isPending) return <Loading />;
  const write = finding ? update : add;
  const title = finding ? t('edit') : t('outside.add');
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
          if (!finding) await navigate(auditPaths.outsideFinding(item.id));
        }}
      >
        <DropdownField
          name="source"
          label={t('outside.source')}
          options={OUTSIDE_FINDING_SOURCES.map((s) => ({ value: s, label: t(`outside.sources.${s}`) }))}
        />
        <TextField name="reference" label={t('outside.reference')} hint={t('outside.referenceHint')} />
        <DateField name="raisedOn" label={t('outside.raisedOn')} />
        <DropdownField
          name="unitId"
          label={t('outside.unit')}
          options={[
            { value: '', label: t('outside.wholeCompany') },
            ...(units.data ?? []).map((u) => ({ value: u.id, label: u.name })),
          ]}
        />
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

/** spec §2 issue-tracker/add-finding. */
export const OutsideFindingAdd = () => {
  const { t } = useTranslation('audit-findings');
  return (
    <section>
      <PageHeader title={t('outside.add')} />
      <p>
        <Link to={auditPaths.outsideFindings}>{t('outside.title')}</Link>
      </p>
      <OutsideFindingForm />
    </section>
  );
};

/** One finding outside an audit: what it says, its risks now, its management response; editable until answered. */
export const OutsideFindingDetail = () => {
  const { t } = useTranslation('audit-findings');
  const { findingId: id = '' } = useParams();
  const query = useOutsideFinding(id);
  const response = useResponse(undefined, id);
  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <LoadFailed
        pageTitle={t('outside.title')}
        title={t('outside.title')}
        text={query.error.message}
        onRetry={() => void query.refetch()}
        backTo={auditPaths.outsideFindings}
        backLabel={t('action.back')}
      />
    );
  const f = query.data.item;
  return (
    <section>
      <PageHeader title={f.title} />
      <section className="card audit-section" aria-label={t('outside.about')}>
        <h2>
          {f.title} <RatingTag rating={f.rating} />
        </h2>
        <dl className="audit-detail">
          <dt>{t('outside.source')}</dt>
          <dd>
            {t(`outside.sources.${f.source}`)}: {f.reference}
          </dd>
          <dt>{t('outside.raisedOn')}</dt>
          <dd>{f.raisedOn}</dd>
          <dt>{t('outside.unit')}</dt>
          <dd>{f.unit?.name ?? t('outside.wholeCompany')}</dd>
          <dt>{t('outside.raisedBy')}</dt>
          <dd>{f.raisedBy}</dd>
          <dt>{t('fields.criteria')}</dt>
          <dd>{f.criteria}</dd>
          <dt>{t('fields.condition')}</dt>
          <dd>{f.condition}</dd>
          <dt>{t('fields.cause')}</dt>
          <dd>{f.cause || '—'}</dd>
          <dt>{t('fields.effect')}</dt>
          <dd>{f.effect || '—'}</dd>
          <dt>{t('fields.recommendation')}</dt>
          <dd>{f.recommendation}</dd>
          <dt>{t('fields.mrOwners')}</dt>
          <dd>{f.mrOwners.map((o) => o.fullName).join(', ') || '—'}</dd>
        </dl>
        <h3>{t('linkedRisks')}</h3>
        {f.risks.length === 0 ? <p>{t('noRisks')}</p> : null}
        <ul>
          {f.risks.map((r) => (
            <li key={r.riskId}>
              {r.title} — {t('riskLevel')}: {r.level ?? t('unrated')}
              {r.inRegister ? null : ` (${t('riskGone')})`}
            </li>
          ))}
        </ul>
        <h3>{t('fields.rootCauses')}</h3>
        <ul>
          {f.rootCauses.map((r) => (
            <li key={r.id}>
              <strong>{t(`category.${r.category}`)}</strong>: {r.description}
            </li>
          ))}
        </ul>
      </section>
      <ResponseSection
        findingId={f.id}
        finding={f}
        editPath={auditPaths.outsideFinding(f.id)}
        backTo={auditPaths.outsideFindings}
      />
      {/* it no longer changes once its response is submitted (its actions carry it) */}
      {f.mayManage && response.data?.item?.state !== 'Submitted' ? (
        <OutsideFindingForm key={f.version} finding={f} />
      ) : null}
    </section>
  );
};
