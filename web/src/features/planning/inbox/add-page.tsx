import { type TScorecard } from '@stratum/contracts';
import { QUARTERS, type QuarterIndex } from '@stratum/rules';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useCorporateScorecards } from '../../scorecard';
import { ANNUAL_PLAN_PARAM } from '../../scorecard';
import { annualPlanOptions, RecordSelect, useChosenAnnualPlan } from '../shared';
import { useCorporateAccess } from '../shared/access';
import { AddAnnualForm, AddPeriodicForm } from '../scorecards/corporate-scorecards-page';
import { AccessNote } from './access-note';
import { CORPORATE_INBOX, corporateInboxOf, withQuery } from './paths';

const ANNUAL_SCORECARD_PARAM = 'annualScorecardId';
const QUARTER_PARAM = 'quarter';

/**
 * spec §2 /app/my-inbox/annual-corporate-scorecards/add and periodic-corporate-scorecards/add-periodic:
 * the person responsible for the corporate scorecards builds the annual one of an annual plan (a copy
 * of a strategic scorecard) or a quarter's periodic one (from the annual one), then edits it. Anyone
 * else is told so and offered no form: the page makes no call they may not make.
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
  const plan: Record<string, string> = chosen ? { [ANNUAL_PLAN_PARAM]: chosen.id } : {};
  const back = withQuery(screens.list, plan);

  const body =
    annualPlans.isPending || access.isPending ? (
      <Loading />
    ) : access.isError || annualPlans.isError ? (
      <div className="card">
        <EmptyState
          icon="pi pi-exclamation-circle"
          title={t('inbox.accessFailed')}
          text={(access.error ?? annualPlans.error)?.message}
        />
      </div>
    ) : !access.data.responsible ? (
      <div className="card">
        <EmptyState
          icon="pi pi-lock"
          title={t('inbox.notResponsibleTitle')}
          text={t('inbox.notResponsible')}
          action={
            <Link className="p-button p-button-outlined" to={back}>
              {ts(screens.titles.list)}
            </Link>
          }
        />
      </div>
    ) : !chosen ? (
      <div className="card">
        <EmptyState title={t('corporate.noAnnualPlans')} text={t('corporate.noAnnualPlansText')} />
      </div>
    ) : screens.type === 'annual' ? (
      <div className="card">
        <AddAnnualForm
          key={chosen.id}
          annualPlan={chosen}
          onCancel={() => void navigate(back)}
          onAdded={(id) => void navigate(withQuery(CORPORATE_INBOX.annual.edit(id), plan), { replace: true })}
        />
      </div>
    ) : (
      <PeriodicChoice key={chosen.id} annualPlanId={chosen.id} back={back} plan={plan} />
    );

  return (
    <section className="planning-page scorecards-page">
      <PageHeader title={ts(screens.titles.add)}>
        <Link to={back} className="p-button p-button-text">
          <i className="pi pi-arrow-left" aria-hidden="true" /> <span>{ts(screens.titles.list)}</span>
        </Link>
      </PageHeader>
      <AccessNote access={access.data} />
      {options.length > 0 && access.data?.responsible ? (
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

/** The annual scorecard and the quarter a periodic one is built from, then the form. */
const PeriodicChoice = ({
  annualPlanId,
  back,
  plan,
}: {
  annualPlanId: string;
  back: string;
  plan: Record<string, string>;
}) => {
  const { t } = useTranslation('scorecards');
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const list = useCorporateScorecards(annualPlanId);
  if (list.isPending) return <Loading />;
  if (list.isError)
    return (
      <div className="card">
        <EmptyState
          icon="pi pi-exclamation-circle"
          title={t('inbox.accessFailed')}
          text={list.error.message}
        />
      </div>
    );
  const annuals = list.data.list.filter((s) => s.kind === 'corporate-annual');
  if (annuals.length === 0)
    return (
      <div className="card">
        <EmptyState
          title={t('corporate.empty')}
          text={t('inbox.noAnnual')}
          action={
            <Link className="p-button" to={withQuery(CORPORATE_INBOX.annual.add, plan)}>
              {t('corporate.addAnnual')}
            </Link>
          }
        />
      </div>
    );
  const annual: TScorecard = annuals.find((s) => s.id === query.get(ANNUAL_SCORECARD_PARAM)) ?? annuals[0]!;
  const free = QUARTERS.filter((q) => !annual.periodicScorecardIds?.[q.index]);
  const asked = Number(query.get(QUARTER_PARAM));
  const quarter = (free.find((q) => q.index === asked) ?? free[0])?.index as QuarterIndex | undefined;
  const set = (key: string, value: string) =>
    setQuery(
      (q) => {
        q.set(key, value);
        if (key === ANNUAL_SCORECARD_PARAM) q.delete(QUARTER_PARAM);
        return q;
      },
      { replace: true },
    );
  return (
    <div className="card">
      <div className="planning-toolbar">
        <RecordSelect
          label={t('inbox.chooseAnnual')}
          value={annual.id}
          options={annuals.map((s) => ({ value: s.id, label: s.name }))}
          onChange={(id) => set(ANNUAL_SCORECARD_PARAM, id)}
        />
        {free.length > 0 ? (
          <RecordSelect
            label={t('inbox.chooseQuarter')}
            value={String(quarter)}
            options={free.map((q) => ({ value: String(q.index), label: q.label }))}
            onChange={(q) => set(QUARTER_PARAM, q)}
          />
        ) : null}
      </div>
      {quarter === undefined ? (
        <EmptyState title={t('inbox.allQuarters')} text={t('inbox.allQuartersText', { name: annual.name })} />
      ) : (
        <AddPeriodicForm
          key={`${annual.id}:${quarter}`}
          annual={annual}
          quarter={quarter}
          onCancel={() => void navigate(back)}
          onAdded={(id) =>
            void navigate(withQuery(CORPORATE_INBOX.periodic.edit(id), plan), { replace: true })
          }
        />
      )}
    </div>
  );
};
