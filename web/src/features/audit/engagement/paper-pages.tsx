import {
  WORKING_PAPER_FILE_RULE,
  ZAddWorkingPaperRequestSchema,
  ZEditWorkingPaperRequestSchema,
  type TWorkingPaper,
  type TWorkingPaperRow,
} from '@stratum/contracts';

import { Button } from 'primereact/button';

import { useState } from 'react';

import { Link, useNavigate, useParams } from 'react-router';

import { useTranslation } from 'react-i18next';

import type { z } from 'zod';
import { DropdownField, Form, TextAreaField, TextField, useZodForm } from '../../../components/form';

import { ListPage, type ListColumn } from '../../../components/list-page';

import { Loading } from '../../../components/loading';

import { useServerTable } from '../../../components/use-server-table';

import { notify } from '../../../lib/notify';

import { engagementRoutes, useEngagementWrite, usePaperFileLink, useRcmRows } from './api';

import { ArtefactPage, doesFieldwork } from './artefact-page';

import { blanksToNull } from './fields';
import { useManagedEngagement } from './manage-layout';

import { auditPaths } from './paths';

import { ReviewStatus } from './review-panel';

/** spec §2 working-papers: the engagement's working papers and their review. */
export const PaperList = () => {
  const { t } = useTranslation('audit-engagement');
  const e = useManagedEngagement();
  const table = useServerTable({
    route: engagementRoutes.listPapers,
    params: { engagementId: e.id },
    pageSize: 50,
  });
  const columns: ListColumn<TWorkingPaperRow>[] = [
    {
      field: 'title',
      header: t('fields.title'),
      body: (w) => <Link to={auditPaths.paperDetail(e.id, w.id)}>{w.title}</Link>,
    },
    { field: 'preparer.fullName', header: t('paper.preparer'), body: (w) => w.preparer?.fullName ?? '' },
    {
      field: 'reviewer.fullName',
      header: t('paper.reviewer'),
      body: (w) => w.reviewer?.fullName ?? t('paper.anyReviewer'),
    },
    { field: 'fileCount', header: t('paper.files') },
    {
      field: 'status',
      header: t('fields.status'),
      body: (w) => <ReviewStatus artefact={w} />,
      csv: (w) => w.status,
    },
  ];
  return (
    <ListPage
      title={t('sub.working-papers')}
      table={table}
      columns={columns}
      exportName="working-papers"
      emptyTitle={t('paper.empty')}
      actions={
        doesFieldwork(e) ? (
          <Link className="p-button" to={auditPaths.paperAdd(e.id)}>
            <i className="pi pi-plus" aria-hidden="true" /> {t('paper.add')}
          </Link>
        ) : null
      }
    />
  );
};

interface Values {
  engagementId: string;
  id?: string;
  version?: number;
  title: string;
  rcmRowId: string;
  procedure: string;
  sample: string;
  result: string;
  conclusion: string;
  reviewerId: string;
}

const NONE = '';

const PaperForm = ({ paper }: { paper?: TWorkingPaper }) => {
  const { t } = useTranslation('audit-engagement');
  const e = useManagedEngagement();
  const navigate = useNavigate();
  const rows = useRcmRows(e.id);
  const add = useEngagementWrite('addPaper');
  const edit = useEngagementWrite('editPaper');
  const schema = blanksToNull(paper ? ZEditWorkingPaperRequestSchema : ZAddWorkingPaperRequestSchema, [
    'rcmRowId',
    'reviewerId',
  ]);
  const form = useZodForm<Values, z.output<typeof ZEditWorkingPaperRequestSchema>>(
    schema as unknown as z.ZodType<z.output<typeof ZEditWorkingPaperRequestSchema>, Values>,
    paper
      ? {
          engagementId: e.id,
          id: paper.id,
          version: paper.version,
          title: paper.title,
          rcmRowId: paper.rcmRowId ?? NONE,
          procedure: paper.procedure,
          sample: paper.sample,
          result: paper.result,
          conclusion: paper.conclusion,
          reviewerId: paper.reviewer?.employeeId ?? NONE,
        }
      : {
          engagementId: e.id,
          title: '',
          rcmRowId: NONE,
          procedure: '',
          sample: '',
          result: '',
          conclusion: '',
          reviewerId: NONE,
        },
  );
  if (rows.isPending) return <Loading />;
  const write = paper ? edit : add;
  const title = paper ? t('paper.edit') : t('paper.add');
  return (
    <div className="card">
      <h2>{title}</h2>
      <Form
        label={title}
        form={form}
        submitLabel={paper ? t('save') : t('paper.add')}
        pending={write.isPending}
        error={write.error}
        onSubmit={async (input) => {
          const { item } = paper ? await edit.mutateAsync({ input }) : await add.mutateAsync({ input });
          notify({ severity: 'success', summary: t('saved', { name: item.title }) });
          if (!paper) await navigate(auditPaths.paperDetail(e.id, item.id));
        }}
      >
        <TextField name="title" label={t('fields.title')} />
        <DropdownField
          name="rcmRowId"
          label={t('paper.rcmRow')}
          options={[
            { value: NONE, label: t('paper.noRcmRow') },
            ...(rows.data?.list ?? []).map((r) => ({ value: r.id, label: `${r.processName}: ${r.risk}` })),
          ]}
        />
        <TextAreaField name="procedure" label={t('paper.procedure')} />
        <TextAreaField name="sample" label={t('paper.sample')} />
        <TextAreaField name="result" label={t('paper.result')} />
        <TextAreaField name="conclusion" label={t('paper.conclusion')} />
        <DropdownField
          name="reviewerId"
          label={t('paper.reviewer')}
          options={[
            { value: NONE, label: t('paper.anyReviewer') },
            ...e.reviewers.map((p) => ({ value: p.employeeId, label: p.fullName })),
          ]}
        />
      </Form>
    </div>
  );
};

/** Adding a working paper. */
export const PaperAdd = () => <PaperForm />;

/**
 * spec §2 manage/{auditId}/{id}/working-papers/detail: the paper, its evidence files (uploaded to
 * S3, type and size checked; opened through short-lived links), its review and sign-offs.
 */
export const PaperDetailRoute = () => {
  const { t } = useTranslation('audit-engagement');
  const { paperId: id = '' } = useParams();
  const e = useManagedEngagement();
  return (
    <ArtefactPage kind="paper" id={id} backTo={auditPaths.papers(e.id)}>
      {(paper) => (
        <>
          {doesFieldwork(e) && paper.status !== 'Sent' ? (
            <PaperForm key={paper.version} paper={paper} />
          ) : (
            <div className="card">
              <h2>{paper.title}</h2>
              <dl className="audit-detail">
                <dt>{t('paper.procedure')}</dt>
                <dd>{paper.procedure}</dd>
                <dt>{t('paper.sample')}</dt>
                <dd>{paper.sample || '—'}</dd>
                <dt>{t('paper.result')}</dt>
                <dd>{paper.result || '—'}</dd>
                <dt>{t('paper.conclusion')}</dt>
                <dd>{paper.conclusion || '—'}</dd>
                <dt>{t('paper.preparer')}</dt>
                <dd>{paper.preparer?.fullName ?? '—'}</dd>
              </dl>
            </div>
          )}
          <PaperFiles paper={paper} />
        </>
      )}
    </ArtefactPage>
  );
};

const PaperFiles = ({ paper }: { paper: TWorkingPaper }) => {
  const { t } = useTranslation('audit-engagement');
  const e = useManagedEngagement();
  const upload = useEngagementWrite('uploadPaperFile');
  const link = usePaperFileLink();
  const [file, setFile] = useState<File | null>(null);
  const canUpload = doesFieldwork(e) && paper.status !== 'Sent';
  const openFile = async (fileId: string) => {
    const { url } = await link.mutateAsync({ input: { engagementId: e.id, id: paper.id, fileId } });
    window.open(url, '_blank', 'noopener');
  };
  return (
    <section className="card audit-section" aria-label={t('paper.files')}>
      <h2>{t('paper.files')}</h2>
      {paper.files.length === 0 ? <p>{t('paper.noFiles')}</p> : null}
      <ul>
        {paper.files.map((f) => (
          <li key={f.fileId}>
            <Button link label={f.filename} onClick={() => void openFile(f.fileId)} /> (
            {Math.ceil(f.size / 1024)} KB)
          </li>
        ))}
      </ul>
      {canUpload ? (
        <div className="audit-form-row">
          <label>
            {t('paper.chooseFile')}
            <input
              type="file"
              accept={WORKING_PAPER_FILE_RULE.types.join(',')}
              onChange={(ev) => setFile(ev.target.files?.[0] ?? null)}
            />
          </label>
          <Button
            label={t('paper.upload')}
            icon="pi pi-upload"
            disabled={!file}
            loading={upload.isPending}
            onClick={() =>
              file &&
              void upload
                .mutateAsync({ input: { engagementId: e.id, id: paper.id, version: paper.version }, file })
                .then(() => {
                  setFile(null);
                  notify({ severity: 'success', summary: t('paper.uploaded', { name: file.name }) });
                })
            }
          />
        </div>
      ) : null}
      <p className="audit-hint">{t('paper.fileRule')}</p>
    </section>
  );
};
