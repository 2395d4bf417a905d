import { ZScorecardName } from '@stratum/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../../components/empty-state';
import { Form, TextField, useZodForm } from '../../../components/form';
import { notify } from '../../../lib/notify';
import { usePerformanceAdmin, useAddTemplate, useScorecardLibrary } from './api';
import { AnnualPlanPage, EmployeeScorecardTable } from './parts';
import { EMPLOYEE_SCREENS } from './paths';

/**
 * spec §2 /app/my-inbox/annual-employee-scorecards/scorecards-library: the reusable templates of
 * the annual plan's strategic plan. Everyone reads them and builds from them; Performance
 * administrators add, change and delete them.
 */
export const Component = () => {
  const { t } = useTranslation('employeeScorecards');
  const { t: ts } = useTranslation();
  return (
    <AnnualPlanPage title={ts('nav.scorecardsLibrary')} intro={t('library.intro')}>
      {(annualPlanId) => <Library key={annualPlanId} annualPlanId={annualPlanId} />}
    </AnnualPlanPage>
  );
};

export const Library = ({ annualPlanId }: { annualPlanId: string }) => {
  const { t } = useTranslation('employeeScorecards');
  const { admin } = usePerformanceAdmin();
  const list = useScorecardLibrary(annualPlanId);
  return (
    <>
      {admin ? <AddTemplate annualPlanId={annualPlanId} /> : null}
      <EmployeeScorecardTable
        label={t('library.label')}
        list={list.data?.list}
        loading={list.isPending}
        error={list.error}
        canDelete={() => admin}
        empty={<EmptyState title={t('library.empty')} {...(admin ? { text: t('library.emptyText') } : {})} />}
      />
    </>
  );
};

const ZNewTemplate = z.object({ templateName: ZScorecardName });

const AddTemplate = ({ annualPlanId }: { annualPlanId: string }) => {
  const { t } = useTranslation('employeeScorecards');
  const navigate = useNavigate();
  const add = useAddTemplate();
  const form = useZodForm(ZNewTemplate, { templateName: '' });
  return (
    <div className="card">
      <Form
        form={form}
        label={t('library.add')}
        submitLabel={t('library.add')}
        pending={add.isPending}
        error={add.error}
        onSubmit={async ({ templateName }) => {
          const { scorecard } = await add.mutateAsync({ input: { annualPlanId, name: templateName } });
          notify({ severity: 'success', summary: t('library.added', { name: scorecard.name }) });
          await navigate(EMPLOYEE_SCREENS.edit(scorecard.id));
        }}
      >
        <TextField name="templateName" label={t('library.name')} />
      </Form>
    </div>
  );
};
