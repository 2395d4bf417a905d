import { PLAN_ROUTES, SCORECARD_ROUTES, type TRisk } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DropdownField } from '../../components/form';
import { useEnabledModules } from '../../lib/company-modules';
import { routeQueryOptions } from '../../lib/query';

/** "No objective" in the form's dropdowns ('' is a dropdown value; the API takes null). */
export const NO_OBJECTIVE = '';

/** The picker's form fields; `objectiveLink` is made from them when the form is sent. */
export interface ObjectiveValues {
  objectivePlanId: string;
  objectiveScorecardId: string;
  /** `kpa:<id>` or `kpi:<id>` */
  objectiveItem: string;
}

export const objectiveValuesOf = (link: TRisk['objectiveLink'] | undefined): ObjectiveValues => ({
  objectivePlanId: NO_OBJECTIVE,
  objectiveScorecardId: link?.scorecardId ?? NO_OBJECTIVE,
  objectiveItem: link ? `${link.kind === 'kpa' ? 'kpa' : 'kpi'}:${link.itemId}` : NO_OBJECTIVE,
});

/** The API's `objectiveLink` from the picker's fields: null unless a KPA or KPI is chosen. */
export const objectiveLinkOf = (v: Partial<ObjectiveValues>): TRisk['objectiveLink'] => {
  const [kind, itemId] = (v.objectiveItem ?? '').split(':');
  if (!v.objectiveScorecardId || !itemId) return null;
  return { kind: kind === 'kpa' ? 'kpa' : 'strategic-kpi', scorecardId: v.objectiveScorecardId, itemId };
};

/**
 * Which strategic objective the risk threatens: a strategic plan, one of its strategic
 * scorecards, then a KPA or KPI of it. Shown only when the company has Strategic Planning; an
 * existing link finds its plan from its scorecard.
 */
export const ObjectivePicker = () => {
  const modules = useEnabledModules();
  if (!modules?.has('planning')) return null;
  return <Picker />;
};

const Picker = () => {
  const { t } = useTranslation('risk');
  const { control, setValue } = useFormContext<ObjectiveValues>();
  const [planId, scorecardId] = useWatch({ control, name: ['objectivePlanId', 'objectiveScorecardId'] });
  const plans = useQuery(routeQueryOptions(PLAN_ROUTES.strategic.all, {}));
  const scorecards = useQuery({
    ...routeQueryOptions(SCORECARD_ROUTES.strategic.all, { strategicPlanId: planId }),
    enabled: Boolean(planId),
  });
  const scorecard = useQuery({
    ...routeQueryOptions(SCORECARD_ROUTES.strategic.get, { id: scorecardId }),
    enabled: Boolean(scorecardId),
  });

  // A link read from the risk names its scorecard only: take the plan from the scorecard.
  const linkedPlan = scorecard.data?.scorecard.planId;
  useEffect(() => {
    if (!planId && linkedPlan) setValue('objectivePlanId', linkedPlan);
  }, [planId, linkedPlan, setValue]);
  // A choice further down that the choice above no longer offers is cleared.
  const listed = scorecards.data?.list;
  useEffect(() => {
    if (listed && scorecardId && !listed.some((s) => s.id === scorecardId)) {
      setValue('objectiveScorecardId', NO_OBJECTIVE);
      setValue('objectiveItem', NO_OBJECTIVE);
    }
  }, [listed, scorecardId, setValue]);
  const [item] = useWatch({ control, name: ['objectiveItem'] });
  const loaded = scorecard.data?.scorecard;
  useEffect(() => {
    if (!item) return;
    const known =
      loaded &&
      [...loaded.kpaList.map((k) => `kpa:${k.id}`), ...loaded.kpiList.map((k) => `kpi:${k.id}`)].includes(
        item,
      );
    if (!scorecardId || (loaded && !known)) setValue('objectiveItem', NO_OBJECTIVE);
  }, [item, loaded, scorecardId, setValue]);

  const none = { value: NO_OBJECTIVE, label: t('fields.noObjective') };
  return (
    <div className="risk-form-row">
      <DropdownField
        name="objectivePlanId"
        label={t('fields.objectivePlan')}
        hint={t('hints.objective')}
        options={[none, ...(plans.data?.list ?? []).map((p) => ({ value: p.id, label: p.description }))]}
      />
      <DropdownField
        name="objectiveScorecardId"
        label={t('fields.objectiveScorecard')}
        disabled={!planId}
        options={[none, ...(scorecards.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))]}
      />
      <DropdownField
        name="objectiveItem"
        label={t('fields.objectiveItem')}
        disabled={!scorecardId}
        filter
        options={[
          none,
          ...(loaded?.kpaList ?? []).map((k) => ({
            value: `kpa:${k.id}`,
            label: t('fields.kpa', { name: k.name }),
          })),
          ...(loaded?.kpiList ?? []).map((k) => ({
            value: `kpi:${k.id}`,
            label: t('fields.kpi', { name: k.name }),
          })),
        ]}
      />
    </div>
  );
};
