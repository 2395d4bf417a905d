import { withoutNulls } from '../../../lib/without-nulls';
import {
  addSettingSchema,
  AUDIT_FINDING_LEVELS,
  AUDIT_RATING_COLOURS,
  AUDIT_TEAM_ROLES,
  LETTER_PLACEHOLDERS,
  updateSettingSchema,
  type TAuditSetting,
  type TAuditSettingKind,
} from '@stratum/contracts';

import { Button } from 'primereact/button';

import { Column } from 'primereact/column';

import { DataTable } from 'primereact/datatable';

import { useFormContext } from 'react-hook-form';

import { Link, useNavigate, useParams } from 'react-router';

import { useTranslation } from 'react-i18next';

import { z } from 'zod';

import { useConfirm } from '../../../components/confirm-dialog';

import { EmptyState } from '../../../components/empty-state';

import { serverTableProps } from '../../../components/server-table-props';

import { useServerTable } from '../../../components/use-server-table';

import {
  DropdownField,
  MultiSelectField,
  TextAreaField,
  TextField,
  useZodForm,
} from '../../../components/form';

import { FormPage } from '../../../components/form-page';

import { LoadFailed } from '../../../components/load-failed';

import { Loading } from '../../../components/loading';

import { namedTable } from '../../../components/table-name';

import { notify } from '../../../lib/notify';

import { useActiveEmployees } from '../engagement/api';

import { managementListRoutes, useAuditAdmin, useSetting, useSettingDelete, useSettingWrite } from './api';

import { ColourSwatch } from './fields';
import { kindOfSlug, managementPaths } from './paths';

import './audit-management.css';

const PERSON_KINDS: readonly TAuditSettingKind[] = ['mr-owner', 'team-member'];
const TEMPLATE_KINDS: readonly TAuditSettingKind[] = ['checklist-template', 'survey-template'];

/**
 * One settings kind's list, a page at a time in the order the items were added; for
 * administrators add, edit and delete.
 */
export const SettingsTable = ({ kind }: { kind: TAuditSettingKind }) => {
  const { t } = useTranslation('auditManagement');
  const { t: ts } = useTranslation();
  const admin = useAuditAdmin();
  const table = useServerTable({ route: managementListRoutes.settings(kind) });
  const remove = useSettingDelete(kind);
  const [confirm, confirmDialog] = useConfirm();
  const title = t(`kinds.${kind}`);

  const onDelete = async (s: TAuditSetting) => {
    const yes = await confirm({
      title: t('settings.deleteTitle', { name: s.name }),
      message: t('settings.deleteText', { what: title.toLowerCase(), name: s.name }),
      confirmLabel: ts('common.delete'),
    });
    if (!yes) return;
    await remove.mutateAsync({ input: { id: s.id, version: s.version } });
    notify({ severity: 'success', summary: t('deleted', { name: s.name }) });
  };

  const columns: { field: string; header: string; body?: (s: TAuditSetting) => React.ReactNode }[] = [
    { field: 'name', header: PERSON_KINDS.includes(kind) ? t('fields.person') : t('fields.name') },
  ];
  if (kind === 'finding-rating' || kind === 'opinion-rating')
    columns.push({
      field: 'colour',
      header: t('fields.colour'),
      body: (s) => <ColourSwatch colour={s.colour} label={s.colour ? t(`colours.${s.colour}`) : ''} />,
    });
  if (kind === 'team-member')
    columns.push({
      field: 'roles',
      header: t('fields.roles'),
      body: (s) => s.roles.map((r) => t(`roles.${r}`)).join(', '),
    });
  if (TEMPLATE_KINDS.includes(kind))
    columns.push({ field: 'items', header: t('fields.questionCount'), body: (s) => s.items.length });
  if (kind === 'letter-template') columns.push({ field: 'subject', header: t('fields.subject') });
  if (!PERSON_KINDS.includes(kind) && kind !== 'letter-template')
    columns.push({ field: 'description', header: t('fields.description') });

  return (
    <div className="card">
      {confirmDialog}
      <div className="page-header">
        <div>
          <h2>{title}</h2>
          <p className="page-subtitle">{t(`kindIntro.${kind}`)}</p>
        </div>
        {admin ? (
          <div className="page-header-actions">
            <Link className="p-button" to={managementPaths.settingAdd(kind)}>
              <i className="pi pi-plus" aria-hidden="true" /> {t('settings.add', { what: title })}
            </Link>
          </div>
        ) : null}
      </div>
      <DataTable
        value={table.rows}
        dataKey="id"
        {...serverTableProps(
          table,
          ts,
          <EmptyState title={t('settings.empty', { what: title.toLowerCase() })} />,
        )}
        pt={namedTable(title)}
        stripedRows
      >
        {columns.map((c) => (
          <Column key={c.field} field={c.field} header={c.header} {...(c.body ? { body: c.body } : {})} />
        ))}
        {admin ? (
          <Column
            header={ts('table.actions')}
            className="row-actions-column"
            body={(s: TAuditSetting) => (
              <div className="row-actions">
                <Link
                  className="p-button p-button-text p-button-rounded p-button-secondary p-button-icon-only"
                  to={managementPaths.settingEdit(kind, s.id)}
                  aria-label={`${ts('common.edit')}: ${s.name}`}
                >
                  <i className="pi pi-pencil" aria-hidden="true" />
                </Link>
                <Button
                  type="button"
                  icon="pi pi-trash"
                  rounded
                  text
                  severity="danger"
                  aria-label={`${ts('common.delete')}: ${s.name}`}
                  onClick={() => void onDelete(s).catch(() => undefined)}
                />
              </div>
            )}
          />
        ) : null}
      </DataTable>
    </div>
  );
};

// ---------------------------------------------------------------- add and edit

type Values = Record<string, unknown>;

/** A template's questions are typed one a line; the API takes them as a list. */
const withLines = (schema: z.ZodType) =>
  z.preprocess((v) => {
    const o = { ...(v as Values) };
    if (typeof o.items === 'string')
      o.items = o.items
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    if (o.description === '') delete o.description;
    return o;
  }, schema);

const initial = (kind: TAuditSettingKind, s?: TAuditSetting): Values => {
  const base = s ? { id: s.id, version: s.version } : {};
  switch (kind) {
    case 'finding-rating':
      return { ...base, level: s?.level ?? '', colour: s?.colour ?? '', description: s?.description ?? '' };
    case 'opinion-rating':
      return { ...base, name: s?.name ?? '', colour: s?.colour ?? '', description: s?.description ?? '' };
    case 'mr-owner':
      return { ...base, employeeId: s?.employeeId ?? '' };
    case 'team-member':
      return { ...base, employeeId: s?.employeeId ?? '', roles: s?.roles ?? [] };
    case 'checklist-template':
    case 'survey-template':
      return {
        ...base,
        name: s?.name ?? '',
        description: s?.description ?? '',
        items: (s?.items ?? []).join('\n'),
      };
    case 'letter-template':
      return { ...base, name: s?.name ?? '', subject: s?.subject ?? '', body: s?.body ?? '' };
    default:
      return { ...base, name: s?.name ?? '', description: s?.description ?? '' };
  }
};

/** spec §2 settings add and edit (customer-survey-manage/{id} for a survey template). */
export const SettingFormRoute = () => {
  const { t } = useTranslation('auditManagement');
  const { kind: slug, id } = useParams();
  const kind: TAuditSettingKind | null = slug ? kindOfSlug(slug) : 'survey-template';
  if (!kind) return <LoadFailed pageTitle={t('settings.title')} title={t('settings.unknownKind')} />;
  return id ? <EditSetting key={id} kind={kind} id={id} /> : <SettingForm kind={kind} />;
};

const EditSetting = ({ kind, id }: { kind: TAuditSettingKind; id: string }) => {
  const { t } = useTranslation('auditManagement');
  const setting = useSetting(kind, id);
  if (setting.isPending) return <Loading />;
  if (setting.isError)
    return (
      <LoadFailed
        pageTitle={t(`kinds.${kind}`)}
        text={setting.error.message}
        backTo={managementPaths.settings(kind)}
        backLabel={t('back')}
      />
    );
  return <SettingForm key={setting.data.item.version} kind={kind} setting={setting.data.item} />;
};

const SettingForm = ({ kind, setting }: { kind: TAuditSettingKind; setting?: TAuditSetting }) => {
  const { t } = useTranslation('auditManagement');
  const navigate = useNavigate();
  const add = useSettingWrite(kind, 'add');
  const update = useSettingWrite(kind, 'update');
  const write = setting ? update : add;
  const schema = withLines(setting ? updateSettingSchema(kind) : addSettingSchema(kind));
  const form = useZodForm<Values, Values>(schema as z.ZodType<Values, Values>, initial(kind, setting));
  const what = t(`kinds.${kind}`);
  return (
    <FormPage
      title={setting ? t('settings.editTitle', { what, name: setting.name }) : t('settings.add', { what })}
      form={form}
      submitLabel={setting ? t('save') : t('settings.add', { what })}
      cancelTo={managementPaths.settings(kind)}
      pending={write.isPending}
      error={write.error}
      onSubmit={async (input) => {
        const { item } = await write.mutateAsync({ input: withoutNulls(input) });
        notify({ severity: 'success', summary: t('saved', { name: item.name }) });
        await navigate(managementPaths.settings(kind));
      }}
    >
      <KindFields kind={kind} />
    </FormPage>
  );
};

const KindFields = ({ kind }: { kind: TAuditSettingKind }) => {
  const { t } = useTranslation('auditManagement');
  const employees = useActiveEmployees();
  const people = (employees.data?.list ?? []).map((e) => ({ value: e.id, label: e.fullName }));
  const colours = AUDIT_RATING_COLOURS.map((c) => ({ value: c, label: t(`colours.${c}`) }));
  switch (kind) {
    case 'mr-owner':
      return <DropdownField name="employeeId" label={t('fields.person')} filter options={people} />;
    case 'team-member':
      return (
        <>
          <DropdownField name="employeeId" label={t('fields.person')} filter options={people} />
          <MultiSelectField
            name="roles"
            label={t('fields.roles')}
            hint={t('settings.rolesHint')}
            options={AUDIT_TEAM_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          />
        </>
      );
    case 'finding-rating':
      return (
        <>
          <DropdownField
            name="level"
            label={t('fields.level')}
            options={AUDIT_FINDING_LEVELS.map((l) => ({ value: l, label: t(`levels.${l}`) }))}
          />
          <DropdownField name="colour" label={t('fields.colour')} options={colours} />
          <TextAreaField name="description" label={t('fields.description')} />
        </>
      );
    case 'opinion-rating':
      return (
        <>
          <TextField name="name" label={t('fields.name')} />
          <DropdownField name="colour" label={t('fields.colour')} options={colours} />
          <TextAreaField name="description" label={t('fields.description')} />
        </>
      );
    case 'checklist-template':
    case 'survey-template':
      return (
        <>
          <TextField name="name" label={t('fields.name')} />
          <TextAreaField name="description" label={t('fields.description')} />
          <TextAreaField name="items" label={t('fields.questions')} hint={t('settings.questionsHint')} />
        </>
      );
    case 'letter-template':
      return <LetterFields />;
    default:
      return (
        <>
          <TextField name="name" label={t('fields.name')} />
          <TextAreaField name="description" label={t('fields.description')} />
        </>
      );
  }
};

/** A letter's subject and body, with the placeholders the notification letter fills in. */
const LetterFields = () => {
  const { t } = useTranslation('auditManagement');
  const { getValues, setValue } = useFormContext();
  const insert = (p: string) => {
    const body = String(getValues('body') ?? '');
    setValue('body', `${body}${body && !body.endsWith(' ') ? ' ' : ''}{{${p}}}`, {
      shouldDirty: true,
      shouldValidate: true,
    });
  };
  return (
    <>
      <TextField name="name" label={t('fields.name')} />
      <TextField name="subject" label={t('fields.subject')} />
      <TextAreaField name="body" label={t('fields.body')} hint={t('settings.placeholdersHint')} />
      <div className="audit-placeholders" role="group" aria-label={t('settings.placeholders')}>
        {LETTER_PLACEHOLDERS.map((p) => (
          <Button
            key={p}
            type="button"
            size="small"
            outlined
            label={`{{${p}}}`}
            tooltip={t(`placeholders.${p}`)}
            aria-label={t('settings.insert', { name: t(`placeholders.${p}`) })}
            onClick={() => insert(p)}
          />
        ))}
      </div>
    </>
  );
};
