import {
  businessUnitRoutes,
  departmentRoutes,
  getMyModuleAccess,
  listAnnualPlans,
  listEmployees,
  QA_ROUTES,
  SCORECARD_QA_ROUTES,
  type TQaMember,
  type TQaPanelKind,
  type TQaReview,
  type TQaReviewRecord,
  type TQaSubjectType,
  type TScorecardQaAction,
} from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useSignedInUser } from '../../../lib/session/use-session';
import { annualPlanOptions } from '../../scorecard';
import { namedTable } from '../../../components/table-name';
import { notify } from '../../../lib/notify';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';

type Mode = 'members' | 'employees' | 'records';

const usePanel = (fixed: TQaPanelKind | null) => {
  const [q, setQ] = useSearchParams();
  const panel =
    fixed ?? ((q.get('panel') as TQaPanelKind | null) === 'scorecard' ? 'scorecard' : 'performance');
  const setPanel = (p: TQaPanelKind) =>
    setQ((x) => {
      x.set('panel', p);
      return x;
    });
  return [panel, setPanel] as const;
};

const PanelPick = ({ panel, setPanel }: { panel: TQaPanelKind; setPanel: (p: TQaPanelKind) => void }) => {
  const { t } = useTranslation('inbox');
  const id = useId();
  return (
    <span className="field">
      <label htmlFor={id}>{t('qa.panel')}</label>
      <Dropdown
        inputId={id}
        value={panel}
        options={[
          { label: t('qa.performance'), value: 'performance' },
          { label: t('qa.scorecard'), value: 'scorecard' },
        ]}
        onChange={(e) => setPanel(e.value as TQaPanelKind)}
      />
    </span>
  );
};

const useEmployeesChoice = () =>
  useQuery({
    ...routeQueryOptions(listEmployees, { limit: 200, status: 'Active' }),
    select: (d) => d.list.map((e) => ({ label: e.fullName, value: e.id })),
  });

const Members = ({ panel }: { panel: TQaPanelKind }) => {
  const { t } = useTranslation('inbox');
  const routes = QA_ROUTES[panel];
  const members = useQuery(routeQueryOptions(routes.members, {}));
  const employees = useEmployeesChoice();
  const [pick, setPick] = useState<string | null>(null);
  const id = useId();
  const invalidates = [routeKey(routes.members)];
  const add = useRouteMutation(routes.addMember, { invalidates, onSuccess: () => setPick(null) });
  const order = useRouteMutation(routes.setOrder, { invalidates });
  const remove = useRouteMutation(routes.deleteMember, { invalidates });
  const list = members.data?.list ?? [];
  const move = (i: number, by: -1 | 1) => {
    const next = [...list];
    const [m] = next.splice(i, 1);
    next.splice(i + by, 0, m!);
    order.mutate({ input: { members: next.map((x) => ({ employeeId: x.employeeId, version: x.version })) } });
  };
  return (
    <>
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          if (pick) add.mutate({ input: { employeeId: pick } });
        }}
      >
        <span className="field">
          <label htmlFor={id}>{t('qa.member')}</label>
          <Dropdown
            inputId={id}
            value={pick}
            filter
            options={(employees.data ?? []).filter((o) => !list.some((m) => m.employeeId === o.value))}
            onChange={(e) => setPick(e.value as string)}
          />
        </span>
        <Button type="submit" label={t('qa.addMember')} disabled={!pick} loading={add.isPending} />
      </form>
      <DataTable
        value={list}
        dataKey="employeeId"
        emptyMessage={t('none')}
        pt={namedTable(t('qa.membersLabel'))}
      >
        <Column field="reviewOrder" header={t('col.order')} />
        <Column field="name" header={t('col.name')} />
        <Column field="assignmentCount" header={t('col.reviews')} />
        <Column header={t('col.lastReviewer')} body={(m: TQaMember) => (m.isLastReviewer ? '✓' : '')} />
        <Column
          header=""
          body={(m: TQaMember, { rowIndex }: { rowIndex: number }) => (
            <span className="row-actions">
              <Button
                icon="pi pi-arrow-up"
                text
                aria-label={t('qa.up', { name: m.name })}
                disabled={rowIndex === 0 || order.isPending}
                onClick={() => move(rowIndex, -1)}
              />
              <Button
                icon="pi pi-arrow-down"
                text
                aria-label={t('qa.down', { name: m.name })}
                disabled={rowIndex === list.length - 1 || order.isPending}
                onClick={() => move(rowIndex, 1)}
              />
              <Button
                icon="pi pi-trash"
                text
                severity="danger"
                aria-label={t('qa.remove', { name: m.name })}
                onClick={() => remove.mutate({ input: { employeeId: m.employeeId, version: m.version } })}
              />
            </span>
          )}
        />
      </DataTable>
    </>
  );
};

const Reviews = ({ panel }: { panel: TQaPanelKind }) => {
  const { t } = useTranslation('inbox');
  const routes = QA_ROUTES[panel];
  const reviews = useQuery(routeQueryOptions(routes.reviews, {}));
  const members = useQuery(routeQueryOptions(routes.members, {}));
  const employees = useEmployeesChoice();
  const units = useQuery({
    ...routeQueryOptions(businessUnitRoutes.all, {}),
    select: (d) => (d as { businessUnitList: Array<{ id: string; name: string }> }).businessUnitList,
  });
  const departments = useQuery({
    ...routeQueryOptions(departmentRoutes.all, {}),
    select: (d) => (d as { list: Array<{ id: string; name: string }> }).list,
  });
  const [type, setType] = useState<TQaSubjectType>('employee');
  const [subject, setSubject] = useState<string | null>(null);
  const [reviewer, setReviewer] = useState<string | null>(null);
  const ids = { type: useId(), subject: useId(), reviewer: useId() };
  const invalidates = [routeKey(routes.reviews), routeKey(routes.members)];
  const add = useRouteMutation(routes.addReview, { invalidates, onSuccess: () => setSubject(null) });
  const update = useRouteMutation(routes.updateReview, { invalidates });
  const remove = useRouteMutation(routes.deleteReview, { invalidates });
  const memberOptions = (members.data?.list ?? []).map((m) => ({ label: m.name, value: m.employeeId }));
  const subjects =
    type === 'employee'
      ? (employees.data ?? [])
      : ((type === 'department' ? departments.data : units.data) ?? []).map((u) => ({
          label: u.name,
          value: u.id,
        }));
  return (
    <>
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          if (subject && reviewer)
            add.mutate({ input: { subjectType: type, subjectId: subject, reviewerId: reviewer } });
        }}
      >
        <span className="field">
          <label htmlFor={ids.type}>{t('col.subjectType')}</label>
          <Dropdown
            inputId={ids.type}
            value={type}
            options={(['employee', 'department', 'businessUnit'] as const).map((v) => ({
              label: t(`qa.subjectTypes.${v}`),
              value: v,
            }))}
            onChange={(e) => {
              setType(e.value as TQaSubjectType);
              setSubject(null);
            }}
          />
        </span>
        <span className="field">
          <label htmlFor={ids.subject}>{t('qa.subject')}</label>
          <Dropdown
            inputId={ids.subject}
            value={subject}
            filter
            options={subjects}
            onChange={(e) => setSubject(e.value as string)}
          />
        </span>
        <span className="field">
          <label htmlFor={ids.reviewer}>{t('qa.reviewer')}</label>
          <Dropdown
            inputId={ids.reviewer}
            value={reviewer}
            options={memberOptions}
            onChange={(e) => setReviewer(e.value as string)}
          />
        </span>
        <Button
          type="submit"
          label={t('qa.addReview')}
          disabled={!subject || !reviewer}
          loading={add.isPending}
        />
      </form>
      <DataTable
        value={reviews.data?.list ?? []}
        dataKey="subjectId"
        emptyMessage={t('none')}
        pt={namedTable(t('qa.reviewsLabel'))}
      >
        <Column
          header={t('col.subjectType')}
          body={(r: TQaReview) => t(`qa.subjectTypes.${r.subjectType}`)}
        />
        <Column field="subjectName" header={t('col.subject')} />
        <Column
          header={t('col.reviewer')}
          body={(r: TQaReview) => (
            <Dropdown
              value={r.reviewerId}
              options={memberOptions}
              aria-label={`${t('col.reviewer')} ${r.subjectName}`}
              onChange={(e) =>
                update.mutate({
                  input: {
                    subjectType: r.subjectType,
                    subjectId: r.subjectId,
                    reviewerId: e.value as string,
                    version: r.version,
                  },
                })
              }
            />
          )}
        />
        <Column header={t('col.lastReviewer')} body={(r: TQaReview) => (r.isLastReviewer ? '✓' : '')} />
        <Column
          header=""
          body={(r: TQaReview) => (
            <Button
              icon="pi pi-trash"
              text
              severity="danger"
              aria-label={t('qa.remove', { name: r.subjectName })}
              onClick={() =>
                remove.mutate({
                  input: { subjectType: r.subjectType, subjectId: r.subjectId, version: r.version },
                })
              }
            />
          )}
        />
      </DataTable>
    </>
  );
};

/**
 * A panel's records are for its members and the performance administrators: the page asks who the
 * person is before it asks for records, so nobody else meets a refused call.
 */
const RecordsFor = ({ panel }: { panel: TQaPanelKind }) => {
  const { t } = useTranslation('inbox');
  const me = useSignedInUser().employeeId;
  const members = useQuery(routeQueryOptions(QA_ROUTES[panel].members, {}));
  const admin = useQuery({
    ...routeQueryOptions(getMyModuleAccess, { moduleKey: 'performance' }),
    select: (d) => d.item.adminAccess,
  });
  if (members.isPending || admin.isPending) return <Loading />;
  const member = (members.data?.list ?? []).some((m) => m.employeeId === me);
  if (!member && admin.data !== true) {
    return <EmptyState icon="pi pi-lock" title={t('qa.notMember')} text={t('qa.notMemberText')} />;
  }
  return <Records panel={panel} />;
};

const Records = ({ panel }: { panel: TQaPanelKind }) => {
  const { t } = useTranslation('inbox');
  const [q, setQ] = useSearchParams();
  const plans = useQuery(routeQueryOptions(listAnnualPlans, {}));
  const annualPlanId = q.get('annualPlanId') ?? plans.data?.list[0]?.id;
  const quarter = Number(q.get('quarter') ?? 0) || 0;
  const set = (k: string, v: string) =>
    setQ((x) => {
      x.set(k, v);
      return x;
    });
  const ids = { plan: useId(), quarter: useId() };
  const records = useQuery({
    ...routeQueryOptions(QA_ROUTES[panel].records, { annualPlanId: annualPlanId ?? '', quarter }),
    enabled: Boolean(annualPlanId),
  });
  return (
    <>
      <div className="toolbar">
        <span className="field">
          <label htmlFor={ids.plan}>{t('filter.annualPlan')}</label>
          <Dropdown
            inputId={ids.plan}
            value={annualPlanId ?? null}
            options={annualPlanOptions(plans.data?.list)}
            onChange={(e) => set('annualPlanId', e.value as string)}
          />
        </span>
        <span className="field">
          <label htmlFor={ids.quarter}>{t('filter.quarter')}</label>
          <Dropdown
            inputId={ids.quarter}
            value={quarter}
            options={[0, 1, 2, 3].map((n) => ({
              label: t('filter.quarterN', { n: String(n + 1) }),
              value: n,
            }))}
            onChange={(e) => set('quarter', String(e.value as number))}
          />
        </span>
      </div>
      <DataTable
        value={records.data?.list ?? []}
        dataKey="scorecardId"
        emptyMessage={t('none')}
        pt={namedTable(t('qa.recordsLabel'))}
      >
        <Column field="employeeName" header={t('col.employee')} />
        <Column field="reviewerName" header={t('col.reviewer')} />
        <Column header={t('col.lastReviewer')} body={(r: TQaReviewRecord) => (r.isLastReviewer ? '✓' : '')} />
        <Column field="agreementStatus" header={t('col.agreement')} />
        <Column field="assessmentStatus" header={t('col.assessment')} />
        {panel === 'scorecard' ? (
          <Column
            header={t('qa.scorecardQa')}
            body={(r: TQaReviewRecord) =>
              `${t(`qa.status.${r.scorecardQaStatus}`)}${
                r.scorecardQaStatus === 'In Review' && r.scorecardQaChecked ? ` · ${t('qa.checked')}` : ''
              }`
            }
          />
        ) : (
          <Column field="qaStatus" header={t('col.qa')} />
        )}
        <Column header={t('col.score')} body={(r: TQaReviewRecord) => r.totalScore ?? '–'} />
        {panel === 'scorecard' ? (
          <Column header={t('qa.actions')} body={(r: TQaReviewRecord) => <ScorecardQaAction record={r} />} />
        ) : null}
      </DataTable>
    </>
  );
};

/** The one review action the state allows, offered only to the member it is with (spec §4; no refer back here). */
const actionOf = (r: TQaReviewRecord): TScorecardQaAction | null => {
  switch (r.scorecardQaStatus) {
    case 'Not Started':
      return r.agreementStatus === 'Agreed' ? 'add' : null;
    case 'In Review':
      return r.scorecardQaChecked ? 'complete' : 'check';
    case 'Complete':
      return 'recall';
  }
};

const ScorecardQaAction = ({ record }: { record: TQaReviewRecord }) => {
  const { t } = useTranslation('inbox');
  const me = useSignedInUser().employeeId;
  const invalidates = [routeKey(QA_ROUTES.scorecard.records)];
  const moves = {
    add: useRouteMutation(SCORECARD_QA_ROUTES.add, { invalidates }),
    check: useRouteMutation(SCORECARD_QA_ROUTES.check, { invalidates }),
    complete: useRouteMutation(SCORECARD_QA_ROUTES.complete, { invalidates }),
    recall: useRouteMutation(SCORECARD_QA_ROUTES.recall, { invalidates }),
  };
  const action = actionOf(record);
  if (!action || record.reviewerId !== me) return null;
  const label = t(`qa.move.${action}`, { name: record.employeeName });
  return (
    <Button
      type="button"
      size="small"
      outlined
      label={t(`qa.moveShort.${action}`)}
      aria-label={label}
      loading={moves[action].isPending}
      onClick={() =>
        void moves[action]
          .mutateAsync({ input: { scorecardId: record.scorecardId, version: record.scorecardQaVersion } })
          .then(() =>
            notify({ severity: 'success', summary: t(`qa.moved.${action}`, { name: record.employeeName }) }),
          )
          .catch(() => undefined)
      }
    />
  );
};

const TITLES: Record<
  string,
  {
    mode: Mode;
    panel: TQaPanelKind | null;
    title: 'nav.qaMembers' | 'nav.qaEmployees' | 'nav.qaScorecards' | 'nav.qaPerformance';
  }
> = {
  members: { mode: 'members', panel: null, title: 'nav.qaMembers' },
  employees: { mode: 'employees', panel: null, title: 'nav.qaEmployees' },
  scorecards: { mode: 'records', panel: 'scorecard', title: 'nav.qaScorecards' },
  performance: { mode: 'records', panel: 'performance', title: 'nav.qaPerformance' },
};

/**
 * spec §2 /app/annual/quality-assurance/(members | employees | scorecards) and
 * /app/performance/quality-assurance: the QA panels' members and review order, who reviews whom,
 * and the records under review with their state.
 */
export const Component = () => {
  const { t } = useTranslation('inbox');
  const { t: ts } = useTranslation();
  const { pathname } = useLocation();
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  const page = TITLES[last === 'quality-assurance' ? 'performance' : last] ?? TITLES.members!;
  const [panel, setPanel] = usePanel(page.panel);
  return (
    <section>
      <PageHeader title={ts(page.title)}>
        <p className="muted">
          {page.mode === 'members'
            ? t('qa.membersIntro')
            : page.mode === 'employees'
              ? t('qa.reviewsIntro')
              : t('qa.recordsIntro')}
        </p>
      </PageHeader>
      {page.panel ? null : <PanelPick panel={panel} setPanel={setPanel} />}
      <div className="card">
        {page.mode === 'members' ? (
          <Members key={panel} panel={panel} />
        ) : page.mode === 'employees' ? (
          <Reviews key={panel} panel={panel} />
        ) : (
          <RecordsFor key={panel} panel={panel} />
        )}
      </div>
    </section>
  );
};
