import {
  MAX_RESPONSE_ACTIONS,
  ZCancelResponseRequestSchema,
  ZRequestResponseRequestSchema,
  ZSubmitResponseRequestSchema,
  type TAuditResponse,
} from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  DateField,
  DropdownField,
  Form,
  TextAreaField,
  TextField,
  useZodForm,
} from '../../../components/form';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { notify } from '../../../lib/notify';
import { useActiveEmployees } from '../engagement/api';
import { auditPaths } from '../engagement/paths';
import { RatingTag } from '../findings/finding-pages';
import { useFinding } from '../findings/api';
import { useResponse, useResponseWrite } from './api';
import { ActionStatusTag } from './status';
import { ScrollTable } from '../../../components/scroll-table';

/** The lead asks the finding's MR owners for a response (a mail and an inbox task each). */
const RequestForm = ({
  engagementId,
  findingId,
}: {
  engagementId?: string | undefined;
  findingId: string;
}) => {
  const { t } = useTranslation('audit-findings');
  const request = useResponseWrite('requestResponse');
  const form = useZodForm(ZRequestResponseRequestSchema, { engagementId, findingId, note: '' });
  return (
    <Form
      label={t('response.request')}
      form={form}
      submitLabel={t('response.request')}
      pending={request.isPending}
      error={request.error}
      onSubmit={async (input) => {
        await request.mutateAsync({ input });
        notify({ severity: 'success', summary: t('response.requested') });
      }}
    >
      <TextAreaField name="note" label={t('response.note')} />
    </Form>
  );
};

const CancelForm = ({ response }: { response: TAuditResponse }) => {
  const { t } = useTranslation('audit-findings');
  const cancel = useResponseWrite('cancelResponse');
  const form = useZodForm(ZCancelResponseRequestSchema, {
    engagementId: response.engagementId ?? undefined,
    findingId: response.findingId,
    version: response.version,
    reason: '',
  });
  return (
    <Form
      label={t('response.cancel')}
      form={form}
      submitLabel={t('response.cancel')}
      pending={cancel.isPending}
      error={cancel.error}
      onSubmit={async (input) => {
        await cancel.mutateAsync({ input });
        notify({ severity: 'success', summary: t('response.cancelled') });
      }}
    >
      <TextAreaField name="reason" label={t('response.cancelReason')} />
    </Form>
  );
};

type SubmitValues = z.input<typeof ZSubmitResponseRequestSchema>;

const ActionsEditor = () => {
  const { t } = useTranslation('audit-findings');
  const { control } = useFormContext<SubmitValues>();
  const rows = useFieldArray({ control, name: 'actions' });
  const employees = useActiveEmployees();
  const people = (employees.data?.list ?? []).map((p) => ({ value: p.id, label: p.fullName }));
  return (
    <fieldset className="audit-root-causes">
      <legend>{t('response.actions')}</legend>
      {rows.fields.map((row, i) => (
        <div
          key={row.id}
          className="audit-form-row"
          role="group"
          aria-label={t('response.action', { n: String(i + 1) })}
        >
          <TextField name={`actions.${i}.title`} label={t('response.actionTitle', { n: String(i + 1) })} />
          <DropdownField
            name={`actions.${i}.ownerId`}
            label={t('response.actionOwner', { n: String(i + 1) })}
            filter
            options={people}
          />
          <DateField name={`actions.${i}.dueOn`} label={t('response.actionDue', { n: String(i + 1) })} />
          {rows.fields.length > 1 ? (
            <Button
              type="button"
              text
              severity="danger"
              icon="pi pi-trash"
              label={t('response.removeAction')}
              onClick={() => rows.remove(i)}
            />
          ) : null}
        </div>
      ))}
      {rows.fields.length < MAX_RESPONSE_ACTIONS ? (
        <Button
          type="button"
          outlined
          icon="pi pi-plus"
          label={t('response.addAction')}
          onClick={() => rows.append({ title: '', ownerId: '', dueOn: '' })}
        />
      ) : null}
    </fieldset>
  );
};

/** An MR owner answers with the response and its action plan (1 to 20 actions). */
const SubmitForm = ({ response }: { response: TAuditResponse }) => {
  const { t } = useTranslation('audit-findings');
  const submit = useResponseWrite('submitResponse');
  const form = useZodForm(ZSubmitResponseRequestSchema, {
    engagementId: response.engagementId ?? undefined,
    findingId: response.findingId,
    version: response.version,
    response: '',
    actions: [{ title: '', ownerId: '', dueOn: '' }],
  });
  return (
    <Form
      label={t('response.submit')}
      form={form}
      submitLabel={t('response.submit')}
      pending={submit.isPending}
      error={submit.error}
      onSubmit={async (input) => {
        await submit.mutateAsync({ input });
        notify({ severity: 'success', summary: t('response.submitted') });
      }}
    >
      <TextAreaField name="response" label={t('response.text')} />
      <ActionsEditor />
    </Form>
  );
};

const STATE_SEVERITY = { Requested: 'info', Cancelled: 'secondary', Submitted: 'success' } as const;

const ResponseBody = ({ response }: { response: TAuditResponse }) => {
  const { t } = useTranslation('audit-findings');
  return (
    <>
      <section className="card audit-section" aria-label={t('response.title')}>
        <h2>
          {response.findingTitle} <RatingTag rating={response.rating} />{' '}
          <Tag value={t(`response.state.${response.state}`)} severity={STATE_SEVERITY[response.state]} />
        </h2>
        <p>
          {t('response.owners')}: {response.owners.map((o) => o.fullName).join(', ')}
        </p>
        <p>
          {t('response.requestedBy', { name: response.requestedBy, date: response.requestedAt.slice(0, 10) })}
        </p>
        {response.state === 'Cancelled' ? (
          <p>{t('response.cancelledBecause', { reason: response.cancelReason })}</p>
        ) : null}
        {response.state === 'Submitted' ? (
          <>
            <h3>{t('response.text')}</h3>
            <p className="audit-response-text">{response.response}</p>
            {response.respondedBy && response.respondedAt ? (
              <p>
                {t('response.respondedBy', {
                  name: response.respondedBy.fullName,
                  date: response.respondedAt.slice(0, 10),
                })}
              </p>
            ) : null}
            <h3>{t('response.actions')}</h3>
            <ScrollTable className="audit-table" aria-label={t('response.actions')}>
              <thead>
                <tr>
                  <th scope="col">{t('response.actions')}</th>
                  <th scope="col">{t('action.owner')}</th>
                  <th scope="col">{t('action.due')}</th>
                  <th scope="col">{t('action.status')}</th>
                </tr>
              </thead>
              <tbody>
                {response.actions.map((a) => (
                  <tr key={a.id}>
                    <td>
                      <Link to={auditPaths.addProgress(a.id)}>{a.title}</Link>
                    </td>
                    <td>{a.owner.fullName}</td>
                    <td>{a.dueOn}</td>
                    <td>
                      <ActionStatusTag status={a.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          </>
        ) : null}
      </section>
      {response.state === 'Requested' ? (
        <>
          <div className="card">
            <h2>{t('response.submit')}</h2>
            <SubmitForm key={response.version} response={response} />
          </div>
          <div className="card">
            <h2>{t('response.cancel')}</h2>
            <CancelForm key={response.version} response={response} />
          </div>
        </>
      ) : null}
      {response.state === 'Cancelled' ? (
        <div className="card">
          <h2>{t('response.request')}</h2>
          <RequestForm engagementId={response.engagementId ?? undefined} findingId={response.findingId} />
        </div>
      ) : null}
    </>
  );
};

/** What the request shows of the finding: its title, rating and MR owners. */
export interface ResponseFinding {
  title: string;
  rating: TAuditResponse['rating'];
  mrOwners: { fullName: string }[];
}

/** Nothing requested yet: the audit team sees the finding and asks its MR owners. */
const NotRequested = ({
  engagementId,
  findingId,
  finding: f,
  editPath,
}: {
  engagementId?: string | undefined;
  findingId: string;
  finding: ResponseFinding | undefined;
  editPath: string;
}) => {
  const { t } = useTranslation('audit-findings');
  return (
    <section className="card audit-section" aria-label={t('response.title')}>
      {f ? (
        <h2>
          {f.title} <RatingTag rating={f.rating} />
        </h2>
      ) : null}
      <p>{t('response.none')}</p>
      {f && f.mrOwners.length === 0 ? (
        <p>
          <Link to={editPath}>{t('response.noOwners')}</Link>
        </p>
      ) : (
        <>
          {f ? (
            <p>
              {t('response.owners')}: {f.mrOwners.map((o) => o.fullName).join(', ')}
            </p>
          ) : null}
          <RequestForm engagementId={engagementId} findingId={findingId} />
        </>
      )}
    </section>
  );
};

/**
 * A finding's response: its request, answer and actions, or (none requested yet) the request
 * form. An engagement's finding names its engagement; one raised outside an engagement does not.
 */
export const ResponseSection = ({
  engagementId,
  findingId,
  finding,
  editPath,
  backTo,
}: {
  engagementId?: string | undefined;
  findingId: string;
  finding: ResponseFinding | undefined;
  editPath: string;
  backTo: string;
}) => {
  const { t } = useTranslation('audit-findings');
  const response = useResponse(engagementId, findingId);
  if (response.isPending) return <Loading />;
  if (response.isError)
    return (
      <LoadFailed
        pageTitle={t('response.title')}
        title={t('response.title')}
        text={response.error.message}
        onRetry={() => void response.refetch()}
        backTo={backTo}
        backLabel={t('action.back')}
      />
    );
  const item = response.data.item;
  return item ? (
    <ResponseBody response={item} />
  ) : (
    <NotRequested engagementId={engagementId} findingId={findingId} finding={finding} editPath={editPath} />
  );
};

/** An engagement's finding, read for the request (its MR owners). */
const EngagementResponse = ({ engagementId, findingId }: { engagementId: string; findingId: string }) => {
  const finding = useFinding(engagementId, findingId);
  if (finding.isPending) return <Loading />;
  return (
    <ResponseSection
      engagementId={engagementId}
      findingId={findingId}
      finding={finding.data?.item}
      editPath={auditPaths.findingDetail(engagementId, findingId)}
      backTo={auditPaths.myTasks()}
    />
  );
};

/**
 * spec §2 manage/{id}/management-response: a finding's response request. The audit team requests
 * and cancels it; an MR owner (who may not be on the team) answers it with an action plan.
 */
export const Component = () => {
  const { t } = useTranslation('audit-findings');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const findingId = params.get('finding') ?? '';
  return (
    <section>
      <PageHeader title={t('response.title')} />
      {findingId ? (
        <EngagementResponse engagementId={id} findingId={findingId} />
      ) : (
        // reached without a finding (a shortened link): which one is chosen on the findings list
        <EmptyState
          title={t('response.noFindingTitle')}
          text={t('response.noFinding')}
          action={<Link to={auditPaths.findings(id)}>{t('response.toFindings')}</Link>}
        />
      )}
    </section>
  );
};
