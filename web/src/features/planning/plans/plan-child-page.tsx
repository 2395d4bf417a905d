import type { TPlan } from '@stratum/contracts';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { RecordSelect } from '../../../components/record-select';
import { usePlanningAdmin } from '../shared/access';
import type { PlanScreens } from '../shared/paths';
import { useChosenPlan, usePlanOptions } from '../shared/plan-select';
import { PlanTabs, ReadOnlyNote } from './plan-tabs';

export interface PlanChildPageProps {
  screens: PlanScreens;
  current: 'perspectives' | 'ratingScales';
  title: string;
  intro: string;
  /** the screen of the chosen plan */
  children: (plan: TPlan, admin: boolean) => ReactNode;
}

/**
 * The frame of a screen about one plan's children (perspectives, rating scale): the plan chosen
 * in the URL (`?planId=`), or what to do when there is no plan yet.
 */
export const PlanChildPage = ({ screens, current, title, intro, children }: PlanChildPageProps) => {
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const admin = usePlanningAdmin();
  const { plans, chosen, choose } = useChosenPlan(screens.kind);
  const options = usePlanOptions(plans.data?.list);
  const kindName = t(`kinds.${screens.kind}.lower`);

  const body =
    plans.isPending || (chosen === undefined && !plans.isError) ? (
      <Loading />
    ) : plans.isError ? (
      <div className="card">
        <EmptyState
          icon="pi pi-exclamation-circle"
          title={t('plans.failed')}
          text={plans.error.message}
          action={
            <Button
              type="button"
              icon="pi pi-refresh"
              label={ts('common.retry')}
              outlined
              onClick={() => void plans.refetch()}
            />
          }
        />
      </div>
    ) : chosen ? (
      children(chosen, admin)
    ) : (
      <div className="card">
        <EmptyState
          title={t('noPlans.title', { kind: kindName })}
          text={t('noPlans.text')}
          {...(admin
            ? {
                action: (
                  <Link className="p-button" to={screens.add}>
                    {t('noPlans.action', { kind: kindName })}
                  </Link>
                ),
              }
            : {})}
        />
      </div>
    );

  return (
    <section className="planning-page">
      <PageHeader title={title}>
        <p className="page-subtitle">{intro}</p>
      </PageHeader>
      <PlanTabs screens={screens} current={current} />
      {admin ? null : <ReadOnlyNote />}
      {options.length > 0 ? (
        <div className="planning-toolbar">
          <RecordSelect
            label={t(`kinds.${screens.kind}.one`)}
            value={chosen?.id}
            options={options}
            onChange={choose}
          />
        </div>
      ) : null}
      {body}
    </section>
  );
};
