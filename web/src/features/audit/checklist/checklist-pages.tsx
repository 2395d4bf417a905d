import {
  CHECKLIST_ANSWERS,
  CHECKLIST_STATUSES,
  type ChecklistAnswer,
  type ChecklistStatus,
  type TChecklist,
  type TChecklistItem,
  type TChecklistList,
  type TChecklistRow,
  WORKING_PAPER_FILE_RULE,
} from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { MultiSelect } from 'primereact/multiselect';
import { Tag } from 'primereact/tag';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { DateText } from '../../../components/date-text';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { namedTable } from '../../../components/table-name';
import { notify } from '../../../lib/notify';
import { useActiveEmployees } from '../engagement/api';
import { auditPaths } from '../engagement/paths';
import { useChecklist, useChecklistFileLink, useChecklists, useChecklistWrite } from './api';
import { checklistPaths } from './paths';
import './checklist.css';

const SEVERITY: Record<ChecklistStatus, 'secondary' | 'info' | 'success'> = {
  Draft: 'secondary',
  Sent: 'info',
  Completed: 'success',
};

const StatusOf = ({ status }: { status: ChecklistStatus }) => {
  const { t } = useTranslation('audit-checklist');
  return <Tag value={t(`status.${status}`)} severity={SEVERITY[status]} />;
};

const isStatus = (s: string | null): s is ChecklistStatus =>
  (CHECKLIST_STATUSES as readonly string[]).includes(s ?? '');

// ---------------------------------------------------------------- the list (audit-checklist)

/** Makes a Draft checklist: the audit, the template, a title and the auditees. */
const AddForm = ({ data, engagementId }: { data: TChecklistList; engagementId: string | undefined }) => {
  const { t } = useTranslation('audit-checklist');
  const id = useId();
  const navigate = useNavigate();
  const employees = useActiveEmployees();
  const add = useChecklistWrite('addChecklist');
  const [audit, setAudit] = useState<string | null>(
    data.engagements.find((e) => e.id === engagementId)?.id ?? data.engagements[0]?.id ?? null,
  );
  const [templateId, setTemplateId] = useState<string | null>(data.templates[0]?.id ?? null);
  const [title, setTitle] = useState('');
  const [auditeeIds, setAuditeeIds] = useState<string[]>([]);
  if (data.engagements.length === 0) return null;
  return (
    <section className="card audit-section" aria-label={t('add.heading')}>
      <h2>{t('add.heading')}</h2>
      {data.templates.length === 0 ? (
        <Message severity="warn" text={t('add.noTemplates')} />
      ) : (
        <div className="checklist-form">
          <div className="field">
            <label htmlFor={`${id}-audit`}>{t('add.audit')}</label>
            <Dropdown
              inputId={`${id}-audit`}
              value={audit}
              options={data.engagements.map((e) => ({ value: e.id, label: e.title }))}
              onChange={(e) => setAudit(e.value as string)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-template`}>{t('add.template')}</label>
            <Dropdown
              inputId={`${id}-template`}
              value={templateId}
              options={data.templates.map((x) => ({
                value: x.id,
                label: t('add.templateItems', { name: x.name, count: x.items }),
              }))}
              onChange={(e) => setTemplateId(e.value as string)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-title`}>{t('add.title')}</label>
            <InputText id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-auditees`}>{t('add.auditees')}</label>
            <MultiSelect
              inputId={`${id}-auditees`}
              value={auditeeIds}
              filter
              options={(employees.data?.list ?? []).map((p) => ({ value: p.id, label: p.fullName }))}
              onChange={(e) => setAuditeeIds(e.value as string[])}
            />
          </div>
          <Button
            label={t('add.submit')}
            icon="pi pi-plus"
            loading={add.isPending}
            onClick={() =>
              add.mutate(
                { input: { engagementId: audit ?? '', templateId: templateId ?? '', title, auditeeIds } },
                {
                  onSuccess: (r) => {
                    notify({ severity: 'success', summary: t('add.made') });
                    void navigate(checklistPaths.one(r.item.id));
                  },
                },
              )
            }
          />
        </div>
      )}
    </section>
  );
};

/**
 * spec §2 audit-report/audit-checklist: the checklists of the audits the user is on (all for
 * administrators) and those they answer, filtered by status (and audit) in the URL, with the form
 * that makes one.
 */
export const ChecklistList = () => {
  const { t } = useTranslation('audit-checklist');
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const engagementId = params.get('engagementId') ?? undefined;
  const list = useChecklists({
    ...(isStatus(status) ? { status } : {}),
    ...(engagementId ? { engagementId } : {}),
  });
  const id = useId();
  if (list.isPending) return <Loading />;
  if (list.isError)
    return (
      <LoadFailed
        pageTitle={t('title')}
        title={t('notFound')}
        text={list.error.message}
        onRetry={() => void list.refetch()}
        backTo={auditPaths.audits()}
        backLabel={t('back')}
      />
    );
  const label = t('title');
  return (
    <section>
      <PageHeader title={t('title')}>
        <p>{t('intro')}</p>
      </PageHeader>
      <div className="list-filter">
        <label htmlFor={`${id}-status`}>{t('filter.label')}</label>
        <Dropdown
          inputId={`${id}-status`}
          value={isStatus(status) ? status : ''}
          options={[
            { value: '', label: t('filter.all') },
            ...CHECKLIST_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
          onChange={(e) => {
            const next = new URLSearchParams(params);
            if (e.value) next.set('status', e.value as string);
            else next.delete('status');
            setParams(next);
          }}
        />
      </div>
      <DataTable
        value={list.data.list}
        dataKey="id"
        pt={namedTable(label)}
        emptyMessage={<EmptyState title={t('none')} />}
      >
        <Column
          field="title"
          header={t('columns.title')}
          body={(r: TChecklistRow) => (
            <Link to={r.status === 'Completed' ? checklistPaths.completed(r.id) : checklistPaths.one(r.id)}>
              {r.title}
            </Link>
          )}
        />
        <Column
          field="engagementTitle"
          header={t('columns.audit')}
          body={(r: TChecklistRow) => <Link to={auditPaths.manage(r.engagementId)}>{r.engagementTitle}</Link>}
        />
        <Column header={t('columns.auditees')} body={(r: TChecklistRow) => r.auditees.join(', ')} />
        <Column
          header={t('columns.answered')}
          body={(r: TChecklistRow) => t('progress', { answered: r.answered, items: r.items })}
        />
        <Column
          field="status"
          header={t('columns.status')}
          body={(r: TChecklistRow) => <StatusOf status={r.status} />}
        />
        <Column
          field="updatedAt"
          header={t('columns.updated')}
          body={(r: TChecklistRow) => <DateText value={r.updatedAt} format="dateTime" />}
        />
      </DataTable>
      <AddForm data={list.data} engagementId={engagementId} />
    </section>
  );
};

/** An engagement's checklists with their status (its overview page). */
export const EngagementChecklists = ({ engagementId }: { engagementId: string }) => {
  const { t } = useTranslation('audit-checklist');
  const list = useChecklists({ engagementId });
  const rows = list.data?.list ?? [];
  return (
    <section className="audit-section" aria-label={t('engagement.heading')}>
      <h3>{t('engagement.heading')}</h3>
      {rows.length ? (
        <ul className="checklist-links">
          {rows.map((r) => (
            <li key={r.id}>
              <Link to={r.status === 'Completed' ? checklistPaths.completed(r.id) : checklistPaths.one(r.id)}>
                {r.title}
              </Link>{' '}
              <StatusOf status={r.status} /> {t('progress', { answered: r.answered, items: r.items })}
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link to={checklistPaths.list({ engagementId })}>
          <i className="pi pi-list-check" aria-hidden="true" />{' '}
          {rows.length ? t('engagement.all') : t('engagement.make')}
        </Link>
      </p>
    </section>
  );
};

// ---------------------------------------------------------------- one checklist

const useLoaded = () => {
  const { id = '' } = useParams();
  return useChecklist(id);
};

const Failed = ({ q }: { q: ReturnType<typeof useLoaded> }) => {
  const { t } = useTranslation('audit-checklist');
  return (
    <LoadFailed
      pageTitle={t('title')}
      title={t('notFound')}
      text={q.error?.message ?? ''}
      onRetry={() => void q.refetch()}
      backTo={checklistPaths.list()}
      backLabel={t('back')}
    />
  );
};

const Summary = ({ c }: { c: TChecklist }) => {
  const { t } = useTranslation('audit-checklist');
  return (
    <section className="card audit-section">
      <dl className="audit-detail">
        <dt>{t('detail.audit')}</dt>
        <dd>
          {c.canManage ? (
            <Link to={auditPaths.manage(c.engagementId)}>{c.engagementTitle}</Link>
          ) : (
            c.engagementTitle
          )}
        </dd>
        <dt>{t('columns.status')}</dt>
        <dd>
          <StatusOf status={c.status} /> {t('progress', { answered: c.answered, items: c.items.length })}
        </dd>
        <dt>{t('detail.template')}</dt>
        <dd>{c.templateName}</dd>
        <dt>{t('detail.auditees')}</dt>
        <dd>{c.auditees.map((a) => a.fullName).join(', ')}</dd>
      </dl>
      <p>
        {t('detail.made', { name: c.createdBy })} <DateText value={c.createdAt} />
        {c.sentAt && c.sentBy ? (
          <>
            {' · '}
            {t('detail.sent', { name: c.sentBy })} <DateText value={c.sentAt} />
          </>
        ) : null}
        {c.completedAt && c.completedBy ? (
          <>
            {' · '}
            {t('detail.completed', { name: c.completedBy })} <DateText value={c.completedAt} />
          </>
        ) : null}
      </p>
      {c.note ? (
        <p>
          <strong>{t('detail.note')}:</strong> {c.note}
        </p>
      ) : null}
      {c.returnNote ? <Message severity="warn" text={`${t('detail.returnNote')}: ${c.returnNote}`} /> : null}
    </section>
  );
};

/** The Draft's title, auditees and items, saved on its version. */
const EditDraft = ({ c }: { c: TChecklist }) => {
  const { t } = useTranslation('audit-checklist');
  const id = useId();
  const navigate = useNavigate();
  const employees = useActiveEmployees();
  const update = useChecklistWrite('updateChecklist');
  const remove = useChecklistWrite('deleteChecklist');
  const [title, setTitle] = useState(c.title);
  const [auditeeIds, setAuditeeIds] = useState(c.auditees.map((a) => a.employeeId));
  const [items, setItems] = useState<{ id?: string; text: string }[]>(
    c.items.map((i) => ({ id: i.id, text: i.text })),
  );
  const people = new Map((employees.data?.list ?? []).map((p) => [p.id, p.fullName]));
  for (const a of c.auditees) if (!people.has(a.employeeId)) people.set(a.employeeId, a.fullName);
  return (
    <section className="card audit-section" aria-label={t('edit.heading')}>
      <h2>{t('edit.heading')}</h2>
      <div className="checklist-form">
        <div className="field">
          <label htmlFor={`${id}-title`}>{t('add.title')}</label>
          <InputText id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-auditees`}>{t('add.auditees')}</label>
          <MultiSelect
            inputId={`${id}-auditees`}
            value={auditeeIds}
            filter
            options={[...people].map(([value, label]) => ({ value, label }))}
            onChange={(e) => setAuditeeIds(e.value as string[])}
          />
        </div>
        <ol className="checklist-edit-items">
          {items.map((item, n) => (
            <li key={item.id ?? `new-${n}`}>
              <InputText
                aria-label={t('edit.item', { n: n + 1 })}
                value={item.text}
                onChange={(e) =>
                  setItems((rows) => rows.map((r, i) => (i === n ? { ...r, text: e.target.value } : r)))
                }
              />
              <Button
                type="button"
                text
                icon="pi pi-trash"
                aria-label={t('edit.removeItem', { n: n + 1 })}
                onClick={() => setItems((rows) => rows.filter((_, i) => i !== n))}
              />
            </li>
          ))}
        </ol>
        <Button
          type="button"
          text
          icon="pi pi-plus"
          label={t('edit.addItem')}
          onClick={() => setItems((rows) => [...rows, { text: '' }])}
        />
      </div>
      <div className="audit-review-actions">
        <Button
          label={t('edit.save')}
          icon="pi pi-save"
          severity="secondary"
          loading={update.isPending}
          onClick={() =>
            update.mutate(
              { input: { id: c.id, version: c.version, title, auditeeIds, items } },
              { onSuccess: () => notify({ severity: 'success', summary: t('edit.saved') }) },
            )
          }
        />
        <Link className="p-button" to={checklistPaths.send(c.id)}>
          <i className="pi pi-send" aria-hidden="true" /> {t('detail.send')}
        </Link>
        <Button
          label={t('detail.delete')}
          icon="pi pi-trash"
          severity="danger"
          text
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(
              { input: { id: c.id, version: c.version } },
              {
                onSuccess: () => {
                  notify({ severity: 'success', summary: t('detail.deleted') });
                  void navigate(checklistPaths.list());
                },
              },
            )
          }
        />
      </div>
    </section>
  );
};

/** An item's evidence files, each opened by a short-lived link. */
const ItemFiles = ({ c, itemId }: { c: TChecklist; itemId: string }) => {
  const link = useChecklistFileLink();
  const files = c.files.filter((f) => f.itemId === itemId);
  if (files.length === 0) return null;
  return (
    <ul className="checklist-files">
      {files.map((f) => (
        <li key={f.fileId}>
          <Button
            link
            icon="pi pi-paperclip"
            label={f.filename}
            onClick={() =>
              link.mutate(
                { input: { id: c.id, fileId: f.fileId } },
                { onSuccess: (r) => void window.open(r.url, '_blank', 'noopener') },
              )
            }
          />{' '}
          ({Math.ceil(f.size / 1024)} KB)
        </li>
      ))}
    </ul>
  );
};

/** The auditee's evidence upload for one item (saved at once, on the checklist's version). */
const ItemUpload = ({ c, itemId, n }: { c: TChecklist; itemId: string; n: number }) => {
  const { t } = useTranslation('audit-checklist');
  const upload = useChecklistWrite('uploadChecklistFile');
  const [file, setFile] = useState<File | null>(null);
  return (
    <div className="checklist-upload">
      <label>
        {t('answer.evidenceFor', { n })}{' '}
        <input
          type="file"
          accept={WORKING_PAPER_FILE_RULE.types.join(',')}
          onChange={(ev) => setFile(ev.target.files?.[0] ?? null)}
        />
      </label>
      <Button
        type="button"
        size="small"
        severity="secondary"
        icon="pi pi-upload"
        label={t('answer.upload')}
        disabled={!file}
        loading={upload.isPending}
        onClick={() =>
          file &&
          upload.mutate(
            { input: { id: c.id, version: c.version, itemId }, file },
            {
              onSuccess: () =>
                notify({ severity: 'success', summary: t('answer.uploaded', { name: file.name }) }),
            },
          )
        }
      />
    </div>
  );
};

type Draft = Record<string, { answer: ChecklistAnswer | null; comment: string }>;

/**
 * The auditee's answers: Yes / No / N/A and a comment per item; saved, or saved and completed. Not
 * remounted when the version moves (an evidence upload): what is typed and not saved yet stays.
 */
const AnswerForm = ({ c }: { c: TChecklist }) => {
  const { t } = useTranslation('audit-checklist');
  const id = useId();
  const navigate = useNavigate();
  const save = useChecklistWrite('answerChecklist');
  const complete = useChecklistWrite('completeChecklist');
  const [draft, setDraft] = useState<Draft>(() =>
    Object.fromEntries(c.items.map((i) => [i.id, { answer: i.answer, comment: i.comment }])),
  );
  const answers = c.items.map((i) => ({ itemId: i.id, ...draft[i.id]! }));
  const set = (itemId: string, change: Partial<Draft[string]>) =>
    setDraft((d) => ({ ...d, [itemId]: { ...d[itemId]!, ...change } }));
  return (
    <section className="card audit-section" aria-label={t('answer.heading')}>
      <h2>{t('answer.heading')}</h2>
      <p>{t('answer.intro')}</p>
      <p className="audit-hint">{t('answer.fileRule')}</p>
      <ol className="checklist-answers">
        {c.items.map((item, n) => (
          <li key={item.id}>
            <fieldset>
              <legend>{item.text}</legend>
              <div className="checklist-choices">
                {CHECKLIST_ANSWERS.map((a) => (
                  <label key={a}>
                    <input
                      type="radio"
                      name={`${id}-${item.id}`}
                      checked={draft[item.id]?.answer === a}
                      onChange={() => set(item.id, { answer: a })}
                    />{' '}
                    {t(`answers.${a}`)}
                  </label>
                ))}
              </div>
              <InputTextarea
                aria-label={t('answer.commentFor', { n: n + 1 })}
                placeholder={t('answer.comment')}
                rows={2}
                value={draft[item.id]?.comment ?? ''}
                onChange={(e) => set(item.id, { comment: e.target.value })}
              />
              <ItemFiles c={c} itemId={item.id} />
              <ItemUpload c={c} itemId={item.id} n={n + 1} />
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="audit-review-actions">
        <Button
          label={t('answer.save')}
          icon="pi pi-save"
          severity="secondary"
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { input: { id: c.id, version: c.version, answers } },
              { onSuccess: () => notify({ severity: 'success', summary: t('answer.saved') }) },
            )
          }
        />
        <Button
          label={t('answer.complete')}
          icon="pi pi-check"
          loading={complete.isPending}
          onClick={() =>
            complete.mutate(
              { input: { id: c.id, version: c.version, answers } },
              {
                onSuccess: (r) => {
                  notify({ severity: 'success', summary: t('answer.completed') });
                  void navigate(checklistPaths.completed(r.item.id));
                },
              },
            )
          }
        />
      </div>
    </section>
  );
};

/** The items with their answers, read-only. */
const Results = ({ c }: { c: TChecklist }) => {
  const { t } = useTranslation('audit-checklist');
  const label = t('results.heading');
  return (
    <section className="card audit-section" aria-label={label}>
      <h2>{label}</h2>
      <DataTable value={c.items} dataKey="id" size="small" pt={namedTable(label)}>
        <Column field="text" header={t('answer.item')} />
        <Column
          header={t('answer.answer')}
          body={(i: TChecklistItem) => (i.answer ? t(`answers.${i.answer}`) : t('results.none'))}
        />
        <Column field="comment" header={t('answer.comment')} />
        <Column
          header={t('answer.evidence')}
          body={(i: TChecklistItem) => <ItemFiles c={c} itemId={i.id} />}
        />
        <Column
          header={t('results.by')}
          body={(i: TChecklistItem) =>
            i.answeredBy && i.answeredAt ? (
              <>
                {i.answeredBy} · <DateText value={i.answeredAt} format="dateTime" />
              </>
            ) : (
              '—'
            )
          }
        />
      </DataTable>
    </section>
  );
};

/**
 * spec §2 audit-report/audit-checklist/{id} (and my-task's pending checklist): a Draft is edited
 * by the team; a Sent one is answered by its auditees and read by the team; a Completed one opens
 * its answers.
 */
export const ChecklistDetail = () => {
  const { t } = useTranslation('audit-checklist');
  const q = useLoaded();
  if (q.isPending) return <Loading />;
  if (q.isError) return <Failed q={q} />;
  const c = q.data.item;
  if (c.status === 'Completed') return <Navigate to={checklistPaths.completed(c.id)} replace />;
  return (
    <section>
      <PageHeader title={c.title}>
        <p>
          <Link to={checklistPaths.list()}>{t('back')}</Link>
        </p>
      </PageHeader>
      <Summary c={c} />
      {c.status === 'Draft' && c.canManage ? <EditDraft key={c.version} c={c} /> : null}
      {c.canAnswer ? <AnswerForm c={c} /> : null}
      {c.status === 'Sent' && !c.canAnswer ? <Results c={c} /> : null}
    </section>
  );
};

/** spec §2 audit-report/audit-checklist/{id}/send: the note and the send. */
export const ChecklistSend = () => {
  const { t } = useTranslation('audit-checklist');
  const id = useId();
  const navigate = useNavigate();
  const q = useLoaded();
  const send = useChecklistWrite('sendChecklist');
  const [note, setNote] = useState('');
  if (q.isPending) return <Loading />;
  if (q.isError) return <Failed q={q} />;
  const c = q.data.item;
  return (
    <section>
      <PageHeader title={t('send.title')}>
        <p>
          <Link to={checklistPaths.one(c.id)}>{c.title}</Link>
        </p>
      </PageHeader>
      <Summary c={c} />
      {c.status !== 'Draft' ? (
        <Message severity="info" text={t('send.notDraft')} />
      ) : (
        <section className="card audit-section" aria-label={t('send.title')}>
          <p>{t('send.intro')}</p>
          <div className="field">
            <label htmlFor={`${id}-note`}>{t('send.note')}</label>
            <InputTextarea
              id={`${id}-note`}
              rows={3}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          <Button
            label={t('send.submit')}
            icon="pi pi-send"
            loading={send.isPending}
            disabled={!c.canManage}
            onClick={() =>
              send.mutate(
                { input: { id: c.id, version: c.version, note } },
                {
                  onSuccess: () => {
                    notify({ severity: 'success', summary: t('send.sent') });
                    void navigate(checklistPaths.one(c.id));
                  },
                },
              )
            }
          />
        </section>
      )}
    </section>
  );
};

/** Gives a completed checklist back once, with a note. */
const GiveBack = ({ c }: { c: TChecklist }) => {
  const { t } = useTranslation('audit-checklist');
  const id = useId();
  const navigate = useNavigate();
  const giveBack = useChecklistWrite('returnChecklist');
  const [note, setNote] = useState('');
  return (
    <section className="card audit-section" aria-label={t('giveBack.heading')}>
      <h2>{t('giveBack.heading')}</h2>
      <p>{t('giveBack.intro')}</p>
      <div className="field">
        <label htmlFor={`${id}-note`}>{t('giveBack.note')}</label>
        <InputTextarea id={`${id}-note`} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <Button
        label={t('giveBack.submit')}
        icon="pi pi-replay"
        severity="secondary"
        loading={giveBack.isPending}
        onClick={() =>
          giveBack.mutate(
            { input: { id: c.id, version: c.version, note } },
            {
              onSuccess: () => {
                notify({ severity: 'success', summary: t('giveBack.done') });
                void navigate(checklistPaths.one(c.id));
              },
            },
          )
        }
      />
    </section>
  );
};

/** spec §2 audit-report/completed-checklist/{id}: the answers, who and when; given back once. */
export const ChecklistCompleted = () => {
  const { t } = useTranslation('audit-checklist');
  const q = useLoaded();
  if (q.isPending) return <Loading />;
  if (q.isError) return <Failed q={q} />;
  const c = q.data.item;
  if (c.status !== 'Completed') return <Navigate to={checklistPaths.one(c.id)} replace />;
  return (
    <section>
      <PageHeader title={c.title}>
        <p>
          <Link to={checklistPaths.list()}>{t('back')}</Link>
        </p>
      </PageHeader>
      <Summary c={c} />
      <Results c={c} />
      {c.canManage && !c.returnedAt ? <GiveBack c={c} /> : null}
    </section>
  );
};
