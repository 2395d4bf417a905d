import {
  CONTROL_EFFECTIVENESS,
  CONTROL_TYPES,
  EVIDENCE_RULE,
  ZAddControlRequestSchema,
  ZAddMitigationRequestSchema,
  ZAddProgressRequestSchema,
  type RiskRegister,
  type TRiskAction,
  type TRiskControl,
  type TRiskDetail,
  type TRiskMitigation,
  type TRiskProgress,
} from '@stratum/contracts';

import { progressColour } from '@stratum/rules';

import { Button } from 'primereact/button';

import { Column } from 'primereact/column';

import { DataTable } from 'primereact/datatable';

import { ProgressBar } from 'primereact/progressbar';

import { useState } from 'react';

import { Link, useLocation, useNavigate, useParams } from 'react-router';

import { useTranslation } from 'react-i18next';

import { z } from 'zod';

import { DateText } from '../../components/date-text';

import { EmptyState } from '../../components/empty-state';

import {
  DateField,
  DropdownField,
  FileField,
  NumberField,
  TextAreaField,
  TextField,
  useZodForm,
} from '../../components/form';

import { LoadFailed } from '../../components/load-failed';

import { Loading } from '../../components/loading';

import { PageHeader } from '../../components/page-header';

import { StatusTag } from '../../components/status-tag';

import { namedTable } from '../../components/table-name';

import { notify } from '../../lib/notify';

import { useSignedInUser } from '../../lib/session/use-session';

import { useRiskAccess } from './access';

import { ActionsSection } from './actions-section';
import { AuditFindingsSection } from './audit-findings-section';

import { useActiveEmployees, useEvidenceLink, useProgress, useRisk, useRiskWrite } from './api';

import { levelName, RatingTag } from './level-tag';

import { riskScreensOf, type RiskScreens } from './paths';

import {
  ChildTableCard,
  EditDeleteButtons,
  RowButton,
  rowActionsColumn,
  SubForm,
  useConfirmedDelete,
} from './row-parts';

import './risk.css';

/**
 * A risk (spec §1 "the detailed risk view"): its identification, inherent and residual levels, its
 * controls (each change works the residual out again) and its mitigations with their progress
 * (spec §5 bar colours), history and evidence.
 */
export const Component = () => {
  const screens = riskScreensOf(useLocation().pathname);
  const { id = '' } = useParams();
  return <RiskDetail key={`${screens.base}/${id}`} screens={screens} id={id} />;
};

type Editor =
  | { kind: 'action'; item: TRiskAction | null }
  | { kind: 'control'; item: TRiskControl | null }
  | { kind: 'mitigation'; item: TRiskMitigation | null }
  | { kind: 'progress'; item: TRiskMitigation };

const RiskDetail = ({ screens, id }: { screens: RiskScreens; id: string }) => {
  const { t } = useTranslation('risk');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const { admin } = useRiskAccess();
  const risk = useRisk(screens.register, id);
  const remove = useRiskWrite(screens.register, 'delete', { toast: false });
  const [confirmedDelete, confirmDialog] = useConfirmedDelete('detail.stale');
  // One form open at a time (the forms' fields share names).
  const [editor, setEditor] = useState<Editor | null>(null);
  const [history, setHistory] = useState<TRiskMitigation | null>(null);
  const title = ts('nav.riskDetail');
  if (risk.isPending) return <Loading />;
  if (risk.isError)
    return (
      <LoadFailed
        pageTitle={title}
        title={t('identification.notFound')}
        text={risk.error.message}
        onRetry={() => void risk.refetch()}
        backTo={screens.main}
        backLabel={t('identification.back')}
      />
    );
  const r = risk.data.item;
  const owner = user.employeeId !== null && user.employeeId === r.owner.employeeId;
  const canEdit = admin || owner;

  const deleteRisk = async () => {
    const deleted = await confirmedDelete(
      { title: t('detail.deleteTitle', { name: r.title }), message: t('detail.confirmDelete') },
      async () => {
        await remove.mutateAsync({ input: { id: r.id, version: r.version } });
        return t('detail.deleted', { name: r.title });
      },
    );
    if (deleted) await navigate(screens.main);
  };

  return (
    <section className="risk-page risk-detail">
      {confirmDialog}
      <PageHeader
        title={r.title}
        actions={
          <>
            {canEdit ? (
              <Button
                label={t('detail.edit')}
                icon="pi pi-pencil"
                outlined
                onClick={() => void navigate(screens.edit(r.id))}
              />
            ) : null}
            {admin ? (
              <Button
                label={t('detail.delete')}
                icon="pi pi-trash"
                severity="secondary"
                outlined
                onClick={() => void deleteRisk()}
              />
            ) : null}
          </>
        }
      >
        <p className="page-subtitle">
          <Link to={screens.main}>{t(`registers.${screens.register}`)}</Link> ·{' '}
          <StatusTag value={r.status} severity={r.status === 'Closed' ? 'success' : 'secondary'} />
        </p>
      </PageHeader>
      <Facts risk={r} />
      <Controls
        register={screens.register}
        risk={r}
        canEdit={canEdit}
        editor={editor?.kind === 'control' ? editor : null}
        setEditor={setEditor}
      />
      <Mitigations
        screens={screens}
        risk={r}
        canEdit={canEdit}
        editor={editor?.kind === 'mitigation' || editor?.kind === 'progress' ? editor : null}
        setEditor={setEditor}
        onHistory={setHistory}
      />
      <ActionsSection
        register={screens.register}
        risk={r}
        canEdit={canEdit}
        editing={editor?.kind === 'action' ? editor.item : undefined}
        onEdit={(item) => setEditor(item === undefined ? null : { kind: 'action', item })}
      />
      {screens.register === 'management' ? <AuditFindingsSection riskId={r.id} /> : null}
      {history ? (
        <History
          key={history.id}
          register={screens.register}
          mitigation={r.mitigations.find((m) => m.id === history.id) ?? history}
          onClose={() => setHistory(null)}
        />
      ) : null}
    </section>
  );
};

const Facts = ({ risk }: { risk: TRiskDetail }) => {
  const { t } = useTranslation('risk');
  const cell = (x: TRiskDetail['inherent']) =>
    t('detail.cell', {
      impact: x.impactName ?? x.impact,
      likelihood: x.likelihoodName ?? x.likelihood,
    });
  return (
    <div className="risk-facts-grid">
      <div className="card">
        <h2>{t('detail.facts')}</h2>
        <dl className="risk-facts">
          <dt>{t('fields.category')}</dt>
          <dd>{risk.category.name}</dd>
          <dt>{t('fields.team')}</dt>
          <dd>{risk.team?.name ?? t('fields.noTeam')}</dd>
          <dt>{t('fields.owner')}</dt>
          <dd>{risk.owner.fullName}</dd>
          <dt>{t('fields.ratingType')}</dt>
          <dd>{risk.ratingType.name}</dd>
          <dt>{t('fields.response')}</dt>
          <dd>
            {risk.response ?? t('fields.noResponse')}
            {risk.responseNote ? ` — ${risk.responseNote}` : ''}
          </dd>
          {risk.objectiveName ? (
            <>
              <dt>{t('fields.objective')}</dt>
              <dd>{risk.objectiveName}</dd>
            </>
          ) : null}
          {risk.description ? (
            <>
              <dt>{t('fields.description')}</dt>
              <dd>{risk.description}</dd>
            </>
          ) : null}
          {risk.causes ? (
            <>
              <dt>{t('fields.causes')}</dt>
              <dd>{risk.causes}</dd>
            </>
          ) : null}
          {risk.consequences ? (
            <>
              <dt>{t('fields.consequences')}</dt>
              <dd>{risk.consequences}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <div className="card">
        <h2>{t('detail.ratings')}</h2>
        <dl className="risk-facts">
          <dt>{t('fields.inherent')}</dt>
          <dd data-testid="inherent">
            <RatingTag rating={risk.inherent} basis="inherent" /> {cell(risk.inherent)}
          </dd>
          <dt>{t('fields.residual')}</dt>
          <dd data-testid="residual">
            <RatingTag rating={risk.residual} basis="residual" /> {cell(risk.residual)}
          </dd>
        </dl>
        <p className="muted">{t('detail.residualRule')}</p>
      </div>
    </div>
  );
};

// ---------------------------------------------------------------- controls

const NONE = '';
const ownerToNull = (v: unknown) => {
  const o = v as Record<string, unknown>;
  return { ...o, ownerId: o.ownerId === NONE ? null : o.ownerId };
};
const controlSchema = z.preprocess(
  ownerToNull,
  ZAddControlRequestSchema.extend({ id: z.string().optional(), version: z.number().optional() }),
);
type ControlValues = {
  riskId: string;
  id?: string;
  version?: number;
  description: string;
  type: string;
  effectiveness: string;
  ownerId: string;
};

const Controls = ({
  register,
  risk,
  canEdit,
  editor,
  setEditor,
}: {
  register: RiskRegister;
  risk: TRiskDetail;
  canEdit: boolean;
  editor: Extract<Editor, { kind: 'control' }> | null;
  setEditor: (e: Editor | null) => void;
}) => {
  const { t } = useTranslation('risk');
  const { t: ts } = useTranslation();
  const remove = useRiskWrite(register, 'deleteControl', { toast: false });
  const [confirmedDelete, confirmDialog] = useConfirmedDelete('detail.stale');
  const label = t('controls.label', { name: risk.title });

  const deleteControl = (c: TRiskControl) =>
    confirmedDelete(
      { title: t('controls.deleteTitle'), message: t('controls.confirmDelete', { name: c.description }) },
      async () => {
        const out = await remove.mutateAsync({ input: { riskId: risk.id, id: c.id, version: c.version } });
        return t('controls.deleted', { level: levelName(t, out.risk.residual.level) });
      },
    );

  return (
    <ChildTableCard
      title={t('controls.title')}
      addLabel={t('controls.add')}
      canAdd={canEdit && !editor}
      onAdd={() => setEditor({ kind: 'control', item: null })}
      label={label}
      value={risk.controls}
      emptyTitle={t('controls.empty')}
      confirmDialog={confirmDialog}
      form={
        editor ? (
          <ControlForm
            key={editor.item?.id ?? 'new'}
            register={register}
            risk={risk}
            control={editor.item}
            onDone={() => setEditor(null)}
          />
        ) : null
      }
    >
      <Column field="description" header={t('controls.fields.description')} />
      <Column field="type" header={t('controls.fields.type')} />
      <Column field="effectiveness" header={t('controls.fields.effectiveness')} />
      <Column
        header={t('controls.fields.owner')}
        body={(c: TRiskControl) => c.owner?.fullName ?? t('controls.noOwner')}
      />
      {canEdit
        ? rowActionsColumn(ts('table.actions'), (c: TRiskControl) => (
            <EditDeleteButtons
              name={c.description}
              onEdit={() => setEditor({ kind: 'control', item: c })}
              onDelete={() => void deleteControl(c)}
            />
          ))
        : null}
    </ChildTableCard>
  );
};

const ControlForm = ({
  register,
  risk,
  control,
  onDone,
}: {
  register: RiskRegister;
  risk: TRiskDetail;
  control: TRiskControl | null;
  onDone: () => void;
}) => {
  const { t } = useTranslation('risk');
  const employees = useActiveEmployees();
  const add = useRiskWrite(register, 'addControl');
  const update = useRiskWrite(register, 'updateControl');
  const write = control ? update : add;
  const form = useZodForm<ControlValues, z.output<typeof controlSchema>>(
    controlSchema as unknown as z.ZodType<z.output<typeof controlSchema>, ControlValues>,
    {
      riskId: risk.id,
      ...(control ? { id: control.id, version: control.version } : {}),
      description: control?.description ?? '',
      type: control?.type ?? 'Preventative',
      effectiveness: control?.effectiveness ?? 'Effective',
      ownerId: control?.owner?.employeeId ?? NONE,
    },
  );
  const title = control ? t('controls.editTitle') : t('controls.addTitle');
  return (
    <SubForm
      title={title}
      onDone={onDone}
      form={form}
      submitLabel={control ? t('controls.save') : t('controls.add')}
      pending={write.isPending}
      error={write.error}
      onSubmit={async (input) => {
        const out = control
          ? await update.mutateAsync({
              input: { ...input, id: control.id, version: control.version },
            })
          : await add.mutateAsync({ input });
        const level = levelName(t, out.risk.residual.level);
        notify({
          severity: 'success',
          summary: control ? t('controls.saved', { level }) : t('controls.added', { level }),
        });
        onDone();
      }}
    >
      <TextField name="description" label={t('controls.fields.description')} />
      <div className="risk-form-row">
        <DropdownField
          name="type"
          label={t('controls.fields.type')}
          options={CONTROL_TYPES.map((x) => ({ value: x, label: x }))}
        />
        <DropdownField
          name="effectiveness"
          label={t('controls.fields.effectiveness')}
          options={CONTROL_EFFECTIVENESS.map((x) => ({ value: x, label: x }))}
        />
        <DropdownField
          name="ownerId"
          label={t('controls.fields.owner')}
          filter
          options={[
            { value: NONE, label: t('controls.noOwner') },
            ...(employees.data?.list ?? []).map((e) => ({ value: e.id, label: e.fullName })),
          ]}
        />
      </div>
    </SubForm>
  );
};

// ---------------------------------------------------------------- mitigations

/** The progress bar in spec §5's colours (under 60 danger, under 90 warning, else success). */
export const MitigationBar = ({ mitigation }: { mitigation: TRiskMitigation }) => {
  const { t } = useTranslation('risk');
  const colour = progressColour(mitigation.percent);
  return (
    <ProgressBar
      className={`risk-progress risk-progress-${colour}`}
      value={mitigation.percent}
      aria-label={t('mitigations.progressLabel', {
        name: mitigation.description,
        percent: mitigation.percent,
      })}
      data-colour={colour}
    />
  );
};

const mitigationSchema = ZAddMitigationRequestSchema.extend({
  id: z.string().optional(),
  version: z.number().optional(),
});
type MitigationValues = {
  riskId: string;
  id?: string;
  version?: number;
  description: string;
  ownerId: string;
  dueDate: string;
};

const Mitigations = ({
  screens,
  risk,
  canEdit,
  editor,
  setEditor,
  onHistory,
}: {
  screens: RiskScreens;
  risk: TRiskDetail;
  canEdit: boolean;
  editor: Extract<Editor, { kind: 'mitigation' | 'progress' }> | null;
  setEditor: (e: Editor | null) => void;
  onHistory: (m: TRiskMitigation) => void;
}) => {
  const { t } = useTranslation('risk');
  const { t: ts } = useTranslation();
  const user = useSignedInUser();
  const remove = useRiskWrite(screens.register, 'deleteMitigation', { toast: false });
  const [confirmedDelete, confirmDialog] = useConfirmedDelete('detail.stale');
  const label = t('mitigations.label', { name: risk.title });
  const mayRecord = (m: TRiskMitigation) =>
    canEdit || (user.employeeId !== null && m.owner.employeeId === user.employeeId);

  const deleteMitigation = (m: TRiskMitigation) =>
    confirmedDelete(
      {
        title: t('mitigations.deleteTitle'),
        message: t('mitigations.confirmDelete', { name: m.description }),
      },
      async () => {
        await remove.mutateAsync({ input: { riskId: risk.id, id: m.id, version: m.version } });
        return t('mitigations.deleted');
      },
    );

  return (
    <ChildTableCard
      title={t('mitigations.title')}
      addLabel={t('mitigations.add')}
      canAdd={canEdit && !editor}
      onAdd={() => setEditor({ kind: 'mitigation', item: null })}
      label={label}
      value={risk.mitigations}
      emptyTitle={t('mitigations.empty')}
      confirmDialog={confirmDialog}
      form={
        <>
          {editor?.kind === 'mitigation' ? (
            <MitigationForm
              key={editor.item?.id ?? 'new'}
              register={screens.register}
              risk={risk}
              mitigation={editor.item}
              onDone={() => setEditor(null)}
            />
          ) : null}
          {editor?.kind === 'progress' ? (
            <ProgressForm
              key={editor.item.id}
              register={screens.register}
              risk={risk}
              mitigation={risk.mitigations.find((m) => m.id === editor.item.id) ?? editor.item}
              onDone={() => setEditor(null)}
            />
          ) : null}
        </>
      }
    >
      <Column field="description" header={t('mitigations.fields.description')} />
      <Column header={t('mitigations.fields.owner')} body={(m: TRiskMitigation) => m.owner.fullName} />
      <Column
        header={t('mitigations.fields.dueDate')}
        body={(m: TRiskMitigation) => (
          <span className="risk-due">
            {m.d_dueDate}
            {m.overdue ? <span className="risk-overdue">{t('mitigations.overdue')}</span> : null}
          </span>
        )}
      />
      <Column
        header={t('mitigations.fields.progress')}
        body={(m: TRiskMitigation) => (
          <span className="risk-progress-cell">
            <MitigationBar mitigation={m} />
          </span>
        )}
      />
      <Column
        header={t('mitigations.fields.status')}
        body={(m: TRiskMitigation) => (
          <StatusTag value={m.status} severity={m.status === 'Complete' ? 'success' : 'secondary'} />
        )}
      />
      {rowActionsColumn(ts('table.actions'), (m: TRiskMitigation) => (
        <>
          {mayRecord(m) && m.status !== 'Complete' ? (
            <RowButton
              icon="pi pi-percentage"
              severity="success"
              action={t('mitigations.record')}
              name={m.description}
              onClick={() => setEditor({ kind: 'progress', item: m })}
            />
          ) : null}
          <RowButton
            icon="pi pi-history"
            severity="secondary"
            action={t('mitigations.history')}
            name={m.description}
            onClick={() => onHistory(m)}
          />
          {canEdit ? (
            <EditDeleteButtons
              name={m.description}
              onEdit={() => setEditor({ kind: 'mitigation', item: m })}
              onDelete={() => void deleteMitigation(m)}
            />
          ) : null}
        </>
      ))}
    </ChildTableCard>
  );
};

const MitigationForm = ({
  register,
  risk,
  mitigation,
  onDone,
}: {
  register: RiskRegister;
  risk: TRiskDetail;
  mitigation: TRiskMitigation | null;
  onDone: () => void;
}) => {
  const { t } = useTranslation('risk');
  const employees = useActiveEmployees();
  const add = useRiskWrite(register, 'addMitigation');
  const update = useRiskWrite(register, 'updateMitigation');
  const write = mitigation ? update : add;
  const form = useZodForm<MitigationValues, z.output<typeof mitigationSchema>>(
    mitigationSchema as unknown as z.ZodType<z.output<typeof mitigationSchema>, MitigationValues>,
    {
      riskId: risk.id,
      description: mitigation?.description ?? '',
      ownerId: mitigation?.owner.employeeId ?? risk.owner.employeeId,
      dueDate: mitigation?.dueDate ?? '',
    },
  );
  const title = mitigation ? t('mitigations.editTitle') : t('mitigations.addTitle');
  const options = (employees.data?.list ?? []).map((e) => ({ value: e.id, label: e.fullName }));
  const current = mitigation?.owner ?? risk.owner;
  if (!options.some((o) => o.value === current.employeeId))
    options.unshift({ value: current.employeeId, label: current.fullName });
  return (
    <SubForm
      title={title}
      onDone={onDone}
      form={form}
      submitLabel={mitigation ? t('mitigations.save') : t('mitigations.add')}
      pending={write.isPending}
      error={write.error}
      onSubmit={async (input) => {
        if (mitigation)
          await update.mutateAsync({ input: { ...input, id: mitigation.id, version: mitigation.version } });
        else await add.mutateAsync({ input });
        notify({
          severity: 'success',
          summary: mitigation ? t('mitigations.saved') : t('mitigations.added'),
        });
        onDone();
      }}
    >
      <TextField name="description" label={t('mitigations.fields.description')} />
      <div className="risk-form-row">
        <DropdownField name="ownerId" label={t('mitigations.fields.owner')} filter options={options} />
        <DateField name="dueDate" label={t('mitigations.fields.dueDate')} />
      </div>
    </SubForm>
  );
};

const progressSchema = ZAddProgressRequestSchema.extend({
  evidence: z.instanceof(File).nullable().optional(),
});
type ProgressValues = {
  riskId: string;
  mitigationId: string;
  version: number;
  percent: number | null;
  note: string;
  evidence: File | null;
};

/** Records a percent (Complete at 100) with a note, then attaches the evidence file if one is chosen. */
const ProgressForm = ({
  register,
  risk,
  mitigation,
  onDone,
}: {
  register: RiskRegister;
  risk: TRiskDetail;
  mitigation: TRiskMitigation;
  onDone: () => void;
}) => {
  const { t } = useTranslation('risk');
  const add = useRiskWrite(register, 'addProgress');
  const upload = useRiskWrite(register, 'uploadEvidence', { toast: false });
  const form = useZodForm<ProgressValues, z.output<typeof progressSchema>>(
    progressSchema as unknown as z.ZodType<z.output<typeof progressSchema>, ProgressValues>,
    {
      riskId: risk.id,
      mitigationId: mitigation.id,
      version: mitigation.version,
      percent: mitigation.percent,
      note: '',
      evidence: null,
    },
  );
  const title = t('progress.title', { name: mitigation.description });
  return (
    <SubForm
      title={title}
      onDone={onDone}
      form={form}
      submitLabel={t('progress.save')}
      pending={add.isPending || upload.isPending}
      error={add.error}
      onSubmit={async ({ evidence, ...input }) => {
        const out = await add.mutateAsync({ input });
        notify({
          severity: 'success',
          summary: t('progress.saved', { percent: out.item.percent, status: out.item.status }),
        });
        if (evidence) {
          try {
            await upload.mutateAsync({
              input: { riskId: risk.id, mitigationId: mitigation.id, progressId: out.item.id },
              file: evidence,
            });
          } catch (e) {
            notify({
              severity: 'error',
              summary: t('progress.evidenceFailed'),
              detail: e instanceof Error ? e.message : String(e),
            });
          }
        }
        onDone();
      }}
    >
      <div className="risk-form-row">
        <NumberField name="percent" label={t('progress.percent')} min={0} max={100} suffix="%" />
        <TextAreaField name="note" label={t('progress.note')} />
      </div>
      <FileField
        name="evidence"
        label={t('progress.evidence')}
        accept={EVIDENCE_RULE.types}
        maxBytes={EVIDENCE_RULE.maxBytes}
      />
    </SubForm>
  );
};

/** A mitigation's progress updates, newest first, with their evidence links. */
const History = ({
  register,
  mitigation,
  onClose,
}: {
  register: RiskRegister;
  mitigation: TRiskMitigation;
  onClose: () => void;
}) => {
  const { t } = useTranslation('risk');
  const { t: ts } = useTranslation();
  const progress = useProgress(register, mitigation.riskId, mitigation.id);
  const link = useEvidenceLink(register);
  const label = t('progress.historyLabel', { name: mitigation.description });
  const open = async (p: TRiskProgress) => {
    const out = await link.mutateAsync({
      input: { riskId: p.riskId, mitigationId: p.mitigationId, progressId: p.id },
    });
    window.open(out.url, '_blank', 'noopener');
  };
  return (
    <div className="card">
      <div className="risk-card-head">
        <h2>{label}</h2>
        <Button type="button" label={ts('common.close')} text onClick={onClose} />
      </div>
      <DataTable
        value={progress.data?.list ?? []}
        dataKey="id"
        loading={progress.isPending}
        pt={namedTable(label)}
        stripedRows
        emptyMessage={<EmptyState title={t('progress.empty')} />}
      >
        <Column
          header={t('progress.when')}
          body={(p: TRiskProgress) => <DateText value={p.createdAt} format="dateTime" />}
        />
        <Column header={t('progress.percent')} body={(p: TRiskProgress) => `${p.percent}%`} />
        <Column header={t('mitigations.fields.status')} field="status" />
        <Column header={t('progress.note')} body={(p: TRiskProgress) => p.note ?? ''} />
        <Column header={t('progress.by')} body={(p: TRiskProgress) => p.by.name} />
        <Column
          header={t('progress.evidence')}
          body={(p: TRiskProgress) =>
            p.evidence ? (
              <Button
                type="button"
                link
                icon="pi pi-paperclip"
                label={t('progress.openEvidence', { filename: p.evidence.filename })}
                onClick={() => void open(p).catch(() => undefined)}
              />
            ) : null
          }
        />
      </DataTable>
    </div>
  );
};
