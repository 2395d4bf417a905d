import {
  ApiError,
  type ImportColumn,
  type TImportJob,
  type TImportPreview,
  type TImportProblem,
  type TImportRow,
} from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { FileField, Form, useZodForm } from '../../../components/form';
import { PageHeader } from '../../../components/page-header';
import { namedTable } from '../../../components/table-name';
import { downloadText } from '../../../lib/files';
import { notify } from '../../../lib/notify';
import { useImportEmployees, useImportJob, usePreviewImport } from './api';
import { IssueList } from './issue-list';
import { PEOPLE_PATHS } from './paths';
import { importFieldOf, importTemplateCsv, SPREADSHEET_MAX_BYTES, SPREADSHEET_TYPES } from './spreadsheet';
import './people.css';

const ZFileForm = z.object({
  document: z.instanceof(File, { message: 'document: choose a CSV or Excel file' }).nullable(),
});

/** Placement columns shown together as one path. */
const UNIT_FIELDS = [
  'businessUnit',
  'department',
  'division',
  'section',
  'subSection',
  'subSubSection',
] as const;

/**
 * spec §2 importEmployee: download the template, choose a file, preview it (every problem by line
 * and column, nothing written), then import it: all rows or none, only once the preview is clean.
 * The import runs as a job (ARCHITECTURE §11): the page follows its progress until it is committed
 * (every row listed at once) or undone (none).
 */
export const Component = () => {
  const { t } = useTranslation('people');
  const { t: ts } = useTranslation();
  const preview = usePreviewImport();
  const importing = useImportEmployees();
  const form = useZodForm(ZFileForm, { document: null });
  const file = useWatch({ control: form.control, name: 'document' });

  // Another file (or none): the last preview and import say nothing about it.
  const { reset: resetPreview } = preview;
  const { reset: resetImport } = importing;
  useEffect(() => {
    resetPreview();
    resetImport();
  }, [file, resetPreview, resetImport]);

  const result = preview.data?.preview;
  const queued = importing.data?.job;
  const followed = useImportJob(queued?.id);
  const job = followed.data?.job ?? queued;

  // The toast once, when the job that was followed commits.
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (job?.state !== 'committed' || told.current === job.id) return;
    told.current = job.id;
    notify({ severity: 'success', summary: t('import.imported', { count: job.total }) });
  }, [job, t]);

  const runImport = async () => {
    if (!(file instanceof File)) return;
    try {
      await importing.mutateAsync({ input: {}, file });
    } catch {
      // Shown on the page: the refusal and its issues.
    }
  };

  return (
    <section className="import-employees">
      <PageHeader
        title={ts('nav.importEmployees')}
        actions={
          <Button
            type="button"
            icon="pi pi-download"
            label={t('import.template')}
            severity="secondary"
            outlined
            onClick={() =>
              downloadText('employee-import-template.csv', importTemplateCsv(), 'text/csv;charset=utf-8')
            }
          />
        }
      >
        <p className="page-subtitle">{t('import.intro')}</p>
      </PageHeader>

      <div className="card">
        <Form
          form={form}
          label={t('import.chooseTitle')}
          submitLabel={t('import.preview')}
          pending={preview.isPending}
          onSubmit={async ({ document }) => {
            if (!document) {
              form.setError('document', { type: 'required', message: t('import.chooseFirst') });
              return;
            }
            await preview.mutateAsync({ input: {}, file: document });
          }}
        >
          <FileField
            name="document"
            label={t('import.file')}
            accept={SPREADSHEET_TYPES}
            maxBytes={SPREADSHEET_MAX_BYTES}
            hint={t('import.fileHint')}
          />
        </Form>
        {preview.error ? <CallFailure error={preview.error} /> : null}
      </div>

      {result ? (
        <div className="card">
          <PreviewSummary preview={result} />
          {job ? (
            <JobProgress job={job} />
          ) : (
            <div className="form-actions">
              <Button
                type="button"
                icon="pi pi-upload"
                label={t('import.import', { count: result.rows.length })}
                disabled={!result.clean || importing.isPending}
                loading={importing.isPending}
                onClick={() => void runImport()}
              />
              {!result.clean ? <span className="muted">{t('import.fixFirst')}</span> : null}
            </div>
          )}
          {importing.error ? <CallFailure error={importing.error} /> : null}
          <PreviewRows key={preview.submittedAt} preview={result} />
        </div>
      ) : null}
    </section>
  );
};

/** Where the import job is: its progress while it runs, then its outcome. */
const JobProgress = ({ job }: { job: TImportJob }) => {
  const { t } = useTranslation('people');
  if (job.state === 'committed') {
    return (
      <Message
        severity="success"
        className="import-done"
        content={
          <span>
            {t('import.imported', { count: job.total })}{' '}
            <Link to={PEOPLE_PATHS.employees}>{t('import.toList')}</Link>
          </span>
        }
      />
    );
  }
  if (job.state === 'undone') {
    return (
      <Message
        severity="error"
        className="import-done"
        text={t('import.undone', { file: job.fileName, reason: job.reason ?? t('import.undoneNoReason') })}
      />
    );
  }
  return (
    <div className="import-progress">
      <p role="status">
        {t(`import.${job.state}`, { file: job.fileName, done: String(job.done), total: String(job.total) })}
      </p>
      <ProgressBar value={job.percent} aria-label={t('import.progress')} />
    </div>
  );
};

/** A refused call: its message and, for a file with problems, each problem. */
const CallFailure = ({ error }: { error: Error }) => {
  const { t } = useTranslation('people');
  const issues = error instanceof ApiError ? error.issues : [];
  return (
    <div className="import-failure">
      <Message severity="error" text={error.message} />
      {issues.length > 0 ? <IssueList label={t('import.issues')} issues={issues} /> : null}
    </div>
  );
};

const PreviewSummary = ({ preview }: { preview: TImportPreview }) => {
  const { t } = useTranslation('people');
  const problemLines = new Set(preview.problems.map((p) => p.line)).size;
  return (
    <div className="import-summary">
      <h2>{t('import.previewOf', { file: preview.fileName })}</h2>
      <p role="status">
        {t('import.rowCount', { count: preview.rows.length })}
        {' · '}
        {preview.problems.length === 0
          ? t('import.noProblems')
          : t('import.problemCount', { count: preview.problems.length, lines: String(problemLines) })}
      </p>
      {preview.ignoredColumns.length > 0 ? (
        <p className="muted">{t('import.ignored', { columns: preview.ignoredColumns.join(', ') })}</p>
      ) : null}
      {preview.problems.length > 0 ? <ProblemList problems={preview.problems} /> : null}
    </div>
  );
};

const ProblemList = ({ problems }: { problems: readonly TImportProblem[] }) => {
  const { t } = useTranslation('people');
  const sorted = [...problems].sort((a, b) => a.line - b.line);
  return (
    <>
      <h3>{t('import.problems')}</h3>
      <ul className="import-problems" aria-label={t('import.problems')}>
        {sorted.map((p, i) => {
          const field = importFieldOf(p.column);
          return (
            <li key={`${p.line}-${i}`} data-line={p.line}>
              <strong>{t('import.line', { line: String(p.line) })}</strong>
              {p.column ? ` · ${field ? t(`import.columns.${field}`) : p.column}` : null}: {p.message}
            </li>
          );
        })}
      </ul>
    </>
  );
};

type Row = TImportRow & { problemFields: ReadonlySet<string>; problemCount: number };

const PreviewRows = ({ preview }: { preview: TImportPreview }) => {
  const { t } = useTranslation('people');
  const switchId = useId();
  const rows = useMemo<Row[]>(() => {
    const byLine = new Map<number, TImportProblem[]>();
    for (const p of preview.problems) byLine.set(p.line, [...(byLine.get(p.line) ?? []), p]);
    return preview.rows.map((r) => {
      const problems = byLine.get(r.line) ?? [];
      return {
        ...r,
        problemCount: problems.length,
        problemFields: new Set(problems.map((p) => importFieldOf(p.column) ?? '')),
      };
    });
  }, [preview]);
  const withProblems = rows.filter((r) => r.problemCount > 0);
  const [onlyProblems, setOnlyProblems] = useState(withProblems.length > 0);
  const shown = onlyProblems && withProblems.length > 0 ? withProblems : rows;

  const cell = (field: ImportColumn) => (r: Row) =>
    r.problemFields.has(field) ? (
      <span className="field-error">
        <i className="pi pi-exclamation-circle" aria-hidden="true" /> {r[field] || t('import.blank')}
        <span className="sr-only"> ({t('import.hasProblem')})</span>
      </span>
    ) : (
      r[field]
    );

  return (
    <>
      <h3>{t('import.rows')}</h3>
      {withProblems.length > 0 ? (
        <div className="field field-inline">
          <input
            id={switchId}
            type="checkbox"
            className="people-checkbox"
            checked={onlyProblems}
            onChange={(e) => setOnlyProblems(e.target.checked)}
          />
          <label htmlFor={switchId}>{t('import.onlyProblems', { count: withProblems.length })}</label>
        </div>
      ) : null}
      <DataTable
        value={shown}
        dataKey="line"
        paginator
        rows={20}
        rowsPerPageOptions={[20, 50, 100]}
        pt={namedTable(t('import.rows'))}
        stripedRows
        size="small"
      >
        <Column
          header={t('import.lineColumn')}
          body={(r: Row) =>
            r.problemCount > 0 ? (
              <strong className="field-error">
                <i className="pi pi-exclamation-circle" aria-hidden="true" /> {r.line}
                <span className="sr-only"> ({t('import.hasProblem')})</span>
              </strong>
            ) : (
              r.line
            )
          }
        />
        <Column header={t('import.columns.firstName')} body={cell('firstName')} />
        <Column header={t('import.columns.lastName')} body={cell('lastName')} />
        <Column header={t('import.columns.email')} body={cell('email')} />
        <Column header={t('import.columns.employeeNumber')} body={cell('employeeNumber')} />
        <Column header={t('import.columns.jobTitle')} body={cell('jobTitle')} />
        <Column
          header={t('import.placement')}
          body={(r: Row) => {
            const bad = UNIT_FIELDS.some((f) => r.problemFields.has(f));
            const path = UNIT_FIELDS.map((f) => r[f])
              .filter(Boolean)
              .join(' › ');
            return bad ? (
              <span className="field-error">
                <i className="pi pi-exclamation-circle" aria-hidden="true" /> {path || t('import.blank')}
                <span className="sr-only"> ({t('import.hasProblem')})</span>
              </span>
            ) : (
              path
            );
          }}
        />
        <Column header={t('import.columns.supervisor')} body={cell('supervisor')} />
      </DataTable>
    </>
  );
};
