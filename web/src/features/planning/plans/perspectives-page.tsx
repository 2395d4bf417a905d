import {
  ZAddPerspectiveRequestSchema,
  ZUpdatePerspectiveRequestSchema,
  type PlanKind,
  type TPerspective,
  type TPlan,
} from '@stratum/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useEffect, useId, useMemo, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { Form, TextField, useServerErrors, useZodForm } from '../../../components/form';
import { namedTable } from '../../../components/table-name';
import { notify } from '../../../lib/notify';
import { isStale, reportInPlaceFailure } from '../../../lib/write-failure';
import { planScreensOf } from '../shared/paths';
import {
  perspectiveKeys,
  planRef,
  useAddPerspective,
  useDeletePerspective,
  usePerspectives,
  useUpdatePerspective,
} from './api';
import { PlanChildPage } from './plan-child-page';
import { RowActions } from './row-actions';
import './plans.css';

/**
 * spec §2 <plans>/perspectives?planId=…: the perspectives of the chosen plan (the headings its KPIs
 * are grouped under), added, renamed and deleted in place. A name is unique within its plan: the
 * server's refusal shows under the name (and in the toast).
 */
export const Component = () => {
  const screens = planScreensOf(useLocation().pathname);
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  return (
    <PlanChildPage
      key={screens.base}
      screens={screens}
      current="perspectives"
      title={ts('nav.perspectives')}
      intro={t('perspectives.intro')}
    >
      {(plan, admin) => <Perspectives key={plan.id} kind={screens.kind} plan={plan} admin={admin} />}
    </PlanChildPage>
  );
};

type Row = TPerspective & { renaming: boolean };

const Perspectives = ({ kind, plan, admin }: { kind: PlanKind; plan: TPlan; admin: boolean }) => {
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  const list = usePerspectives(kind, plan.id);
  const remove = useDeletePerspective(kind);
  const [confirm, confirmDialog] = useConfirm();
  const [renaming, setRenaming] = useState<string | null>(null);
  const label = t('perspectives.tableLabel', { plan: plan.description });
  // The row being renamed is marked in the rows themselves: the table redraws a row when it changes.
  const rows = useMemo<Row[]>(
    () => (list.data?.list ?? []).map((p) => ({ ...p, renaming: p.id === renaming })),
    [list.data, renaming],
  );

  const deletePerspective = async (p: TPerspective) => {
    const confirmed = await confirm({
      title: t('perspectives.deleteTitle', { name: p.name }),
      message: t('perspectives.confirmDelete', { name: p.name, plan: plan.description }),
      confirmLabel: ts('common.delete'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ input: { id: p.id, version: p.version } });
      notify({ severity: 'success', summary: t('perspectives.deleted', { name: p.name }) });
    } catch (e) {
      await reportInPlaceFailure(e, {
        queryClient,
        keys: perspectiveKeys(kind),
        staleTitle: ts('conflict.title'),
        staleText: t('perspectives.stale', { name: p.name }),
        fallbackTitle: ts('errors.requestFailed'),
      });
    }
  };

  return (
    <>
      {confirmDialog}
      {admin ? <AddPerspective kind={kind} plan={plan} /> : null}
      <div className="card">
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
              <EmptyState
                title={t('perspectives.empty')}
                {...(admin ? { text: t('perspectives.emptyText') } : {})}
              />
            )
          }
        >
          <Column
            header={t('perspectives.name')}
            body={(p: Row) =>
              p.renaming ? (
                <RenamePerspective kind={kind} perspective={p} onDone={() => setRenaming(null)} />
              ) : (
                p.name
              )
            }
          />
          {admin ? (
            <Column
              header={ts('table.actions')}
              className="row-actions-column"
              body={(p: Row) =>
                p.renaming ? null : (
                  <RowActions
                    actions={[
                      {
                        label: t('perspectives.rename'),
                        name: p.name,
                        icon: 'pi pi-pencil',
                        onClick: () => setRenaming(p.id),
                      },
                      {
                        label: ts('common.delete'),
                        name: p.name,
                        icon: 'pi pi-trash',
                        severity: 'danger',
                        onClick: () => void deletePerspective(p),
                      },
                    ]}
                  />
                )
              }
            />
          ) : null}
        </DataTable>
      </div>
    </>
  );
};

const AddPerspective = ({ kind, plan }: { kind: PlanKind; plan: TPlan }) => {
  const { t } = useTranslation('planning');
  const add = useAddPerspective(kind);
  const form = useZodForm(ZAddPerspectiveRequestSchema, { ...planRef(kind, plan.id), name: '' });
  return (
    <div className="card planning-inline-add">
      <Form
        form={form}
        label={t('perspectives.add')}
        submitLabel={t('perspectives.add')}
        pending={add.isPending}
        error={add.error}
        onSubmit={async (input) => {
          const { perspective } = await add.mutateAsync({ input });
          notify({ severity: 'success', summary: t('perspectives.added', { name: perspective.name }) });
          form.reset({ ...planRef(kind, plan.id), name: '' });
          add.reset();
        }}
      >
        <TextField name="name" label={t('perspectives.newName')} />
      </Form>
    </div>
  );
};

/** The name of one perspective, changed in its row: Enter saves, Escape (or Cancel) leaves it. */
const RenamePerspective = ({
  kind,
  perspective: p,
  onDone,
}: {
  kind: PlanKind;
  perspective: TPerspective;
  onDone: () => void;
}) => {
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdatePerspective(kind);
  const form = useZodForm(ZUpdatePerspectiveRequestSchema, { id: p.id, version: p.version, name: p.name });
  useServerErrors(form as unknown as UseFormReturn<FieldValues, unknown, FieldValues>, update.error);
  const id = useId();
  const error = form.formState.errors.name?.message ?? form.formState.errors.root?.server?.message;

  // A stale rename shows the latest names (the toast and the message under the field say why).
  useEffect(() => {
    if (isStale(update.error))
      void Promise.all(perspectiveKeys(kind).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }, [update.error, kind, queryClient]);

  const submit = form.handleSubmit(async (input) => {
    try {
      const { perspective } = await update.mutateAsync({ input });
      notify({ severity: 'success', summary: t('perspectives.renamed', { name: perspective.name }) });
      onDone();
    } catch {
      // Shown under the field and in the toast.
    }
  });

  return (
    <form
      className="planning-inline-form"
      noValidate
      aria-label={t('perspectives.renameForm', { name: p.name })}
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDone();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('perspectives.renameLabel', { name: p.name })}
      </label>
      <InputText
        id={id}
        autoFocus
        className={error ? 'p-invalid' : undefined}
        aria-invalid={Boolean(error)}
        {...(error ? { 'aria-describedby': `${id}-error` } : {})}
        {...form.register('name')}
      />
      <Button
        type="submit"
        label={ts('common.save')}
        loading={update.isPending}
        disabled={update.isPending}
      />
      <Button type="button" label={ts('common.cancel')} text onClick={onDone} />
      {error ? (
        <small id={`${id}-error`} className="field-error" role="alert">
          {error}
        </small>
      ) : null}
    </form>
  );
};
