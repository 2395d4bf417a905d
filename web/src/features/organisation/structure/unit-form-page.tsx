import {
  parentLevelOf,
  UNIT_ID_FIELD,
  UNIT_ROUTES,
  ZId,
  type TOrgUnit,
  type UnitLevel,
} from '@stratum/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ConflictNotice } from '../../../components/conflict-notice';
import { DropdownField, TextField, useZodForm } from '../../../components/form';
import { FormPage } from '../../../components/form-page';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { notify } from '../../../lib/notify';
import { UnitCascadeField } from '../shared/unit-cascade-field';
import { unitsOfLevelQueryOptions } from '../shared/units';
import { reloadUnit, useUnit, useUnitWrite, type UnitWriteRoute } from './api';
import { LEVEL_TITLE, levelOfPath, unitPaths } from './levels';
import { isStaleUnit } from './unit-text';
import './structure.css';

/**
 * spec §2 `<level>/add` and `<level>/edit/:id`: one form for the six levels. A unit has a name and
 * a status; a business unit says whether it owns a strategic plan; every other level names its
 * parent, picked with cascading selects from the business unit down.
 */
export const Component = () => {
  const level = levelOfPath(useLocation().pathname) ?? 'business-unit';
  const { id } = useParams();
  return id ? (
    <EditUnit key={`${level}/${id}`} level={level} id={id} />
  ) : (
    <AddUnit key={level} level={level} />
  );
};

type Values = FieldValues;

const valuesOf = (level: UnitLevel, u: TOrgUnit): Values => {
  const parent = parentLevelOf(level);
  return {
    id: u.id,
    version: u.version,
    name: u.name,
    status: u.status,
    ...(parent
      ? { [UNIT_ID_FIELD[parent]]: u.parentId }
      : { strategyPlanOwner: u.strategyPlanOwner ?? 'No' }),
  };
};

const blankValues = (level: UnitLevel): Values => {
  const parent = parentLevelOf(level);
  return {
    name: '',
    status: 'Active',
    ...(parent ? { [UNIT_ID_FIELD[parent]]: null } : { strategyPlanOwner: 'No' }),
  };
};

/** The route's schema, with "choose the parent" said in words rather than "expected string". */
const useUnitSchema = <A extends 'add' | 'update'>(level: UnitLevel, action: A) => {
  const { t } = useTranslation('organisation');
  return useMemo(() => {
    const schema = UNIT_ROUTES[level][action].input as unknown as z.ZodObject;
    const parent = parentLevelOf(level);
    if (!parent) return schema;
    const required = t('units.parentRequired', { level: t(`levels.${parent}.inText`) });
    return schema.extend({ [UNIT_ID_FIELD[parent]]: z.string({ error: required }).pipe(ZId) });
  }, [level, action, t]) as unknown as z.ZodType<z.output<UnitWriteRoute<A>['input']>, Values>;
};

const UnitFields = ({ level, unit }: { level: UnitLevel; unit?: TOrgUnit }) => {
  const { t } = useTranslation('organisation');
  const { t: ts } = useTranslation();
  const parent = parentLevelOf(level);
  // Its units and people would change place: the server refuses a move, so the picker says so.
  const locked = unit !== undefined && (unit.childCount > 0 || unit.memberCount > 0);
  return (
    <>
      <TextField name="name" label={t('units.fields.name')} />
      {parent ? (
        <UnitCascadeField
          name={UNIT_ID_FIELD[parent]}
          label={t('units.fields.parent')}
          hint={
            locked
              ? t('units.hints.parentLocked')
              : t('units.hints.parent', { level: t(`levels.${parent}.inText`) })
          }
          deepest={parent}
          exact
          chain={unit ?? null}
          disabled={locked}
        />
      ) : (
        <DropdownField
          name="strategyPlanOwner"
          label={t('units.fields.strategyPlanOwner')}
          hint={t('units.hints.strategyPlanOwner')}
          options={[
            { value: 'Yes', label: t('units.yes') },
            { value: 'No', label: t('units.no') },
          ]}
        />
      )}
      <DropdownField
        name="status"
        label={t('units.fields.status')}
        hint={t('units.hints.status')}
        options={[
          { value: 'Active', label: ts('status.Active') },
          { value: 'Inactive', label: ts('status.Inactive') },
        ]}
      />
    </>
  );
};

/** Nothing can be added under a parent level with no units yet: say what to create first. */
const ParentFirst = ({ level }: { level: UnitLevel }) => {
  const { t } = useTranslation('organisation');
  const parent = parentLevelOf(level);
  const parents = useQuery({ ...unitsOfLevelQueryOptions(parent ?? level), enabled: parent !== null });
  if (!parent || parents.data === undefined || parents.data.length > 0) return null;
  return (
    <div className="conflict-notice" role="status">
      <i className="pi pi-info-circle" aria-hidden="true" />
      <div>
        <p>
          {t('units.parentFirstText', {
            child: t(`levels.${level}.inText`),
            parent: t(`levels.${parent}.a`),
          })}
        </p>
        <Link to={unitPaths(parent).add}>{t('units.parentFirst', { level: t(`levels.${parent}.a`) })}</Link>
      </div>
    </div>
  );
};

const AddUnit = ({ level }: { level: UnitLevel }) => {
  const { t } = useTranslation('organisation');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const add = useUnitWrite(level, 'add');
  const form = useZodForm(useUnitSchema(level, 'add'), blankValues(level));
  const paths = unitPaths(level);
  return (
    <>
      <ParentFirst level={level} />
      <FormPage
        title={ts(LEVEL_TITLE[level].add)}
        form={form}
        submitLabel={ts(LEVEL_TITLE[level].add)}
        cancelTo={paths.list}
        pending={add.isPending}
        error={add.error}
        onSubmit={async (input) => {
          const unit = await add.mutateAsync(input);
          notify({ severity: 'success', summary: t('units.added', { name: unit.name }) });
          await navigate(paths.list);
        }}
      >
        <UnitFields level={level} />
      </FormPage>
    </>
  );
};

const EditUnit = ({ level, id }: { level: UnitLevel; id: string }) => {
  const { t } = useTranslation('organisation');
  const { t: ts } = useTranslation();
  const unit = useUnit(level, id);
  const title = ts(LEVEL_TITLE[level].edit);
  if (unit.isPending) return <Loading />;
  if (unit.isError || unit.data === null)
    return (
      <LoadFailed
        pageTitle={title}
        title={t('units.notFound')}
        text={unit.error?.message ?? t('units.notFoundText')}
        {...(unit.isError ? { onRetry: () => void unit.refetch() } : {})}
        backTo={unitPaths(level).list}
        backLabel={t('units.back')}
      />
    );
  return <EditUnitForm level={level} unit={unit.data} />;
};

const EditUnitForm = ({ level, unit }: { level: UnitLevel; unit: TOrgUnit }) => {
  const { t } = useTranslation('organisation');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUnitWrite(level, 'update');
  const form = useZodForm(useUnitSchema(level, 'update'), valuesOf(level, unit));
  const paths = unitPaths(level);
  const stale = isStaleUnit(update.error);

  const loadLatest = async () => {
    const latest = await reloadUnit(queryClient, level, unit.id);
    update.reset();
    if (latest) {
      form.reset(valuesOf(level, latest));
      notify({ severity: 'info', summary: ts('conflict.reloaded') });
    } else await navigate(paths.list);
  };

  return (
    <>
      {stale ? <ConflictNotice onReload={loadLatest} /> : null}
      <FormPage
        title={title(ts(LEVEL_TITLE[level].edit), unit.name)}
        form={form}
        submitLabel={ts('common.save')}
        cancelTo={paths.list}
        pending={update.isPending}
        error={stale ? null : update.error}
        onSubmit={async (input) => {
          const saved = await update.mutateAsync(input);
          notify({ severity: 'success', summary: t('units.saved', { name: saved.name }) });
          await navigate(paths.list);
        }}
      >
        <p className="unit-head-info">
          <strong>{t('units.fields.head')}:</strong> {unit.head?.fullName ?? t('units.noHead')}
          <br />
          <small className="field-hint">{t('units.hints.head')}</small>
        </p>
        <UnitFields level={level} unit={unit} />
      </FormPage>
    </>
  );
};

const title = (page: string, name: string) => `${page}: ${name}`;
