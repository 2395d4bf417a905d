import { CASCADE_LEVELS, type TCascadeLevel, type TCascadeSetting } from '@stratum/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../../components/empty-state';
import { Form, useZodForm } from '../../../components/form';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { RecordSelect } from '../../../components/record-select';
import { namedTable } from '../../../components/table-name';
import { notify } from '../../../lib/notify';
import { reportInPlaceFailure } from '../../../lib/write-failure';
import { EmployeePickerField } from '../../organisation';
import { CellChoice } from '../../scorecard';
import {
  EMPLOYEE_SCORECARD_KEYS,
  useCascadeSettings,
  useCorporateScorecardsOf,
  useEmployeeScorecards,
  usePerformanceAdmin,
  useSetCascadeSetting,
} from './api';
import { Library } from './library-page';
import { AnnualPlanPage, EmployeeScorecardTable } from './parts';
import { EMPLOYEE_PARAM, EMPLOYEE_SCREENS, withQuery } from './paths';
import './employee-scorecards.css';

/**
 * spec §2 /app/annual/employee-scorecards (Performance administrators): pick an employee and see
 * or build their scorecards for the annual plan; set how far down the organisation each corporate
 * KPI cascades; keep the scorecards library.
 */
export const Component = () => {
  const { t } = useTranslation('employeeScorecards');
  const { t: ts } = useTranslation();
  const { admin, known } = usePerformanceAdmin();
  if (!known) return <Loading />;
  if (!admin)
    return (
      <section className="planning-page">
        <PageHeader title={ts('nav.employeeScorecardsAdmin')} />
        <div className="card">
          <EmptyState icon="pi pi-lock" title={t('admin.only')} />
        </div>
      </section>
    );
  return (
    <AnnualPlanPage title={ts('nav.employeeScorecardsAdmin')} intro={t('admin.intro')}>
      {(annualPlanId) => (
        <div key={annualPlanId} className="employee-scorecards-admin">
          <EmployeeScorecards annualPlanId={annualPlanId} />
          <CascadeSettings annualPlanId={annualPlanId} />
          <section aria-labelledby="library-title">
            <h2 id="library-title">{ts('nav.scorecardsLibrary')}</h2>
            <Library annualPlanId={annualPlanId} />
          </section>
        </div>
      )}
    </AnnualPlanPage>
  );
};

const ZPick = z.object({ pickedEmployeeId: z.string().nullable() });

const EmployeeScorecards = ({ annualPlanId }: { annualPlanId: string }) => {
  const { t } = useTranslation('employeeScorecards');
  const [query, setQuery] = useSearchParams();
  const employeeId = query.get(EMPLOYEE_PARAM);
  const form = useZodForm(ZPick, { pickedEmployeeId: employeeId });
  const list = useEmployeeScorecards({ annualPlanId, employeeId: employeeId ?? '' }, Boolean(employeeId));
  return (
    <section aria-labelledby="employee-title">
      <h2 id="employee-title">{t('admin.employeeTitle')}</h2>
      <div className="card">
        <Form
          form={form}
          label={t('admin.pick')}
          submitLabel={t('admin.show')}
          onSubmit={({ pickedEmployeeId }) =>
            setQuery(
              (q) => {
                if (pickedEmployeeId) q.set(EMPLOYEE_PARAM, pickedEmployeeId);
                else q.delete(EMPLOYEE_PARAM);
                return q;
              },
              { replace: true },
            )
          }
        >
          <EmployeePickerField name="pickedEmployeeId" label={t('fields.employee')} />
        </Form>
      </div>
      {employeeId ? (
        <>
          <p className="admin-add-links">
            <Link className="p-button" to={withQuery(EMPLOYEE_SCREENS.add, { annualPlanId, employeeId })}>
              {t('admin.addFor')}
            </Link>{' '}
            <Link
              className="p-button p-button-outlined"
              to={withQuery(EMPLOYEE_SCREENS.addFunctional, { annualPlanId, employeeId })}
            >
              {t('admin.addFunctionalFor')}
            </Link>
          </p>
          <EmployeeScorecardTable
            label={t('admin.tableLabel')}
            list={list.data?.list}
            loading={list.isPending}
            error={list.error}
            showEmployee
            canDelete={(s) => s.agreementStatus === null || s.agreementStatus === 'Draft'}
            empty={<EmptyState title={t('admin.empty')} />}
          />
        </>
      ) : null}
    </section>
  );
};

/** Each corporate KPI's cascade setting, changed in place (versioned; a stale one reloads). */
const CascadeSettings = ({ annualPlanId }: { annualPlanId: string }) => {
  const { t } = useTranslation('employeeScorecards');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  const corporate = useCorporateScorecardsOf(annualPlanId);
  const annual = (corporate.data?.list ?? []).filter((s) => s.kind === 'corporate-annual');
  const [query, setQuery] = useSearchParams();
  const asked = query.get('corporateScorecardId');
  const chosen = annual.find((s) => s.id === asked) ?? annual[0];
  const settings = useCascadeSettings(chosen?.id ?? null);
  const save = useSetCascadeSetting();
  const levels = CASCADE_LEVELS.map((v) => ({ value: v, label: t(`cascade.level.${v}`) }));
  const onChange = async (s: TCascadeSetting, cascadeTo: TCascadeLevel | null) => {
    try {
      await save.mutateAsync({
        input: { scorecardId: chosen!.id, kpiId: s.kpiId, version: s.version, cascadeTo },
      });
      notify({ severity: 'success', summary: t('cascade.saved', { name: s.kpiName }) });
    } catch (e) {
      await reportInPlaceFailure(e, {
        queryClient,
        keys: EMPLOYEE_SCORECARD_KEYS,
        staleTitle: ts('conflict.title'),
        staleText: t('cascade.stale', { name: s.kpiName }),
        fallbackTitle: ts('errors.requestFailed'),
      });
    }
  };
  return (
    <section aria-labelledby="cascade-title" className="cascade-settings">
      <h2 id="cascade-title">{t('cascade.title')}</h2>
      <p className="muted">{t('cascade.intro')}</p>
      {corporate.isPending ? (
        <Loading />
      ) : !chosen ? (
        <div className="card">
          <EmptyState title={t('cascade.noCorporate')} />
        </div>
      ) : (
        <>
          {annual.length > 1 ? (
            <RecordSelect
              label={t('cascade.corporate')}
              value={chosen.id}
              options={annual.map((s) => ({ value: s.id, label: s.name }))}
              onChange={(id) =>
                setQuery(
                  (q) => {
                    q.set('corporateScorecardId', id);
                    return q;
                  },
                  { replace: true },
                )
              }
            />
          ) : null}
          <div className="card">
            <DataTable
              value={settings.data?.list ?? []}
              dataKey="kpiId"
              loading={settings.isPending}
              pt={namedTable(t('cascade.tableLabel', { name: chosen.name }))}
              stripedRows
              emptyMessage={<EmptyState title={t('cascade.noKpis')} />}
            >
              <Column header={t('cascade.kpa')} body={(s: TCascadeSetting) => s.kpaName ?? '—'} />
              <Column field="kpiName" header={t('cascade.kpi')} />
              <Column
                header={t('cascade.to')}
                body={(s: TCascadeSetting) => (
                  <CellChoice
                    label={t('cascade.toLabel', { name: s.kpiName })}
                    value={s.cascadeTo}
                    options={levels}
                    placeholder={t('cascade.none')}
                    disabled={save.isPending}
                    onChange={(v) => void onChange(s, v)}
                  />
                )}
              />
            </DataTable>
          </div>
        </>
      )}
    </section>
  );
};
