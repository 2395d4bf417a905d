import type { TCustomerSurveyYear } from '@stratum/contracts';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputNumber } from 'primereact/inputnumber';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DateText } from '../../../components/date-text';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { namedTable } from '../../../components/table-name';
import { useCustomerSurveyYear } from './api';
import { surveyPaths } from './paths';

type Row = TCustomerSurveyYear['audits'][number];
const score = (n: number | null) => (n === null ? '—' : n.toFixed(2));

/**
 * spec §2 audit-report/customer-satisfaction-survey/detail: a year's surveys (the year in the URL,
 * this year by default), each audit's average and the year's average — the mean of the answered
 * audits' averages, the dashboard's figure. For audit administrators.
 */
export const Component = () => {
  const { t } = useTranslation('audit-survey');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('year')) || new Date().getFullYear();
  const view = useCustomerSurveyYear(year);
  return (
    <section>
      <PageHeader title={t('year.title')} />
      <div className="field">
        <label htmlFor={`${id}-year`}>{t('year.year')}</label>
        <InputNumber
          inputId={`${id}-year`}
          value={year}
          useGrouping={false}
          min={2000}
          max={2100}
          showButtons
          onValueChange={(e) => {
            if (e.value) setParams({ year: String(e.value) }, { replace: true });
          }}
        />
      </div>
      {view.isPending ? (
        <Loading />
      ) : view.isError ? (
        <LoadFailed text={view.error.message} onRetry={() => void view.refetch()} />
      ) : (
        <section className="card audit-section" aria-label={t('year.title')}>
          <p>
            <strong>
              {view.data.average === null
                ? t('year.noAverage')
                : t('year.yearAverage', { average: score(view.data.average) })}
            </strong>
          </p>
          {view.data.audits.length === 0 ? (
            <p>{t('year.none')}</p>
          ) : (
            <DataTable
              value={view.data.audits}
              dataKey="engagementId"
              size="small"
              pt={namedTable(t('year.title'))}
            >
              <Column
                header={t('year.audit')}
                body={(r: Row) => <Link to={surveyPaths.survey(r.engagementId)}>{r.engagementTitle}</Link>}
              />
              <Column header={t('year.sent')} body={(r: Row) => <DateText value={r.sentAt} />} />
              <Column field="contacts" header={t('year.contacts')} className="report-num" />
              <Column field="answered" header={t('year.answered')} className="report-num" />
              <Column header={t('year.average')} className="report-num" body={(r: Row) => score(r.average)} />
            </DataTable>
          )}
        </section>
      )}
    </section>
  );
};
