import { Button } from 'primereact/button';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { ANNUAL_PLAN_PARAM } from '../../scorecard';
import { annualPlanOptions, RecordSelect, useChosenAnnualPlan } from '../shared';
import { useCorporateAccess } from '../shared/access';
import { CorporateList } from '../scorecards/corporate-scorecards-page';
import { AccessNote } from './access-note';
import { CORPORATE_INBOX, corporateInboxOf, withQuery } from './paths';

/**
 * spec §2 /app/my-inbox/annual-corporate-scorecards/list and periodic-corporate-scorecards/list:
 * the corporate scorecards of an annual plan (annual or periodic), opened on the edit screens. The
 * person responsible for them (docs/planning.md "Corporate scorecards in my inbox") is offered the
 * add screens; anyone else reads.
 */
export const Component = () => {
  const { t } = useTranslation('scorecards');
  const { t: tp } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const screens = corporateInboxOf(useLocation().pathname);
  const navigate = useNavigate();
  const access = useCorporateAccess();
  const { annualPlans, chosen, choose } = useChosenAnnualPlan();
  const options = annualPlanOptions(annualPlans.data?.list);
  const build = access.data?.responsible ?? false;
  const plan: Record<string, string> = chosen ? { [ANNUAL_PLAN_PARAM]: chosen.id } : {};

  const body =
    annualPlans.isPending || access.isPending ? (
      <Loading />
    ) : annualPlans.isError || access.isError ? (
      <div className="card">
        <EmptyState
          icon="pi pi-exclamation-circle"
          title={t('corporate.plansFailed')}
          text={(annualPlans.error ?? access.error)?.message}
          action={
            <Button
              type="button"
              icon="pi pi-refresh"
              label={ts('common.retry')}
              outlined
              onClick={() => void Promise.all([annualPlans.refetch(), access.refetch()])}
            />
          }
        />
      </div>
    ) : !chosen ? (
      <div className="card">
        <EmptyState title={t('corporate.noAnnualPlans')} text={t('corporate.noAnnualPlansText')} />
      </div>
    ) : (
      <>
        {build && screens.type === 'periodic' ? (
          <div className="list-toolbar">
            <Link className="p-button" to={withQuery(screens.add, plan)}>
              <i className="pi pi-plus" aria-hidden="true" />
              <span>{t('inbox.addPeriodic')}</span>
            </Link>
          </div>
        ) : null}
        <CorporateList
          key={chosen.id}
          annualPlan={chosen}
          admin={false}
          build={build}
          type={screens.type}
          onOpen={(id, type) => void navigate(withQuery(CORPORATE_INBOX[type].edit(id), plan))}
          onAdd={(what) =>
            void navigate(
              what === 'annual'
                ? withQuery(CORPORATE_INBOX.annual.add, plan)
                : withQuery(CORPORATE_INBOX.periodic.add, {
                    ...plan,
                    annualScorecardId: what.annual.id,
                    quarter: what.quarter,
                  }),
            )
          }
        />
      </>
    );

  return (
    <section className="planning-page scorecards-page">
      <PageHeader title={ts(screens.titles.list)}>
        <p className="page-subtitle">
          {t(screens.type === 'annual' ? 'inbox.annualIntro' : 'inbox.periodicIntro')}
        </p>
      </PageHeader>
      <AccessNote access={access.data} />
      {options.length > 0 ? (
        <div className="planning-toolbar">
          <RecordSelect
            label={tp('select.annualPlan')}
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
