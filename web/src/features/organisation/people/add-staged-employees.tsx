import { ApiError, type StagingSource, type TFieldIssue, type TStagedEmployee } from '@stratum/contracts';
import type { TFunction } from 'i18next';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../../components/empty-state';
import { DropdownField, useZodForm } from '../../../components/form';
import { FormPage } from '../../../components/form-page';
import { PageHeader } from '../../../components/page-header';
import { namedTable } from '../../../components/table-name';
import { notify } from '../../../lib/notify';
import { EmployeePickerField } from '../shared/employee-picker-field';
import { UnitCascadeField } from '../shared/unit-cascade-field';
import { useAddStaged } from './api';
import { IssueList } from './issue-list';
import { guessMapping, MAPPED_FIELDS, REQUIRED_MAPPED_FIELDS, type MappedField } from './mapping';
import { PEOPLE_PATHS } from './paths';
import { columnsOf, isAddStagedState } from './staged';
import './people.css';

const chooseColumn = (field: MappedField) => z.string().min(1, `${field}: choose the column`);

/** The mapping (one column per field; the optional ones may stay empty) and the placement for all. */
const ZMappingForm = z.object({
  firstName: chooseColumn('firstName'),
  lastName: chooseColumn('lastName'),
  email: chooseColumn('email'),
  employeeNumber: z.string(),
  jobTitle: z.string(),
  unitId: z.string().nullable(),
  supervisorId: z.string().nullable(),
});
type MappingValues = z.infer<typeof ZMappingForm>;

const NONE = '';

/**
 * spec §2 add-sage-employee / add-cow-employee: the rows chosen on the staged list become
 * employees through a column mapping (guessed from the headers), optionally placed in one unit
 * under one supervisor. All or none: a refusal lists each row's problems.
 */
export const AddStagedEmployeesPage = ({ source }: { source: StagingSource }) => {
  const { t } = useTranslation('people');
  const { t: ts } = useTranslation();
  const location = useLocation();
  const state: unknown = location.state;
  const rows = isAddStagedState(state) ? state.rows.filter((r) => r.status === 'Pending') : [];
  const columns = isAddStagedState(state) ? state.columns : [];
  const title = ts(source === 'sage' ? 'nav.addSageEmployee' : 'nav.addCowEmployee');
  const system = t(`staging.systems.${source}`);

  if (rows.length === 0)
    return (
      <section>
        <PageHeader title={title} />
        <div className="card">
          <EmptyState
            title={t('staging.noneChosen')}
            text={t('staging.noneChosenText', { system })}
            action={<Link to={PEOPLE_PATHS.staged(source)}>{t('staging.toList', { system })}</Link>}
          />
        </div>
      </section>
    );
  return <MappingForm source={source} title={title} system={system} rows={rows} columns={columns} />;
};

const MappingForm = ({
  source,
  title,
  system,
  rows,
  columns: given,
}: {
  source: StagingSource;
  title: string;
  system: string;
  rows: TStagedEmployee[];
  columns: string[];
}) => {
  const { t } = useTranslation('people');
  const add = useAddStaged(source);
  const columns = useMemo(() => [...new Set([...given, ...columnsOf(rows)])], [given, rows]);
  const guessed = useMemo(() => guessMapping(columns), [columns]);
  const form = useZodForm(ZMappingForm, {
    firstName: guessed.firstName ?? '',
    lastName: guessed.lastName ?? '',
    email: guessed.email ?? '',
    employeeNumber: guessed.employeeNumber ?? NONE,
    jobTitle: guessed.jobTitle ?? NONE,
    unitId: null,
    supervisorId: null,
  });
  const options = columns.map((c) => ({ label: c, value: c }));
  const optional = [{ label: t('staging.notMapped'), value: NONE }, ...options];
  const added = add.data?.added;

  if (added !== undefined)
    return (
      <section>
        <PageHeader title={title} />
        <div className="card">
          <Message severity="success" text={t('staging.added', { count: added })} />
          <p className="people-links">
            <Link to={PEOPLE_PATHS.employees}>{t('import.toList')}</Link>
            <Link to={PEOPLE_PATHS.staged(source)}>{t('staging.toList', { system })}</Link>
          </p>
        </div>
      </section>
    );

  const issues = add.error instanceof ApiError ? add.error.issues : [];
  return (
    <FormPage
      title={title}
      form={form}
      submitLabel={t('staging.addCount', { count: rows.length })}
      cancelTo={PEOPLE_PATHS.staged(source)}
      pending={add.isPending}
      // a row-by-row refusal is listed above the form; a field's own problem goes under it
      error={issues.length > 0 ? null : add.error}
      onSubmit={async (values: MappingValues) => {
        const { added: count } = await add.mutateAsync({
          input: {
            ids: rows.map((r) => r.id),
            mapping: {
              firstName: values.firstName,
              lastName: values.lastName,
              email: values.email,
              ...(values.employeeNumber ? { employeeNumber: values.employeeNumber } : {}),
              ...(values.jobTitle ? { jobTitle: values.jobTitle } : {}),
            },
            unitId: values.unitId,
            supervisorId: values.supervisorId,
          },
        });
        notify({ severity: 'success', summary: t('staging.added', { count }) });
      }}
    >
      <p className="muted">{t('staging.mappingIntro', { count: rows.length, system })}</p>
      {add.error ? (
        <div className="people-failure">
          <Message severity="error" text={add.error.message} />
          {issues.length > 0 ? (
            <IssueList label={t('staging.problems')} issues={issues.map((i) => rowIssue(i, rows, t))} />
          ) : null}
        </div>
      ) : null}
      <fieldset className="field people-group">
        <legend>{t('staging.mapping')}</legend>
        <div className="form-row">
          {MAPPED_FIELDS.map((field) => (
            <DropdownField
              key={field}
              name={field}
              label={
                REQUIRED_MAPPED_FIELDS.includes(field)
                  ? t(`fields.${field}`)
                  : t('staging.optionalField', { field: t(`fields.${field}`) })
              }
              options={REQUIRED_MAPPED_FIELDS.includes(field) ? options : optional}
              placeholder={t('staging.chooseColumn')}
              filter={options.length > 10}
            />
          ))}
        </div>
      </fieldset>
      <div className="people-placement">
        <UnitCascadeField name="unitId" label={t('staging.placement')} hint={t('staging.placementHint')} />
      </div>
      <EmployeePickerField
        name="supervisorId"
        label={t('staging.supervisor')}
        hint={t('staging.supervisorHint')}
      />
      <MappedPreview rows={rows} issues={issues} />
    </FormPage>
  );
};

/** The staged row an issue names (`row <id>: email`), and the issue without it. */
const ROW_ISSUE = /^row ([0-9A-HJKMNP-TV-Z]{26})(?:: (.*))?$/;

const issuesByRow = (issues: readonly TFieldIssue[]): Map<string, TFieldIssue[]> => {
  const out = new Map<string, TFieldIssue[]>();
  for (const issue of issues) {
    const m = ROW_ISSUE.exec(issue.path);
    if (!m?.[1]) continue;
    out.set(m[1], [...(out.get(m[1]) ?? []), { path: m[2] ?? '', message: issue.message }]);
  }
  return out;
};

/** An issue as the person knows the row: its place in the table below rather than its id. */
const rowIssue = (
  issue: TFieldIssue,
  rows: readonly TStagedEmployee[],
  t: TFunction<'people'>,
): TFieldIssue => {
  const m = ROW_ISSUE.exec(issue.path);
  const index = m ? rows.findIndex((r) => r.id === m[1]) : -1;
  if (!m || index < 0) return issue;
  const row = t('staging.rowNumber', { number: String(index + 1) });
  return { path: m[2] ? `${row}, ${m[2]}` : row, message: issue.message };
};

/** The chosen rows as the mapping reads them, so a wrong column shows before anything is added. */
const MappedPreview = ({ rows, issues }: { rows: TStagedEmployee[]; issues: readonly TFieldIssue[] }) => {
  const { t } = useTranslation('people');
  const mapping = useWatch() as Partial<Record<MappedField, string>>;
  const label = t('staging.previewTitle', { count: rows.length });
  const byRow = useMemo(() => issuesByRow(issues), [issues]);
  return (
    <section className="people-preview">
      <h2>{label}</h2>
      <DataTable
        value={rows}
        dataKey="id"
        paginator={rows.length > 10}
        rows={10}
        pt={namedTable(label)}
        size="small"
      >
        <Column
          header={t('staging.rowColumn')}
          body={(_r: TStagedEmployee, o: { rowIndex: number }) => o.rowIndex + 1}
        />
        {MAPPED_FIELDS.map((field) => (
          <Column
            key={field}
            header={t(`fields.${field}`)}
            body={(r: TStagedEmployee) => {
              const column = mapping[field];
              return column ? (r.fields[column] ?? '') : '';
            }}
          />
        ))}
        {byRow.size > 0 ? (
          <Column
            header={t('staging.problems')}
            body={(r: TStagedEmployee) => {
              const found = byRow.get(r.id);
              return found ? (
                <ul className="issue-list">
                  {found.map((i, n) => (
                    <li key={n}>{i.path ? `${i.path}: ${i.message}` : i.message}</li>
                  ))}
                </ul>
              ) : null;
            }}
          />
        ) : null}
      </DataTable>
    </section>
  );
};
