import { INBOX_DEFAULTS, type TInboxEmployee, type TInboxRecord } from '@stratum/contracts';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { TabPanel, TabView } from 'primereact/tabview';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { MyActingSupervisor } from '../../organisation';
import { namedTable } from '../../../components/table-name';
import { useUrlParam } from '../../../lib/use-url-param';
import { useInboxReport, useRequiredActions, useSubordinateEmployees, useSubordinateRecords } from './api';
import { Toolbar, useFilters, type Filters } from './filters';
import { ReviewsSection } from './reviews';

const TABS = [
  'scorecards',
  'subordinateScorecards',
  'agreements',
  'reviews',
  'monthly',
  'required',
  'acting',
  'reports',
] as const;

const reviewLink = (r: TInboxRecord) =>
  r.agreementStatus === 'Agreed'
    ? `/app/my-inbox/performance-assessment-review?scorecardId=${r.scorecardId}`
    : `/app/my-inbox/performance-agreement-review?scorecardId=${r.scorecardId}`;

const RecordsTable = ({ list, label }: { list: readonly TInboxRecord[]; label: string }) => {
  const { t } = useTranslation('inbox');
  return (
    <DataTable value={[...list]} dataKey="scorecardId" emptyMessage={t('none')} pt={namedTable(label)}>
      <Column field="employeeName" header={t('col.employee')} />
      <Column header={t('col.actingFor')} body={(r: TInboxRecord) => r.actingForName ?? ''} />
      <Column field="agreementStatus" header={t('col.agreement')} />
      <Column field="assessmentStatus" header={t('col.assessment')} />
      <Column field="qaStatus" header={t('col.qa')} />
      <Column header={t('col.score')} body={(r: TInboxRecord) => r.totalScore ?? '–'} />
      <Column
        header={t('col.open')}
        body={(r: TInboxRecord) => (
          <Link to={reviewLink(r)} aria-label={`${t('open')} ${r.employeeName}`}>
            {t('open')}
          </Link>
        )}
      />
    </DataTable>
  );
};

const SubordinateScorecards = ({ f }: { f: Filters }) => {
  const { t } = useTranslation('inbox');
  const [type, setType] = useUrlParam('scorecardType');
  const scorecardType = type ?? INBOX_DEFAULTS.scorecardType;
  const id = useId();
  const employees = useSubordinateEmployees(scorecardType === 'Annual' ? f.annualPlan?.id : undefined);
  const records = useSubordinateRecords(
    'periodic',
    scorecardType === 'Periodic' ? f.annualPlan?.id : undefined,
    f.quarter,
  );
  return (
    <>
      <span className="field">
        <label htmlFor={id}>{t('filter.type')}</label>
        <Dropdown
          inputId={id}
          value={scorecardType}
          options={[
            { label: t('filter.annual'), value: 'Annual' },
            { label: t('filter.periodic'), value: 'Periodic' },
          ]}
          onChange={(e) => setType(e.value as string)}
        />
      </span>
      {scorecardType === 'Annual' ? (
        <DataTable
          value={employees.data?.list ?? []}
          dataKey="employeeId"
          emptyMessage={t('none')}
          pt={namedTable(t('tabs.subordinateScorecards'))}
        >
          <Column field="name" header={t('col.employee')} />
          <Column field="jobTitle" header={t('col.jobTitle')} />
          <Column header={t('col.actingFor')} body={(e: TInboxEmployee) => e.actingForName ?? ''} />
          <Column
            header={t('col.open')}
            body={(e: TInboxEmployee) => (
              <Link
                to={`/app/my-inbox/subordinate-annual-employee-scorecards?employeeId=${e.employeeId}`}
                aria-label={`${t('open')} ${e.name}`}
              >
                {t('open')}
              </Link>
            )}
          />
        </DataTable>
      ) : (
        <RecordsTable list={records.data?.list ?? []} label={t('tabs.subordinateScorecards')} />
      )}
    </>
  );
};

const Required = () => {
  const { t } = useTranslation('inbox');
  const required = useRequiredActions();
  const groups = required.data?.groups ?? [];
  if (required.data && groups.length === 0) return <p>{t('noRequired')}</p>;
  return (
    <>
      {groups.map((g) => (
        <section key={g.step} className="card">
          <h3>
            {t(`steps.${g.step}`)} ({g.count})
          </h3>
          <RecordsTable list={g.list} label={t(`steps.${g.step}`)} />
        </section>
      ))}
    </>
  );
};

const Reports = ({ f }: { f: Filters }) => {
  const { t } = useTranslation('inbox');
  const id = useId();
  const report = useInboxReport(f.annualPlan?.id, f.quarter).data?.report;
  return (
    <>
      <span className="field">
        <label htmlFor={id}>{t('filter.reportType')}</label>
        <Dropdown
          inputId={id}
          value={INBOX_DEFAULTS.reportType}
          options={[{ label: t('filter.agreementsAssessments'), value: INBOX_DEFAULTS.reportType }]}
        />
      </span>
      {report ? (
        <>
          <dl className="inbox-report">
            <dt>{t('report.total')}</dt>
            <dd>{report.total}</dd>
            <dt>{t('report.agreementCompletion')}</dt>
            <dd>{report.agreementCompletion}%</dd>
            <dt>{t('report.assessmentCompletion')}</dt>
            <dd>{report.assessmentCompletion}%</dd>
          </dl>
          <DataTable
            value={[
              ...Object.entries(report.agreements).map(([status, count]) => ({
                key: `a-${status}`,
                what: t('report.agreements'),
                status,
                count,
              })),
              ...Object.entries(report.assessments).map(([status, count]) => ({
                key: `s-${status}`,
                what: t('report.assessments'),
                status,
                count,
              })),
            ]}
            dataKey="key"
            pt={namedTable(t('report.tableLabel'))}
          >
            <Column field="what" header={t('filter.type')} />
            <Column field="status" header={t('report.status')} />
            <Column field="count" header={t('report.count')} />
          </DataTable>
        </>
      ) : null}
    </>
  );
};

/**
 * spec §2 /app/my-inbox/main: the inbox's tabs, the selected one kept in the URL (`?tab=`, the
 * spec's remembered tab index), with the filters and defaults of spec §2.
 */
export const Component = () => {
  const { t } = useTranslation('inbox');
  const { t: ts } = useTranslation();
  const [tab, setTab] = useUrlParam('tab');
  const index = Math.max(0, TABS.indexOf((tab ?? 'scorecards') as (typeof TABS)[number]));
  const f = useFilters();
  const agreements = useSubordinateRecords(
    'performance',
    index === 2 ? f.annualPlan?.id : undefined,
    f.quarter,
  );
  return (
    <section>
      <PageHeader title={ts('nav.myInbox')}>
        <p className="muted">{t('intro')}</p>
      </PageHeader>
      <TabView activeIndex={index} onTabChange={(e) => setTab(TABS[e.index])}>
        <TabPanel header={t('tabs.scorecards')}>
          <p>{t('scorecards.text')}</p>
          <p>
            <Link to="/app/my-inbox/annual-employee-scorecards/scorecards">{t('scorecards.openAnnual')}</Link>
            {' · '}
            <Link to="/app/my-inbox/periodic-employee-scorecards">{t('scorecards.openPeriodic')}</Link>
          </p>
        </TabPanel>
        <TabPanel header={t('tabs.subordinateScorecards')}>
          <Toolbar f={f} withQuarter />
          <SubordinateScorecards f={f} />
        </TabPanel>
        <TabPanel header={t('tabs.agreements')}>
          <Toolbar f={f} withQuarter />
          <RecordsTable list={agreements.data?.list ?? []} label={t('tabs.agreements')} />
        </TabPanel>
        <TabPanel header={t('tabs.reviews')}>
          <Toolbar f={f} withQuarter={false} />
          <ReviewsSection f={f} show="all" />
        </TabPanel>
        <TabPanel header={t('tabs.monthly')}>
          <p>{t('monthly.text')}</p>
          <Link to={`/app/my-inbox/monthly-progress/employee-progresses?type=${INBOX_DEFAULTS.monthlyType}`}>
            {t('monthly.open')}
          </Link>
        </TabPanel>
        <TabPanel header={t('tabs.required')}>
          <Required />
        </TabPanel>
        <TabPanel header={t('tabs.acting')}>
          <p>{t('acting.text')}</p>
          <MyActingSupervisor />
        </TabPanel>
        <TabPanel header={t('tabs.reports')}>
          <Toolbar f={f} withQuarter />
          <Reports f={f} />
        </TabPanel>
      </TabView>
    </section>
  );
};
