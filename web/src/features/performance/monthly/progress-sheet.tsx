import { ApiError, type TProgressKpi, type TProgressSheet } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { namedTable } from '../../../components/table-name';
import { useSaveProgress } from './api';
import { MonthlyBar } from './progress-bar';

interface Draft {
  value: string;
  comment: string;
}

/** One KPI's row: the month's figure and comment, saved with the version read. */
const KpiEditor = ({
  kind,
  scorecardId,
  month,
  kpi,
}: {
  kind: 'employee' | 'company';
  scorecardId: string;
  month: string;
  kpi: TProgressKpi;
}) => {
  const { t } = useTranslation('monthly');
  const save = useSaveProgress(kind);
  const [draft, setDraft] = useState<Draft>({
    value: kpi.update ? String(kpi.update.value) : '',
    comment: kpi.update?.comment ?? '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  if (!kpi.measurable) return <span className="muted">{t('sheet.notMeasurable')}</span>;
  const submit = () => {
    setProblem(null);
    const value = Number(draft.value);
    if (draft.value.trim() === '' || !Number.isFinite(value) || value < 0) {
      setProblem(t('sheet.valueRequired'));
      return;
    }
    save.mutate(
      {
        input: {
          scorecardId,
          kpiId: kpi.kpiId,
          month,
          value,
          comment: draft.comment,
          ...(kpi.update ? { version: kpi.update.version } : {}),
        },
      },
      { onError: (e) => setProblem(e instanceof ApiError ? e.message : String(e)) },
    );
  };
  return (
    <form
      className="monthly-editor"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <InputText
        name="value"
        inputMode="decimal"
        aria-label={t('sheet.valueOf', { name: kpi.name })}
        value={draft.value}
        onChange={(e) => setDraft({ ...draft, value: e.target.value })}
        className="monthly-value"
      />
      <InputText
        name="comment"
        aria-label={t('sheet.commentOf', { name: kpi.name })}
        placeholder={t('sheet.comment')}
        value={draft.comment}
        onChange={(e) => setDraft({ ...draft, comment: e.target.value })}
        className="monthly-comment"
      />
      <Button
        type="submit"
        size="small"
        label={t('sheet.save')}
        loading={save.isPending}
        aria-label={t('sheet.saveOf', { name: kpi.name })}
      />
      {problem ? (
        <small className="p-error" role="alert">
          {problem}
        </small>
      ) : null}
    </form>
  );
};

/**
 * A month's sheet: each scorecard's KPIs with their target, the month's update (editable where the
 * caller may record and the month is open) and its bar; the sheet's average on top.
 */
export const ProgressSheetView = ({
  sheet,
  kind,
}: {
  sheet: TProgressSheet;
  kind: 'employee' | 'company';
}) => {
  const { t } = useTranslation('monthly');
  if (sheet.scorecards.length === 0) {
    return (
      <div className="card">
        <EmptyState
          title={kind === 'employee' ? t('sheet.noEmployeeScorecard') : t('sheet.noCompanyScorecard')}
          text={kind === 'employee' ? t('sheet.noEmployeeScorecardText') : t('sheet.noCompanyScorecardText')}
        />
      </div>
    );
  }
  return (
    <div className="monthly-sheet">
      <div className="card monthly-summary">
        <div>
          <strong>{sheet.period.label}</strong>{' '}
          <span className={`monthly-status monthly-status-${sheet.period.open ? 'open' : 'closed'}`}>
            {sheet.period.open ? t('period.open', { day: sheet.period.closesOn }) : t('period.closed')}
          </span>
        </div>
        <div className="monthly-average">
          <span>{t('sheet.average', { count: sheet.count })}</span>
          <MonthlyBar
            progress={sheet.average}
            label={t('sheet.averageLabel', { label: sheet.period.label })}
          />
        </div>
      </div>
      {sheet.scorecards.map((s) => (
        <div className="card" key={s.id}>
          <h2>{s.name}</h2>
          <DataTable
            value={s.kpis}
            dataKey="kpiId"
            cellMemo={false}
            pt={namedTable(t('sheet.tableLabel', { name: s.name }))}
            emptyMessage={t('sheet.noKpis')}
          >
            <Column field="name" header={t('sheet.kpi')} />
            <Column
              header={t('sheet.target')}
              body={(k: TProgressKpi) =>
                `${k.d_target}${k.optionType === 'ASC' ? ` (${t('sheet.lowerBetter')})` : ''}`
              }
            />
            <Column
              header={t('sheet.progress')}
              body={(k: TProgressKpi) =>
                k.update ? (
                  <div className="monthly-progress-cell">
                    <MonthlyBar progress={k.update.progress} percent={k.update.percent} label={k.name} />
                    <small className="muted">
                      {t('sheet.recorded', { value: k.update.d_value, name: k.update.updatedByName })}
                      {k.update.comment ? ` · ${k.update.comment}` : ''}
                    </small>
                  </div>
                ) : (
                  <span className="muted">{t('sheet.none')}</span>
                )
              }
            />
            {sheet.canEdit ? (
              <Column
                header={t('sheet.update')}
                body={(k: TProgressKpi) => (
                  <KpiEditor
                    key={`${k.kpiId}-${k.update?.version ?? 0}`}
                    kind={kind}
                    scorecardId={s.id}
                    month={sheet.period.month}
                    kpi={k}
                  />
                )}
              />
            ) : null}
          </DataTable>
        </div>
      ))}
    </div>
  );
};
