import type { TEmployeeScorecard } from '@stratum/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../../components/empty-state';
import { DropdownField, Form, useZodForm } from '../../../components/form';
import { notify } from '../../../lib/notify';
import { useQuarters } from '../../scorecard';
import { useAddPeriodic, useEmployeeScorecards } from './api';
import { AnnualPlanPage, EmployeeScorecardTable } from './parts';
import { EMPLOYEE_SCREENS, withQuery } from './paths';

/**
 * spec §2 /app/my-inbox/annual-employee-scorecards/scorecards and
 * /app/my-inbox/periodic-employee-scorecards: the signed-in employee's annual (and functional)
 * scorecards of an annual plan, or their quarters' scorecards with a form to build one for a
 * quarter from an annual one (refused with "Period is closed" outside the agreement window).
 */
export const Component = () => {
  const periodic = useLocation().pathname.startsWith(EMPLOYEE_SCREENS.periodic);
  const { t } = useTranslation('employeeScorecards');
  const { t: ts } = useTranslation();
  return (
    <AnnualPlanPage
      key={String(periodic)}
      title={ts(periodic ? 'nav.periodicEmployeeScorecards' : 'nav.myEmployeeScorecards')}
      intro={t(periodic ? 'mine.periodicIntro' : 'mine.intro')}
      actions={
        periodic
          ? undefined
          : (annualPlanId) => (
              <>
                <Link className="p-button" to={withQuery(EMPLOYEE_SCREENS.add, { annualPlanId })}>
                  <i className="pi pi-plus" aria-hidden="true" />
                  &nbsp;{ts('nav.addEmployeeScorecard')}
                </Link>
                <Link
                  className="p-button p-button-outlined"
                  to={withQuery(EMPLOYEE_SCREENS.addFunctional, { annualPlanId })}
                >
                  {ts('nav.addFunctionalScorecard')}
                </Link>
              </>
            )
      }
    >
      {(annualPlanId) => <Mine key={annualPlanId} annualPlanId={annualPlanId} periodic={periodic} />}
    </AnnualPlanPage>
  );
};

const Mine = ({ annualPlanId, periodic }: { annualPlanId: string; periodic: boolean }) => {
  const { t } = useTranslation('employeeScorecards');
  const annual = useEmployeeScorecards({ annualPlanId, type: 'annual' });
  const quarters = useEmployeeScorecards({ annualPlanId, type: 'periodic' }, periodic);
  const list = periodic ? quarters : annual;
  return (
    <>
      {periodic && annual.data && annual.data.list.length > 0 ? (
        <AddPeriodic annualPlanId={annualPlanId} annual={annual.data.list} />
      ) : null}
      <EmployeeScorecardTable
        label={t(periodic ? 'mine.periodicLabel' : 'mine.label')}
        list={list.data?.list}
        loading={list.isPending}
        error={list.error}
        canDelete={(s) => s.agreementStatus === null || s.agreementStatus === 'Draft'}
        empty={
          <EmptyState
            title={t(periodic ? 'mine.periodicEmpty' : 'mine.empty')}
            text={t(periodic ? 'mine.periodicEmptyText' : 'mine.emptyText')}
          />
        }
      />
    </>
  );
};

/** A quarter's scorecard built from an annual one (with the quarter's performance agreement); `annual` loaded. */
export const AddPeriodic = ({
  annualPlanId,
  annual,
}: {
  annualPlanId: string;
  annual: readonly TEmployeeScorecard[];
}) => {
  const { t } = useTranslation('employeeScorecards');
  const navigate = useNavigate();
  const add = useAddPeriodic();
  const quarters = useQuarters(annualPlanId);
  const schema = useMemo(
    () =>
      z.object({
        annualScorecardId: z.string().min(1, t('periodic.chooseAnnual')),
        quarter: z
          .string()
          .min(1, t('periodic.chooseQuarter'))
          .transform(Number)
          .pipe(z.number().int().min(0).max(3)),
      }),
    [t],
  );
  const form = useZodForm(schema, { annualScorecardId: annual[0]?.id ?? '', quarter: '' });
  return (
    <div className="card employee-periodic-add">
      <Form
        form={form}
        label={t('periodic.add')}
        submitLabel={t('periodic.add')}
        pending={add.isPending}
        error={add.error}
        onSubmit={async ({ annualScorecardId, quarter }) => {
          const { scorecard } = await add.mutateAsync({ input: { annualScorecardId, quarter } });
          notify({ severity: 'success', summary: t('periodic.added', { name: scorecard.name }) });
          add.reset();
          await navigate(EMPLOYEE_SCREENS.edit(scorecard.id));
        }}
      >
        <div className="kpa-add-fields">
          <DropdownField
            name="annualScorecardId"
            label={t('periodic.annual')}
            options={annual.map((s) => ({ value: s.id, label: s.name }))}
          />
          <DropdownField
            name="quarter"
            label={t('periodic.quarter')}
            options={(quarters.data?.list ?? []).map((q) => ({
              value: String(q.quarter),
              label: q.open.pmAgreement ? q.label : t('periodic.closed', { quarter: q.label }),
            }))}
          />
        </div>
      </Form>
    </div>
  );
};
