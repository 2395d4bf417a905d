import {
  RISK_RESPONSES,
  RISK_STATUSES,
  ZAddIdentificationRequestSchema,
  ZEditIdentificationRequestSchema,
  type TRisk,
  type TRiskRatingType,
} from '@stratum/contracts';

import { rateCell } from '@stratum/rules';

import { useQueryClient } from '@tanstack/react-query';

import { useFormContext, useWatch } from 'react-hook-form';

import { useLocation, useNavigate, useParams } from 'react-router';

import { useTranslation } from 'react-i18next';

import { z } from 'zod';

import { ConflictNotice } from '../../components/conflict-notice';

import { EmptyState } from '../../components/empty-state';

import { DropdownField, TextAreaField, TextField, useZodForm } from '../../components/form';

import { FormPage } from '../../components/form-page';

import { LoadFailed } from '../../components/load-failed';

import { Loading } from '../../components/loading';

import { isStaleVersion } from '../../lib/errors';

import { notify } from '../../lib/notify';

import {
  riskQueryOptions,
  useActiveEmployees,
  useCategories,
  useMatrix,
  useRatingTypes,
  useRisk,
  useRiskWrite,
  useScale,
  useTeams,
} from './api';

import { LevelTag, levelName } from './level-tag';

import {
  ObjectivePicker,
  objectiveLinkOf,
  objectiveValuesOf,
  NO_OBJECTIVE,
  type ObjectiveValues,
} from './objective-picker';

import { riskScreensOf, type RiskScreens } from './paths';

import './risk.css';

/**
 * spec §2 <register>/add-identification and <register>/edit-identification/:id: a risk's title,
 * causes and consequences, its category, team, owner and rating type, and its inherent impact ×
 * likelihood — whose level shows as it is chosen, rated by the type's matrix (@stratum/rules).
 */
export const Component = () => {
  const screens = riskScreensOf(useLocation().pathname);
  const { id } = useParams();
  if (id) return <EditIdentification key={`${screens.base}/${id}`} screens={screens} id={id} />;
  return <AddIdentification key={screens.base} screens={screens} />;
};

const NO_TEAM = '';
const NO_RESPONSE = '';

/** The form keeps "no team" as '' (a dropdown value); the API takes null. */
const teamToNull = (v: unknown) => {
  const o = v as Record<string, unknown>;
  return {
    ...o,
    teamId: o.teamId === NO_TEAM ? null : o.teamId,
    response: o.response === NO_RESPONSE ? null : o.response,
    objectiveLink: objectiveLinkOf(o as Partial<ObjectiveValues>),
  };
};
const addSchema = z.preprocess(teamToNull, ZAddIdentificationRequestSchema);
const editSchema = z.preprocess(teamToNull, ZEditIdentificationRequestSchema);

interface Values extends ObjectiveValues {
  id?: string;
  version?: number;
  title: string;
  description: string;
  causes: string;
  consequences: string;
  categoryId: string;
  teamId: string;
  ownerId: string;
  riskRatingTypeId: string;
  impact: number;
  likelihood: number;
  status: 'Open' | 'Closed';
  response: string;
  responseNote: string;
}

const valuesOf = (r: TRisk): Values => ({
  id: r.id,
  version: r.version,
  title: r.title,
  description: r.description,
  causes: r.causes,
  consequences: r.consequences,
  categoryId: r.category.id,
  teamId: r.team?.id ?? NO_TEAM,
  ownerId: r.owner.employeeId,
  riskRatingTypeId: r.ratingType.id,
  impact: r.inherent.impact,
  likelihood: r.inherent.likelihood,
  status: r.status,
  response: r.response ?? NO_RESPONSE,
  responseNote: r.responseNote,
  ...objectiveValuesOf(r.objectiveLink),
});

/** The set-up the form chooses from; the form waits for it. */
const useChoices = () => {
  const types = useRatingTypes();
  const categories = useCategories();
  const teams = useTeams();
  const employees = useActiveEmployees();
  const impacts = useScale('impact');
  const likelihoods = useScale('likelihood');
  const all = [types, categories, teams, employees, impacts, likelihoods];
  return {
    pending: all.some((q) => q.isPending),
    types: types.data?.list ?? [],
    categories: categories.data?.list ?? [],
    teams: teams.data?.list ?? [],
    employees: employees.data?.list ?? [],
    impacts: impacts.data?.list ?? [],
    likelihoods: likelihoods.data?.list ?? [],
  };
};
type Choices = ReturnType<typeof useChoices>;

const IdentificationFields = ({ choices, owner }: { choices: Choices; owner?: TRisk['owner'] }) => {
  const { t } = useTranslation('risk');
  const employees = choices.employees.map((e) => ({ value: e.id, label: e.fullName }));
  // The owner stays choosable even if they are not among the active employees read.
  if (owner && !employees.some((e) => e.value === owner.employeeId))
    employees.unshift({ value: owner.employeeId, label: owner.fullName });
  const byScoreDesc = <T extends { score: number }>(list: readonly T[]) =>
    [...list].sort((a, b) => b.score - a.score);
  return (
    <>
      <TextField name="title" label={t('fields.title')} />
      <TextAreaField name="description" label={t('fields.description')} />
      <div className="risk-form-row">
        <TextAreaField name="causes" label={t('fields.causes')} />
        <TextAreaField name="consequences" label={t('fields.consequences')} />
      </div>
      <div className="risk-form-row">
        <DropdownField
          name="categoryId"
          label={t('fields.category')}
          options={choices.categories.map((c) => ({ value: c.id, label: c.name }))}
        />
        <DropdownField
          name="teamId"
          label={t('fields.team')}
          options={[
            { value: NO_TEAM, label: t('fields.noTeam') },
            ...choices.teams.map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
        <DropdownField
          name="ownerId"
          label={t('fields.owner')}
          hint={t('hints.owner')}
          filter
          options={employees}
        />
      </div>
      <div className="risk-form-row">
        <DropdownField
          name="riskRatingTypeId"
          label={t('fields.ratingType')}
          options={choices.types.map((c) => ({ value: c.id, label: c.name }))}
        />
        <DropdownField<number>
          name="impact"
          label={t('fields.impact')}
          hint={t('hints.impact')}
          options={byScoreDesc(choices.impacts).map((p) => ({
            value: p.score,
            label: `${p.name} (${p.score})`,
          }))}
        />
        <DropdownField<number>
          name="likelihood"
          label={t('fields.likelihood')}
          hint={t('hints.likelihood')}
          options={choices.likelihoods.map((p) => ({ value: p.score, label: `${p.name} (${p.score})` }))}
        />
        <DropdownField
          name="status"
          label={t('fields.status')}
          options={RISK_STATUSES.map((s) => ({ value: s, label: s }))}
        />
      </div>
      <InherentPreview types={choices.types} />
      <div className="risk-form-row">
        <DropdownField
          name="response"
          label={t('fields.response')}
          options={[
            { value: NO_RESPONSE, label: t('fields.noResponse') },
            ...RISK_RESPONSES.map((r) => ({ value: r, label: r })),
          ]}
        />
        <TextAreaField name="responseNote" label={t('fields.responseNote')} />
      </div>
      <ObjectivePicker />
    </>
  );
};

/** The inherent level of the cell chosen, by the chosen type's matrix, as the choices change. */
const InherentPreview = ({ types }: { types: readonly TRiskRatingType[] }) => {
  const { t } = useTranslation('risk');
  const { control } = useFormContext<Values>();
  const [typeId, impact, likelihood] = useWatch({
    control,
    name: ['riskRatingTypeId', 'impact', 'likelihood'],
  });
  const type = types.find((x) => x.id === typeId);
  const matrix = useMatrix(type?.id);
  if (!type || !matrix.data || !impact || !likelihood) return null;
  const rating = rateCell(type, matrix.data.list, { impact, likelihood });
  return (
    <p className="risk-live" aria-live="polite">
      {rating ? (
        <>
          {t('inherentLive', { level: levelName(t, rating.level), score: rating.ratingScore })}{' '}
          <LevelTag level={rating.level} colour={rating.colour} score={rating.ratingScore} />
        </>
      ) : (
        t('inherentUnrated')
      )}
    </p>
  );
};

const AddIdentification = ({ screens }: { screens: RiskScreens }) => {
  const { t } = useTranslation('risk');
  const { t: ts } = useTranslation();
  const choices = useChoices();
  if (choices.pending) return <Loading />;
  if (choices.categories.length === 0)
    return (
      <section className="form-page">
        <EmptyState title={t('identification.noSetup')} />
      </section>
    );
  return <AddForm screens={screens} choices={choices} title={ts('nav.addRiskIdentification')} />;
};

const AddForm = ({ screens, choices, title }: { screens: RiskScreens; choices: Choices; title: string }) => {
  const { t } = useTranslation('risk');
  const navigate = useNavigate();
  const add = useRiskWrite(screens.register, 'addIdentification');
  const form = useZodForm<Values, z.output<typeof ZAddIdentificationRequestSchema>>(
    addSchema as unknown as z.ZodType<z.output<typeof ZAddIdentificationRequestSchema>, Values>,
    {
      title: '',
      description: '',
      causes: '',
      consequences: '',
      categoryId: '',
      teamId: NO_TEAM,
      ownerId: '',
      riskRatingTypeId: choices.types[0]?.id ?? '',
      status: 'Open',
      response: NO_RESPONSE,
      responseNote: '',
      objectivePlanId: NO_OBJECTIVE,
      objectiveScorecardId: NO_OBJECTIVE,
      objectiveItem: NO_OBJECTIVE,
    },
  );
  return (
    <FormPage
      title={title}
      form={form}
      submitLabel={title}
      cancelTo={screens.main}
      pending={add.isPending}
      error={add.error}
      onSubmit={async (input) => {
        const { item } = await add.mutateAsync({ input });
        notify({ severity: 'success', summary: t('identification.added', { name: item.title }) });
        await navigate(screens.risk(item.id));
      }}
    >
      <IdentificationFields choices={choices} />
    </FormPage>
  );
};

const EditIdentification = ({ screens, id }: { screens: RiskScreens; id: string }) => {
  const { t } = useTranslation('risk');
  const { t: ts } = useTranslation();
  const risk = useRisk(screens.register, id);
  const choices = useChoices();
  const title = ts('nav.editRiskIdentification');
  if (risk.isPending || choices.pending) return <Loading />;
  if (risk.isError)
    return (
      <LoadFailed
        pageTitle={title}
        title={t('identification.notFound')}
        text={risk.error.message}
        onRetry={() => void risk.refetch()}
        backTo={screens.main}
        backLabel={t('identification.back')}
      />
    );
  return <EditForm screens={screens} risk={risk.data.item} choices={choices} title={title} />;
};

const EditForm = ({
  screens,
  risk,
  choices,
  title,
}: {
  screens: RiskScreens;
  risk: TRisk;
  choices: Choices;
  title: string;
}) => {
  const { t } = useTranslation('risk');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const edit = useRiskWrite(screens.register, 'editIdentification');
  const form = useZodForm<Values, z.output<typeof ZEditIdentificationRequestSchema>>(
    editSchema as unknown as z.ZodType<z.output<typeof ZEditIdentificationRequestSchema>, Values>,
    valuesOf(risk),
  );
  const stale = isStaleVersion(edit.error);

  const loadLatest = async () => {
    const options = riskQueryOptions(screens.register, risk.id);
    await queryClient.invalidateQueries({ queryKey: options.queryKey });
    edit.reset();
    try {
      const latest = await queryClient.fetchQuery({ ...options, staleTime: 0 });
      form.reset(valuesOf(latest.item));
      notify({ severity: 'info', summary: ts('conflict.reloaded') });
    } catch {
      await navigate(screens.main);
    }
  };

  return (
    <>
      {stale ? <ConflictNotice onReload={loadLatest} /> : null}
      <FormPage
        title={`${title}: ${risk.title}`}
        form={form}
        submitLabel={ts('common.save')}
        cancelTo={screens.risk(risk.id)}
        pending={edit.isPending}
        error={stale ? null : edit.error}
        onSubmit={async (input) => {
          const { item } = await edit.mutateAsync({ input });
          notify({ severity: 'success', summary: t('identification.saved', { name: item.title }) });
          await navigate(screens.risk(item.id));
        }}
      >
        <IdentificationFields choices={choices} owner={risk.owner} />
      </FormPage>
    </>
  );
};
