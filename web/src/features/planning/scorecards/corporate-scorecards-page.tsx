import {
  ZAddCorporateScorecardRequestSchema,
  ZAddPeriodicScorecardRequestSchema,
  type TAnnualPlan,
  type TScorecard,
} from '@stratum/contracts';
import { QUARTERS, type QuarterIndex } from '@stratum/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { InputSwitch } from 'primereact/inputswitch';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useConfirm } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { DropdownField, Form, TextField, useZodForm } from '../../../components/form';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { RecordSelect } from '../../../components/record-select';
import { namedTable } from '../../../components/table-name';
import { notify } from '../../../lib/notify';
import { reportInPlaceFailure } from '../../../lib/write-failure';
import {
  annualPlanOptions,
  bandsFromList,
  corporateKeys,
  corporateQueryOptions,
  ScoreBadge,
  useAddCorporateScorecard,
  useAddPeriodicScorecard,
  useBands,
  useChosenAnnualPlan,
  useCorporateScorecards,
  useDeleteCorporateScorecard,
  useScorecards,
  useSetCorporateVisible,
  WeightTotal,
} from '../../scorecard';
import { usePlanningAdmin } from '../shared/access';
import { CorporateScorecardView, type AgreementSlot } from './corporate-scorecard-view';
import { CORPORATE_SCREENS, SCORECARD_PARAM } from './paths';
import { RowExports } from '../../../components/row-exports';

/**
 * spec §2 /app/annual/corporate-scorecards?annualPlanId=…: the annual corporate scorecard of an
 * annual plan (built from a strategic scorecard of its strategic plan) and the periodic ones of
 * its quarters (each built from the annual one). Opening one (`&scorecardId=`) shows its KPIs
 * scored per quarter, where targets and weights are changed and each quarter's actuals entered.
 */
export const Component = ({ agreement }: { agreement?: AgreementSlot }) => {
  const { t } = useTranslation('scorecards');
  const { t: tp } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const admin = usePlanningAdmin();
  const { annualPlans, chosen, choose } = useChosenAnnualPlan();
  const [query, setQuery] = useSearchParams();
  const open = query.get(SCORECARD_PARAM);
  const setOpen = (id: string | null) =>
    setQuery((q) => {
      if (id) q.set(SCORECARD_PARAM, id);
      else q.delete(SCORECARD_PARAM);
      q.delete('period');
      return q;
    });
  const options = annualPlanOptions(annualPlans.data?.list);

  const body = annualPlans.isPending ? (
    <Loading />
  ) : annualPlans.isError ? (
    <div className="card">
      <EmptyState
        icon="pi pi-exclamation-circle"
        title={t('corporate.plansFailed')}
        text={annualPlans.error.message}
        action={
          <Button
            type="button"
            icon="pi pi-refresh"
            label={ts('common.retry')}
            outlined
            onClick={() => void annualPlans.refetch()}
          />
        }
      />
    </div>
  ) : !chosen ? (
    <div className="card">
      <EmptyState
        title={t('corporate.noAnnualPlans')}
        text={t('corporate.noAnnualPlansText')}
        {...(admin
          ? {
              action: (
                <Link className="p-button" to={CORPORATE_SCREENS.annualPlans}>
                  {ts('nav.annualPlans')}
                </Link>
              ),
            }
          : {})}
      />
    </div>
  ) : open ? (
    <CorporateScorecardView
      key={open}
      id={open}
      admin={admin}
      onBack={() => setOpen(null)}
      agreement={agreement}
    />
  ) : (
    <CorporateList key={chosen.id} annualPlan={chosen} admin={admin} onOpen={setOpen} />
  );

  return (
    <section className="planning-page scorecards-page">
      <PageHeader title={ts('nav.corporateScorecards')}>
        <p className="page-subtitle">{t('corporate.intro')}</p>
      </PageHeader>
      {admin ? null : (
        <p className="planning-read-only" role="note">
          <i className="pi pi-eye" aria-hidden="true" /> {t('readOnly')}
        </p>
      )}
      {options.length > 0 ? (
        <div className="planning-toolbar">
          <RecordSelect
            label={tp('select.annualPlan')}
            value={chosen?.id}
            options={options}
            onChange={(id) => {
              choose(id);
              setOpen(null);
            }}
          />
        </div>
      ) : null}
      {body}
    </section>
  );
};

const typeOf = (s: TScorecard) => (s.kind === 'corporate-periodic' ? 1 : 0);
/** The annual ones first, each followed by its periodic ones in quarter order. */
const ordered = (list: readonly TScorecard[]): TScorecard[] => {
  const annual = list.filter((s) => typeOf(s) === 0);
  const periodic = list.filter((s) => typeOf(s) === 1);
  const out: TScorecard[] = [];
  for (const a of annual) {
    out.push(
      a,
      ...periodic
        .filter((p) => p.sourceScorecardId === a.id)
        .sort((x, y) => (x.quarter ?? 0) - (y.quarter ?? 0)),
    );
  }
  return [...out, ...periodic.filter((p) => !out.includes(p))];
};

/** What the list offers to build: the annual scorecard, or a quarter's periodic one of an annual one. */
export type CorporateAdding = 'annual' | { annual: TScorecard; quarter: QuarterIndex };

/**
 * The corporate scorecards of an annual plan. `admin` shows, hides and deletes; `build` (default:
 * `admin`) adds annual and periodic ones — in dialogs here, or through `onAdd` (my inbox's own add
 * pages); `type` keeps only the annual or the periodic ones.
 */
export const CorporateList = ({
  annualPlan,
  admin,
  build = admin,
  type,
  onOpen,
  onAdd,
}: {
  annualPlan: TAnnualPlan;
  admin: boolean;
  build?: boolean;
  type?: 'annual' | 'periodic';
  /** opens a scorecard (which type it is, for screens that open the two on different pages) */
  onOpen: (id: string, type: 'annual' | 'periodic') => void;
  onAdd?: (what: CorporateAdding) => void;
}) => {
  const { t } = useTranslation('scorecards');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  const list = useCorporateScorecards(annualPlan.id);
  const bands = bandsFromList(useBands('strategic', annualPlan.strategicPlanId).data?.list);
  const visible = useSetCorporateVisible();
  const remove = useDeleteCorporateScorecard();
  const [confirm, confirmDialog] = useConfirm();
  const [adding, setAddingHere] = useState<CorporateAdding | null>(null);
  const setAdding = (what: CorporateAdding | null) => {
    if (what && onAdd) onAdd(what);
    else setAddingHere(what);
  };
  const label = t('corporate.tableLabel', { plan: annualPlan.label });
  const rows = ordered(list.data?.list ?? []).filter(
    (s) => !type || (type === 'periodic') === (s.kind === 'corporate-periodic'),
  );

  const failed = (e: unknown, name: string) =>
    reportInPlaceFailure(e, {
      queryClient,
      keys: corporateKeys,
      staleTitle: ts('conflict.title'),
      staleText: t('stale', { name }),
      fallbackTitle: ts('errors.requestFailed'),
    });

  const toggle = async (s: TScorecard, next: boolean) => {
    try {
      await visible.mutateAsync({ input: { id: s.id, version: s.version, visible: next } });
      notify({ severity: 'success', summary: t(next ? 'list.shown' : 'list.hidden', { name: s.name }) });
    } catch (e) {
      await failed(e, s.name);
    }
  };

  const deleteScorecard = async (s: TScorecard) => {
    const confirmed = await confirm({
      title: t('list.deleteTitle', { name: s.name }),
      message: t('corporate.confirmDelete', { name: s.name }),
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

  return (
    <div className="card">
      {confirmDialog}
      {adding === 'annual' ? (
        <AddAnnualDialog
          annualPlan={annualPlan}
          onClose={() => setAdding(null)}
          onAdded={(id) => onOpen(id, 'annual')}
        />
      ) : null}
      {adding && adding !== 'annual' ? (
        <AddPeriodicDialog
          annual={adding.annual}
          quarter={adding.quarter}
          onClose={() => setAdding(null)}
          onAdded={(id) => onOpen(id, 'periodic')}
        />
      ) : null}
      <div className="list-toolbar">
        {build && type !== 'periodic' ? (
          <Button
            type="button"
            icon="pi pi-plus"
            label={t('corporate.addAnnual')}
            onClick={() => setAdding('annual')}
          />
        ) : null}
        {/* the scorecards shown, with the type filter, as files */}
        <RowExports<TScorecard>
          name="corporate-scorecards"
          columns={[
            { header: t('fields.name'), value: (s) => s.name },
            {
              header: t('corporate.type'),
              value: (s) =>
                s.kind === 'corporate-periodic'
                  ? t('corporate.periodic', { quarter: s.quarterLabel ?? '' })
                  : t('corporate.annual'),
            },
            { header: t('fields.kpis'), value: (s) => s.kpiCount },
            { header: t('fields.visible'), value: (s) => ts(s.visible ? 'common.yes' : 'common.no') },
          ]}
          rows={() => Promise.resolve(rows)}
          disabled={rows.length === 0}
        />
      </div>
      <DataTable
        value={rows}
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
            <EmptyState title={t('corporate.empty')} {...(build ? { text: t('corporate.emptyText') } : {})} />
          )
        }
      >
        <Column
          header={t('fields.name')}
          body={(s: TScorecard) => (
            <Button
              type="button"
              link
              className="link-button"
              label={s.name}
              onClick={() => onOpen(s.id, s.kind === 'corporate-periodic' ? 'periodic' : 'annual')}
            />
          )}
        />
        <Column
          header={t('corporate.type')}
          body={(s: TScorecard) =>
            s.kind === 'corporate-periodic'
              ? t('corporate.periodic', { quarter: s.quarterLabel ?? '' })
              : t('corporate.annual')
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
          body={(s: TScorecard) => <CorporateTotals id={s.id} bands={bands} part="total" />}
        />
        <Column
          header={t('fields.weights')}
          body={(s: TScorecard) => <CorporateTotals id={s.id} bands={bands} part="weights" />}
        />
        <Column
          header={t('corporate.quarters')}
          body={(s: TScorecard) =>
            s.kind === 'corporate-annual' ? (
              <div className="quarter-links">
                {QUARTERS.map((q) => {
                  const periodicId = s.periodicScorecardIds?.[q.index] ?? null;
                  if (periodicId)
                    return (
                      <Button
                        key={q.index}
                        type="button"
                        size="small"
                        outlined
                        label={q.label}
                        aria-label={t('corporate.openPeriodic', { quarter: q.label, name: s.name })}
                        onClick={() => onOpen(periodicId, 'periodic')}
                      />
                    );
                  return build ? (
                    <Button
                      key={q.index}
                      type="button"
                      size="small"
                      text
                      icon="pi pi-plus"
                      label={q.label}
                      aria-label={t('corporate.addPeriodicFor', { quarter: q.label, name: s.name })}
                      onClick={() => setAdding({ annual: s, quarter: q.index })}
                    />
                  ) : null;
                })}
              </div>
            ) : null
          }
        />
        {admin ? (
          <Column
            header={ts('table.actions')}
            className="row-actions-column"
            body={(s: TScorecard) => (
              <div className="row-actions">
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

const CorporateTotals = ({
  id,
  bands,
  part,
}: {
  id: string;
  bands: ReturnType<typeof bandsFromList>;
  part: 'total' | 'weights';
}) => {
  const { t } = useTranslation('scorecards');
  const detail = useQuery({ ...corporateQueryOptions(id), meta: { toast: false } });
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

/** The annual corporate scorecard: a copy of one of the strategic plan's scorecards, named. */
const AddAnnualDialog = ({
  annualPlan,
  onClose,
  onAdded,
}: {
  annualPlan: TAnnualPlan;
  onClose: () => void;
  onAdded: (id: string) => void;
}) => {
  const { t } = useTranslation('scorecards');
  return (
    <Dialog visible header={t('corporate.addAnnual')} onHide={onClose} modal className="form-dialog">
      <AddAnnualForm
        annualPlan={annualPlan}
        onCancel={onClose}
        onAdded={(id) => {
          onClose();
          onAdded(id);
        }}
      />
    </Dialog>
  );
};

/** The form that builds an annual corporate scorecard (in the dialog here, on my inbox's add page). */
export const AddAnnualForm = ({
  annualPlan,
  onCancel,
  onAdded,
}: {
  annualPlan: TAnnualPlan;
  onCancel: () => void;
  onAdded: (id: string) => void;
}) => {
  const { t } = useTranslation('scorecards');
  const { t: ts } = useTranslation();
  const add = useAddCorporateScorecard();
  const strategic = useScorecards('strategic', annualPlan.strategicPlanId);
  const schema = ZAddCorporateScorecardRequestSchema.extend({
    strategicScorecardId: z.string().min(1, t('corporate.chooseStrategic')),
  });
  const form = useZodForm(schema, { annualPlanId: annualPlan.id, strategicScorecardId: '', name: '' });
  const title = t('corporate.addAnnual');
  return (
    <>
      <p>{t('corporate.addAnnualText', { plan: annualPlan.strategicPlanDescription })}</p>
      <Form
        form={form}
        label={title}
        submitLabel={title}
        pending={add.isPending}
        error={add.error}
        secondary={<Button type="button" label={ts('common.cancel')} text onClick={onCancel} />}
        onSubmit={async (input) => {
          const { scorecard } = await add.mutateAsync({ input });
          notify({ severity: 'success', summary: t('added', { name: scorecard.name }) });
          onAdded(scorecard.id);
        }}
      >
        <DropdownField
          name="strategicScorecardId"
          label={t('corporate.strategicScorecard')}
          options={(strategic.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
          {...(strategic.data?.list.length === 0 ? { hint: t('corporate.noStrategic') } : {})}
        />
        <TextField name="name" label={t('fields.name')} hint={t('corporate.nameHint')} />
      </Form>
    </>
  );
};

/** A quarter's periodic scorecard, built from the annual one. */
const AddPeriodicDialog = ({
  annual,
  quarter,
  onClose,
  onAdded,
}: {
  annual: TScorecard;
  quarter: QuarterIndex;
  onClose: () => void;
  onAdded: (id: string) => void;
}) => {
  const { t } = useTranslation('scorecards');
  const title = t('corporate.addPeriodic', { quarter: QUARTERS[quarter].label });
  return (
    <Dialog visible header={title} onHide={onClose} modal className="form-dialog">
      <AddPeriodicForm
        annual={annual}
        quarter={quarter}
        onCancel={onClose}
        onAdded={(id) => {
          onClose();
          onAdded(id);
        }}
      />
    </Dialog>
  );
};

/** The form that builds a quarter's periodic scorecard (in the dialog here, on my inbox's add-periodic page). */
export const AddPeriodicForm = ({
  annual,
  quarter,
  onCancel,
  onAdded,
}: {
  annual: TScorecard;
  quarter: QuarterIndex;
  onCancel: () => void;
  onAdded: (id: string) => void;
}) => {
  const { t } = useTranslation('scorecards');
  const { t: ts } = useTranslation();
  const add = useAddPeriodicScorecard();
  const label = QUARTERS[quarter].label;
  const form = useZodForm(ZAddPeriodicScorecardRequestSchema, {
    annualScorecardId: annual.id,
    quarter,
    name: `${annual.name} (${label})`,
  });
  const title = t('corporate.addPeriodic', { quarter: label });
  return (
    <>
      <p>{t('corporate.addPeriodicText', { quarter: label, name: annual.name })}</p>
      <Form
        form={form}
        label={title}
        submitLabel={title}
        pending={add.isPending}
        error={add.error}
        secondary={<Button type="button" label={ts('common.cancel')} text onClick={onCancel} />}
        onSubmit={async (input) => {
          const { scorecard } = await add.mutateAsync({ input });
          notify({ severity: 'success', summary: t('added', { name: scorecard.name }) });
          onAdded(scorecard.id);
        }}
      >
        <TextField name="name" label={t('fields.name')} />
      </Form>
    </>
  );
};
