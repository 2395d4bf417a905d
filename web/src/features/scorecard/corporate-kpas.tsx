import { ZKpiName, ZWeight, type TKpa, type TKpi, type TScorecardDetail } from '@stratum/contracts';
import { formatNumber } from '../../lib/format';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useConfirm } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { DropdownField, Form, NumberField, TextField, useZodForm } from '../../components/form';
import { notify } from '../../lib/notify';
import { reportInPlaceFailure } from '../../lib/write-failure';
import {
  CORPORATE_KPA_CALLS,
  corporateKeys,
  useAddCorporateKpi,
  useDeleteCorporateKpi,
  useDeleteKpa,
} from './api';
import { AddKpaForm, EditKpaForm } from './kpa-forms';

type Options = readonly { value: string; label: string }[];
const NONE = '';

/**
 * A corporate scorecard's own key performance areas (docs/planning.md "Corporate scorecards: KPAs
 * and KPIs"): each with its KPIs and weights, renamed or deleted in place (one in use is refused
 * by the server, which the toast says), and the forms adding a KPA and a KPI. Only for those who
 * answer for corporate scorecards: the view shows nothing of it to readers.
 */
export const CorporateKpas = ({
  scorecard,
  perspectives,
}: {
  scorecard: TScorecardDetail;
  perspectives: Options;
}) => {
  const { t } = useTranslation('scorecards');
  const queryClient = useQueryClient();
  // One KPA is renamed at a time (its form's fields have fixed ids).
  const [renaming, setRenaming] = useState<string | null>(null);
  const usesKpas = scorecard.includeKeyPerformanceArea === 'Yes';
  const reload = () =>
    Promise.all(corporateKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return (
    <section className="card corporate-kpas" aria-labelledby="corporate-kpas-title">
      <h3 id="corporate-kpas-title">{t('corporate.kpasTitle')}</h3>
      <p className="muted">{usesKpas ? t('corporate.kpasIntro') : t('corporate.kpisIntro')}</p>
      {usesKpas ? (
        <>
          {scorecard.kpaList.length === 0 ? (
            <EmptyState title={t('kpas.empty')} text={t('kpas.emptyText')} />
          ) : (
            <ul className="corporate-kpa-list">
              {scorecard.kpaList.map((kpa) => (
                <li key={kpa.id}>
                  {renaming === kpa.id ? (
                    <EditKpaForm
                      kind={CORPORATE_KPA_CALLS}
                      kpa={kpa}
                      perspectives={perspectives}
                      onDone={() => setRenaming(null)}
                      onReload={reload}
                    />
                  ) : (
                    <KpaRow kpa={kpa} weightTotal={kpa.weightTotal} onRename={() => setRenaming(kpa.id)} />
                  )}
                </li>
              ))}
            </ul>
          )}
          <AddKpaForm
            kind={CORPORATE_KPA_CALLS}
            scorecardId={scorecard.id}
            order={scorecard.kpaList.reduce((max, k) => Math.max(max, k.order + 1), 0)}
            perspectives={perspectives}
          />
        </>
      ) : null}
      <AddKpiForm scorecard={scorecard} perspectives={perspectives} />
    </section>
  );
};

const KpaRow = ({ kpa, weightTotal, onRename }: { kpa: TKpa; weightTotal: number; onRename: () => void }) => {
  const { t } = useTranslation('scorecards');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useDeleteKpa(CORPORATE_KPA_CALLS);
  const [confirm, confirmDialog] = useConfirm();
  const deleteKpa = async () => {
    const confirmed = await confirm({
      title: t('kpas.deleteTitle', { name: kpa.name }),
      message: t('corporate.confirmDeleteKpa', { name: kpa.name }),
      confirmLabel: ts('common.delete'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ input: { scorecardId: kpa.scorecardId, id: kpa.id, version: kpa.version } });
      notify({ severity: 'success', summary: t('kpas.deleted', { name: kpa.name }) });
    } catch (e) {
      await reportInPlaceFailure(e, {
        queryClient,
        keys: corporateKeys,
        staleTitle: ts('conflict.title'),
        staleText: t('kpas.stale', { name: kpa.name }),
        fallbackTitle: ts('errors.requestFailed'),
      });
    }
  };
  return (
    <div className="corporate-kpa-row">
      {confirmDialog}
      <div>
        <strong>{kpa.name}</strong>{' '}
        <span className="muted">
          {kpa.perspectiveName
            ? t('kpas.perspective', { name: kpa.perspectiveName })
            : t('kpis.noPerspective')}
          {' · '}
          {t('corporate.kpaFacts', { count: kpa.kpiCount, weight: formatNumber(weightTotal) })}
        </span>
      </div>
      <div className="row-actions">
        <Button
          type="button"
          icon="pi pi-pencil"
          rounded
          text
          severity="secondary"
          aria-label={`${t('kpas.edit')} ${kpa.name}`}
          tooltip={t('kpas.edit')}
          tooltipOptions={{ position: 'top' }}
          onClick={onRename}
        />
        <Button
          type="button"
          icon="pi pi-trash"
          rounded
          text
          severity="danger"
          aria-label={`${ts('common.delete')} ${kpa.name}`}
          tooltip={ts('common.delete')}
          tooltipOptions={{ position: 'top' }}
          loading={remove.isPending}
          onClick={() => void deleteKpa()}
        />
      </div>
    </div>
  );
};

const ZNewKpi = z.object({
  newKpiName: ZKpiName,
  newKpiKpaId: z.string(),
  newKpiPerspectiveId: z.string(),
  newKpiType: z.enum(['Quantitative', 'Qualitative']),
  newKpiOption: z.enum(['ASC', 'DESC']),
  newKpiTarget: z.number().nullable(),
  newKpiWeight: ZWeight,
});

/** A new KPI: under a KPA when the scorecard keeps its KPIs under KPAs, with its target and weight. */
const AddKpiForm = ({ scorecard, perspectives }: { scorecard: TScorecardDetail; perspectives: Options }) => {
  const { t } = useTranslation('scorecards');
  const add = useAddCorporateKpi();
  const usesKpas = scorecard.includeKeyPerformanceArea === 'Yes';
  const schema = ZNewKpi.refine((v) => !usesKpas || v.newKpiKpaId !== NONE, {
    path: ['newKpiKpaId'],
    message: t('corporate.kpaNeeded'),
  });
  const blank = {
    newKpiName: '',
    newKpiKpaId: NONE,
    newKpiPerspectiveId: NONE,
    newKpiType: 'Quantitative' as const,
    newKpiOption: 'DESC' as const,
    newKpiTarget: null,
    newKpiWeight: null,
  };
  const form = useZodForm(schema, blank);
  // The number inputs start afresh after each add (a cleared InputNumber keeps a stale aria-valuenow).
  const [round, setRound] = useState(0);
  return (
    <div className="kpa-add">
      <Form
        form={form}
        label={t('kpis.add')}
        submitLabel={t('kpis.add')}
        pending={add.isPending}
        error={add.error}
        onSubmit={async (v) => {
          const { kpi } = await add.mutateAsync({
            input: {
              scorecardId: scorecard.id,
              name: v.newKpiName,
              kpaId: usesKpas ? v.newKpiKpaId : null,
              perspectiveId: v.newKpiPerspectiveId === NONE ? null : v.newKpiPerspectiveId,
              kpiType: v.newKpiType,
              optionType: v.newKpiOption,
              target: v.newKpiTarget,
              weight: v.newKpiWeight,
            },
          });
          notify({ severity: 'success', summary: t('kpis.added', { name: kpi.name }) });
          form.reset(blank);
          add.reset();
          setRound((r) => r + 1);
        }}
      >
        <div className="kpa-add-fields" key={round}>
          <TextField name="newKpiName" label={t('corporate.newKpi')} />
          {usesKpas ? (
            <DropdownField
              name="newKpiKpaId"
              label={t('corporate.kpiKpa')}
              placeholder={t('corporate.chooseKpa')}
              options={scorecard.kpaList.map((k) => ({ value: k.id, label: k.name }))}
            />
          ) : null}
          <DropdownField
            name="newKpiPerspectiveId"
            label={t('kpis.fields.perspectiveId')}
            options={[{ value: NONE, label: t('kpis.noPerspective') }, ...perspectives]}
          />
          <DropdownField
            name="newKpiType"
            label={t('kpis.fields.kpiType')}
            options={(['Quantitative', 'Qualitative'] as const).map((v) => ({
              value: v,
              label: t(`kpis.kpiType.${v}`),
            }))}
          />
          <DropdownField
            name="newKpiOption"
            label={t('kpis.fields.optionType')}
            options={(['DESC', 'ASC'] as const).map((v) => ({ value: v, label: t(`kpis.optionType.${v}`) }))}
          />
          <NumberField name="newKpiTarget" label={t('kpis.fields.target')} fractionDigits={2} />
          <NumberField
            name="newKpiWeight"
            label={t('kpis.fields.weight')}
            min={0}
            max={100}
            fractionDigits={2}
          />
        </div>
      </Form>
    </div>
  );
};

/** Deletes one KPI of a corporate scorecard after asking; in use (results, a periodic copy) is refused and said. */
export const DeleteCorporateKpi = ({ kpi }: { kpi: TKpi }) => {
  const { t } = useTranslation('scorecards');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useDeleteCorporateKpi();
  const [confirm, confirmDialog] = useConfirm();
  const run = async () => {
    const confirmed = await confirm({
      title: t('kpis.deleteTitle', { name: kpi.name }),
      message: t('corporate.confirmDeleteKpi', { name: kpi.name }),
      confirmLabel: ts('common.delete'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ input: { scorecardId: kpi.scorecardId, id: kpi.id, version: kpi.version } });
      notify({ severity: 'success', summary: t('kpis.deleted', { name: kpi.name }) });
    } catch (e) {
      await reportInPlaceFailure(e, {
        queryClient,
        keys: corporateKeys,
        staleTitle: ts('conflict.title'),
        staleText: t('kpis.stale', { name: kpi.name }),
        fallbackTitle: ts('errors.requestFailed'),
      });
    }
  };
  return (
    <>
      {confirmDialog}
      <Button
        type="button"
        icon="pi pi-trash"
        rounded
        text
        severity="danger"
        aria-label={`${ts('common.delete')} ${kpi.name}`}
        tooltip={ts('common.delete')}
        tooltipOptions={{ position: 'top' }}
        loading={remove.isPending}
        onClick={() => void run()}
      />
    </>
  );
};
