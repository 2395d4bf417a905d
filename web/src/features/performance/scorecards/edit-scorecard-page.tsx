import type { TEmployeeScorecardDetail, TTrainingTag } from '@stratum/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog, useConfirm } from '../../../components/confirm-dialog';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { StatusTag } from '../../../components/status-tag';
import { notify } from '../../../lib/notify';
import { reportInPlaceFailure } from '../../../lib/write-failure';
import { bandsFromList, Editor, useBands, usePerspectives } from '../../scorecard';
import {
  EMPLOYEE_CALLS,
  EMPLOYEE_SCORECARD_KEYS,
  useDeleteEmployeeScorecard,
  useAddTemplate,
  useEmployeeScorecard,
  usePerformanceAdmin,
  useSetTrainingTags,
  useTrainingTags,
} from './api';
import { TypeOf } from './parts';
import { EMPLOYEE_SCREENS, withQuery } from './paths';
import './employee-scorecards.css';

/**
 * spec §2 /app/my-inbox/annual-employee-scorecards/edit-scorecard/:id: one employee scorecard (or
 * library template) in planning's editor — KPAs, KPIs edited in place with the weights totalled
 * and the scores previewed as typed, comments on each KPA and KPI — with the KPIs' training tags
 * (spec §3 tag_info) and delete. Who may change it is the API's answer (`editable`, `deletable`).
 */
export const Component = () => {
  const { id = '' } = useParams();
  return <EmployeeScorecardEditor key={id} id={id} />;
};

const EmployeeScorecardEditor = ({ id }: { id: string }) => {
  const { t } = useTranslation('employeeScorecards');
  const { t: ts } = useTranslation();
  const detail = useEmployeeScorecard(id);
  const planId = detail.data?.scorecard.planId;
  // Employee scorecards are filed under their annual plan's strategic plan: its bands, its perspectives.
  const bands = useBands('strategic', planId);
  const perspectives = usePerspectives('strategic', planId);
  const title = ts('nav.editEmployeeScorecard');
  if (detail.isPending) return <Loading />;
  if (detail.isError)
    return (
      <LoadFailed
        pageTitle={title}
        title={t('notFound')}
        text={detail.error.message}
        onRetry={() => void detail.refetch()}
        backTo={EMPLOYEE_SCREENS.mine}
        backLabel={t('backToList')}
      />
    );
  const s = detail.data.scorecard;
  const backTo =
    s.kind === 'library'
      ? withQuery(EMPLOYEE_SCREENS.library, { annualPlanId: s.annualPlanId })
      : s.kind === 'employee-periodic'
        ? withQuery(EMPLOYEE_SCREENS.periodic, { annualPlanId: s.annualPlanId })
        : withQuery(EMPLOYEE_SCREENS.mine, { annualPlanId: s.annualPlanId });
  return (
    <Editor
      setup={{
        kind: EMPLOYEE_CALLS,
        title,
        intro: t('editor.intro'),
        backTo,
        backLabel: t('backToList'),
        ratingScales: withQuery(EMPLOYEE_SCREENS.ratingScales, { planId: s.planId }),
        readOnlyNote: t('editor.readOnly'),
        header: <About scorecard={s} />,
        children: s.kind === 'library' ? null : <TrainingTags scorecardId={s.id} editable={s.editable} />,
      }}
      scorecard={s}
      bands={bandsFromList(bands.data?.list)}
      bandsLoaded={!bands.isPending}
      points={bands.data?.points ?? 5}
      perspectives={(perspectives.data?.list ?? []).map((p) => ({ value: p.id, label: p.name }))}
      admin={s.editable}
    />
  );
};

/** Whose scorecard it is, what kind, its quarter's agreement; delete while it may be deleted. */
const About = ({ scorecard: s }: { scorecard: TEmployeeScorecardDetail }) => {
  const { t } = useTranslation('employeeScorecards');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteEmployeeScorecard();
  const [confirm, confirmDialog] = useConfirm();
  const onDelete = async () => {
    const confirmed = await confirm({
      title: t('list.deleteTitle', { name: s.name }),
      message: t('list.confirmDelete', { name: s.name, kpis: String(s.kpiCount) }),
      confirmLabel: ts('common.delete'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ input: { id: s.id, version: s.version } });
      notify({ severity: 'success', summary: t('list.deleted', { name: s.name }) });
      await navigate(EMPLOYEE_SCREENS.mine);
    } catch (e) {
      await reportInPlaceFailure(e, {
        queryClient,
        keys: EMPLOYEE_SCORECARD_KEYS,
        staleTitle: ts('conflict.title'),
        staleText: t('list.stale', { name: s.name }),
        fallbackTitle: ts('errors.requestFailed'),
      });
    }
  };
  return (
    <div className="card employee-scorecard-about">
      {confirmDialog}
      <dl className="score-facts">
        {s.employeeName ? (
          <div>
            <dt>{t('fields.employee')}</dt>
            <dd>{s.employeeName}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('fields.type')}</dt>
          <dd>
            <TypeOf s={s} />
          </dd>
        </div>
        {s.agreementStatus ? (
          <div>
            <dt>{t('fields.agreement')}</dt>
            <dd>
              <StatusTag value={s.agreementStatus} />
            </dd>
          </div>
        ) : null}
      </dl>
      {s.kind === 'employee-annual' ? <SaveAsTemplate scorecard={s} /> : null}
      {s.deletable ? (
        <Button
          type="button"
          icon="pi pi-trash"
          severity="danger"
          label={t('editor.delete')}
          loading={remove.isPending}
          onClick={() => void onDelete()}
        />
      ) : null}
    </div>
  );
};

/**
 * Save as template (Performance administrators): an annual employee scorecard copied into the
 * scorecards library under a new name — its KPAs and KPIs with their weights and targets, not its
 * actuals, scores or training tags (the API's `add-template` with `fromScorecardId`); the library
 * is shown afterwards with the new template in it.
 */
const SaveAsTemplate = ({ scorecard: s }: { scorecard: TEmployeeScorecardDetail }) => {
  const { t } = useTranslation('employeeScorecards');
  const { admin } = usePerformanceAdmin();
  const navigate = useNavigate();
  const add = useAddTemplate();
  const id = useId();
  const [name, setName] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  if (!admin || !s.annualPlanId) return null;
  const annualPlanId = s.annualPlanId;
  const onSave = async () => {
    const templateName = (name ?? '').trim();
    if (templateName === '') {
      setMissing(true);
      return;
    }
    const { scorecard } = await add.mutateAsync({
      input: {
        annualPlanId,
        name: templateName,
        fromScorecardId: s.id,
        includeKeyPerformanceArea: s.includeKeyPerformanceArea,
        ratingMode: s.ratingMode,
      },
    });
    setName(null);
    notify({ severity: 'success', summary: t('saveAsTemplate.saved', { name: scorecard.name }) });
    await navigate(withQuery(EMPLOYEE_SCREENS.library, { annualPlanId }));
  };
  return (
    <>
      <Button
        type="button"
        icon="pi pi-copy"
        outlined
        label={t('saveAsTemplate.button')}
        onClick={() => {
          setMissing(false);
          setName(s.name);
        }}
      />
      <ConfirmDialog
        visible={name !== null}
        title={t('saveAsTemplate.title')}
        confirmLabel={t('saveAsTemplate.confirm')}
        pending={add.isPending}
        onCancel={() => setName(null)}
        onConfirm={() => void onSave().catch(() => undefined)}
        message={
          <div className="field">
            <p>{t('saveAsTemplate.text', { name: s.name })}</p>
            <label htmlFor={id}>{t('library.name')}</label>
            <InputText
              id={id}
              value={name ?? ''}
              maxLength={120}
              invalid={missing}
              aria-describedby={missing ? `${id}-error` : undefined}
              onChange={(e) => {
                setName(e.target.value);
                setMissing(false);
              }}
            />
            {missing ? (
              <small id={`${id}-error`} className="field-error" role="alert">
                {t('saveAsTemplate.nameRequired')}
              </small>
            ) : null}
          </div>
        }
      />
    </>
  );
};

/** spec §3 training tags: the training needs each KPI names, set a KPI at a time. */
const TrainingTags = ({ scorecardId, editable }: { scorecardId: string; editable: boolean }) => {
  const { t } = useTranslation('employeeScorecards');
  const tags = useTrainingTags(scorecardId);
  const list = tags.data?.list ?? [];
  return (
    <section className="card kpa-section training-tags" aria-labelledby="training-tags-title">
      <h2 id="training-tags-title">{t('tags.title')}</h2>
      <p className="muted">{t('tags.intro')}</p>
      {tags.isPending ? (
        <Loading />
      ) : list.length === 0 ? (
        <p className="muted">{t('tags.noKpis')}</p>
      ) : (
        <ul className="training-tag-list">
          {list.map((k) => (
            <TagRow key={k.kpiId} scorecardId={scorecardId} tag={k} editable={editable} />
          ))}
        </ul>
      )}
    </section>
  );
};

const TagRow = ({
  scorecardId,
  tag,
  editable,
}: {
  scorecardId: string;
  tag: TTrainingTag;
  editable: boolean;
}) => {
  const { t } = useTranslation('employeeScorecards');
  const { t: ts } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const save = useSetTrainingTags();
  const [typing, setTyping] = useState<string | null>(null);
  const onSave = async () => {
    const next = (typing ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    try {
      await save.mutateAsync({ input: { scorecardId, kpiId: tag.kpiId, version: tag.version, tags: next } });
      notify({ severity: 'success', summary: t('tags.saved', { name: tag.kpiName }) });
      setTyping(null);
    } catch (e) {
      await reportInPlaceFailure(e, {
        queryClient,
        keys: EMPLOYEE_SCORECARD_KEYS,
        staleTitle: ts('conflict.title'),
        staleText: t('tags.stale', { name: tag.kpiName }),
        fallbackTitle: ts('errors.requestFailed'),
      });
    }
  };
  return (
    <li className="training-tag-row">
      <span className="training-tag-kpi">{tag.kpiName}</span>
      {typing === null ? (
        <>
          <span className="training-tag-chips">
            {tag.tags.length === 0 ? (
              <span className="muted">{t('tags.none')}</span>
            ) : (
              tag.tags.map((x) => <Tag key={x} value={x} severity="info" />)
            )}
          </span>
          {editable ? (
            <Button
              type="button"
              icon="pi pi-tags"
              text
              label={t('tags.edit')}
              aria-label={t('tags.editLabel', { name: tag.kpiName })}
              onClick={() => setTyping(tag.tags.join(', '))}
            />
          ) : null}
        </>
      ) : (
        <span className="training-tag-edit">
          <label htmlFor={id} className="sr-only">
            {t('tags.inputLabel', { name: tag.kpiName })}
          </label>
          <InputText
            id={id}
            value={typing}
            placeholder={t('tags.placeholder')}
            onChange={(e) => setTyping(e.target.value)}
          />
          <Button
            type="button"
            icon="pi pi-check"
            label={ts('common.save')}
            loading={save.isPending}
            onClick={() => void onSave()}
          />
          <Button type="button" label={ts('common.cancel')} text onClick={() => setTyping(null)} />
        </span>
      )}
    </li>
  );
};
