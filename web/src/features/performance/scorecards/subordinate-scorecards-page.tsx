import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useSubordinateScorecards } from './api';
import { AnnualPlanPage, EmployeeScorecardTable } from './parts';
import { EMPLOYEE_SCREENS } from './paths';

type Which = 'all' | 'annual' | 'periodic';

const whichOf = (pathname: string): Which =>
  pathname.startsWith(EMPLOYEE_SCREENS.subordinateAnnual)
    ? 'annual'
    : pathname.startsWith(EMPLOYEE_SCREENS.subordinatePeriodic)
      ? 'periodic'
      : 'all';

const TITLES = {
  all: 'nav.supervisorEmployeeScorecards',
  annual: 'nav.subordinateAnnualScorecards',
  periodic: 'nav.subordinatePeriodicScorecards',
} as const;

/**
 * spec §2 /app/my-inbox/annual-employee-scorecards/supervisor-scorecards,
 * /app/my-inbox/subordinate-annual-employee-scorecards and …/subordinate-periodic-scorecards: the
 * scorecards of the signed-in supervisor's direct reports for an annual plan (all of them, the
 * annual ones, or the quarters').
 */
export const Component = () => {
  const which = whichOf(useLocation().pathname);
  const { t } = useTranslation('employeeScorecards');
  const { t: ts } = useTranslation();
  return (
    <AnnualPlanPage key={which} title={ts(TITLES[which])} intro={t(`subordinates.intro.${which}`)}>
      {(annualPlanId) => <Subordinates key={annualPlanId} annualPlanId={annualPlanId} which={which} />}
    </AnnualPlanPage>
  );
};

const Subordinates = ({ annualPlanId, which }: { annualPlanId: string; which: Which }) => {
  const { t } = useTranslation('employeeScorecards');
  const list = useSubordinateScorecards({ annualPlanId, ...(which === 'all' ? {} : { type: which }) });
  return (
    <EmployeeScorecardTable
      label={t('subordinates.label')}
      list={list.data?.list}
      loading={list.isPending}
      error={list.error}
      showEmployee
      canDelete={(s) => s.agreementStatus !== 'Agreed'}
      empty={<EmptyState title={t('subordinates.empty')} text={t('subordinates.emptyText')} />}
    />
  );
};
