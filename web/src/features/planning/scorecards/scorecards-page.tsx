import type { TScorecard } from '@stratum/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputSwitch } from 'primereact/inputswitch';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { RecordSelect } from '../../../components/record-select';
import { namedTable } from '../../../components/table-name';
import { notify } from '../../../lib/notify';
import { reportInPlaceFailure } from '../../../lib/write-failure';
import {
  bandsFromList,
  ScoreBadge,
  scorecardKeys,
  scorecardQueryOptions,
  useBands,
  useDeleteScorecard,
  useScorecards,
  useSetVisible,
  WeightTotal,
} from '../../scorecard';
import { usePlanningAdmin } from '../shared/access';
import { useChosenPlan, usePlanOptions } from '../shared/plan-select';
import { scorecardScreensOf, withPlan, type ScorecardScreens } from './paths';
import { RowExports, type ExportColumn } from '../../../components/row-exports';

/**
 * spec §2 /app/strategic/scorecards?planId=… and /app/operational/scorecards: the scorecards of
 * the chosen plan — whether their KPIs sit under KPAs, whether they are shown to everyone, their
 * total score for the year on the plan's band colours, and whether their weights make 100.
 */
export const Component = () => {
  const screens = scorecardScreensOf(useLocation().pathname);
  return <ScorecardList key={screens.base} screens={screens} />;
};

const ScorecardList = ({ screens }: { screens: ScorecardScreens }) => {
  const { t } = useTranslation('scorecards');
  const { t: tp } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const admin = usePlanningAdmin();
  const { plans, chosen, choose } = useChosenPlan(screens.kind);
  const options = usePlanOptions(plans.data?.list);
  const title = ts(screens.titles.list);
  const kindName = tp(`kinds.${screens.kind}.lower`);

  const body = plans.isPending ? (
    <Loading />
  ) : plans.isError ? (
    <div className="card">
      <EmptyState
        icon="pi pi-exclamation-circle"
        title={tp('plans.failed')}
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
    <PlanScorecards
      key={chosen.id}
      screens={screens}
      planId={chosen.id}
      planName={chosen.description}
      admin={admin}
    />
  ) : (
    <div className="card">
      <EmptyState
        title={tp('noPlans.title', { kind: kindName })}
        text={t('list.noPlanText')}
        {...(admin
          ? {
              action: (
                <Link className="p-button" to={screens.plans}>
                  {tp('noPlans.action', { kind: kindName })}
                </Link>
              ),
            }
          : {})}
      />
    </div>
  );

  return (
    <section className="planning-page scorecards-page">
      <PageHeader
        title={title}
        actions={
          admin && chosen ? (
            <Link className="p-button" to={withPlan(screens.add, chosen.id)}>
              <i className="pi pi-plus" aria-hidden="true" />
              &nbsp;{ts(screens.titles.add)}
            </Link>
          ) : null
        }
      >
        <p className="page-subtitle">{t(`list.intro.${screens.kind}`)}</p>
      </PageHeader>
      {admin ? null : (
        <p className="planning-read-only" role="note">
          <i className="pi pi-eye" aria-hidden="true" /> {t('readOnly')}
        </p>
      )}
      {options.length > 0 ? (
        <div className="planning-toolbar">
          <RecordSelect
            label={tp(`kinds.${screens.kind}.one`)}
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

const PlanScorecards = ({
  screens,
  planId,
  planName,
  admin,
}: {
  screens: ScorecardScreens;
  planId: string;
  planName: string;
  admin: boolean;
}) => {
  const { t } = useTranslation('scorecards');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const kind = screens.kind;
  const list = useScorecards(kind, planId);
  const bands = bandsFromList(useBands(kind, planId).data?.list);
  const remove = useDeleteScorecard(kind);
  const visible = useSetVisible(kind);
  const [confirm, confirmDialog] = useConfirm();
  const label = t('list.tableLabel', { plan: planName });

  const failed = (e: unknown, name: string) =>
    reportInPlaceFailure(e, {
      queryClient,
      keys: scorecardKeys(kind),
      staleTitle: ts('conflict.title'),
      staleText: t('stale', { name }),
      fallbackTitle: ts('errors.requestFailed'),
    });

  const deleteScorecard = async (s: TScorecard) => {
    const confirmed = await confirm({
      title: t('list.deleteTitle', { name: s.name }),
      message: t('list.confirmDelete', { name: s.name, kpis: s.kpiCount, kpas: s.kpaCount }),
      confirmLabel: ts('common.delete'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ input: { id: s.id, version: s.version } });
      notify({ severity: 'success', summary: t('list.deleted', { name: s.name }) });
    } catch (e) {
      await failed(e, s.name);
    }
  };

  const toggle = async (s: TScorecard, next: boolean) => {
    try {
      await visible.mutateAsync({ input: { id: s.id, version: s.version, visible: next } });
      notify({ severity: 'success', summary: t(next ? 'list.shown' : 'list.hidden', { name: s.name }) });
    } catch (e) {
      await failed(e, s.name);
    }
  };

  // the plan's scorecards as shown (their totals are each scorecard's own page's)
  const exportColumns: ExportColumn<TScorecard>[] = [
    { header: t('fields.name'), value: (s) => s.name },
    {
      header: t('fields.kpas'),
      value: (s) => (s.includeKeyPerformanceArea === 'Yes' ? s.kpaCount : t('list.kpasOff')),
    },
    { header: t('fields.kpis'), value: (s) => s.kpiCount },
    { header: t('fields.visible'), value: (s) => ts(s.visible ? 'common.yes' : 'common.no') },
  ];

  return (
    <div className="card">
      {confirmDialog}
      <div className="list-toolbar">
        <RowExports<TScorecard>
          name={`${kind}-scorecards`}
          columns={exportColumns}
          rows={() => Promise.resolve(list.data?.list ?? [])}
          disabled={(list.data?.list.length ?? 0) === 0}
        />
      </div>
      <DataTable
        value={list.data?.list ?? []}
        dataKey="id"
        loading={list.isPending}
        pt={namedTable(label)}
        stripedRows
        emptyMessage={
          list.isError ? (
            <EmptyState
              icon="pi pi-exclamation-circle"
              title={ts('table.failed')}
              text={list.error.message}
            />
          ) : (
            <EmptyState
              title={t('list.empty')}
              {...(admin
                ? {
                    text: t('list.emptyText'),
                    action: (
                      <Link className="p-button" to={withPlan(screens.add, planId)}>
                        {ts(screens.titles.add)}
                      </Link>
                    ),
                  }
                : {})}
            />
          )
        }
      >
        <Column
          header={t('fields.name')}
          body={(s: TScorecard) => <Link to={screens.edit(s.id)}>{s.name}</Link>}
        />
        <Column
          header={t('fields.kpas')}
          body={(s: TScorecard) =>
            s.includeKeyPerformanceArea === 'Yes'
              ? t('list.kpasOn', { count: s.kpaCount })
              : t('list.kpasOff')
          }
        />
        <Column field="kpiCount" header={t('fields.kpis')} />
        <Column
          header={t('fields.visible')}
          body={(s: TScorecard) =>
            admin ? (
              <InputSwitch
                checked={s.visible}
                aria-label={t('list.visibleLabel', { name: s.name })}
                disabled={visible.isPending}
                onChange={(e) => void toggle(s, Boolean(e.value))}
              />
            ) : s.visible ? (
              ts('common.yes')
            ) : (
              ts('common.no')
            )
          }
        />
        <Column
          header={t('fields.total')}
          body={(s: TScorecard) => <Totals kind={kind} id={s.id} bands={bands} part="total" />}
        />
        <Column
          header={t('fields.weights')}
          body={(s: TScorecard) => <Totals kind={kind} id={s.id} bands={bands} part="weights" />}
        />
        {admin ? (
          <Column
            header={ts('table.actions')}
            className="row-actions-column"
            body={(s: TScorecard) => (
              <div className="row-actions">
                <Button
                  type="button"
                  icon="pi pi-pencil"
                  rounded
                  text
                  severity="secondary"
                  aria-label={`${ts('common.edit')} ${s.name}`}
                  tooltip={ts('common.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(screens.edit(s.id))}
                />
                <Button
                  type="button"
                  icon="pi pi-trash"
                  rounded
                  text
                  severity="danger"
                  aria-label={`${ts('common.delete')} ${s.name}`}
                  tooltip={ts('common.delete')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void deleteScorecard(s)}
                />
              </div>
            )}
          />
        ) : null}
      </DataTable>
    </div>
  );
};

/**
 * A scorecard's total for the year and its weights, as the API scores it (the list answers the
 * scorecards' own fields only; each row reads its scorecard — a plan has a handful).
 */
const Totals = ({
  kind,
  id,
  bands,
  part,
}: {
  kind: ScorecardScreens['kind'];
  id: string;
  bands: ReturnType<typeof bandsFromList>;
  part: 'total' | 'weights';
}) => {
  const { t } = useTranslation('scorecards');
  const detail = useQuery({ ...scorecardQueryOptions(kind, id), meta: { toast: false } });
  if (detail.isPending) return <span className="muted">…</span>;
  if (detail.isError) return <span className="muted">{t('list.noTotal')}</span>;
  const s = detail.data.scorecard;
  if (part === 'weights')
    return s.kpiList.length === 0 ? (
      <span className="muted">{t('list.noKpis')}</span>
    ) : (
      <WeightTotal total={s.weightTotal} valid={s.weightsValid} />
    );
  return <ScoreBadge score={s.total} colour={s.colorValue} bands={bands} label={t('fields.total')} />;
};
