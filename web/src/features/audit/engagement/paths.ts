import type { ArtefactKind, AuditTaskKind } from '@stratum/contracts';

/** spec §2 /app/audit-management/*: the engagement's screens, built in one place. */
export const AUDIT_BASE = '/app/audit-management';

export const auditPaths = {
  audits: (view: 'open-audits' | 'closed-audits' = 'open-audits') => `${AUDIT_BASE}/audits?view=${view}`,
  open: `${AUDIT_BASE}/audits/open`,
  manage: (id: string) => `${AUDIT_BASE}/audits/manage/${id}`,
  sub: (id: string, sub: string) => `${AUDIT_BASE}/audits/manage/${id}/${sub}`,
  scope: (id: string) => `${AUDIT_BASE}/audits/manage/${id}/scope`,
  scopeAdd: (id: string) => `${AUDIT_BASE}/audits/manage/${id}/scope/add`,
  scopeEdit: (id: string, scopeId: string) => `${AUDIT_BASE}/audits/manage/${id}/scope/edit/${scopeId}`,
  processes: (id: string) => `${AUDIT_BASE}/audits/manage/${id}/process-description`,
  processAdd: (id: string) => `${AUDIT_BASE}/audits/manage/${id}/process-description/add`,
  processEdit: (id: string, pid: string) =>
    `${AUDIT_BASE}/audits/manage/${id}/process-description/edit/${pid}`,
  processDetail: (id: string, pid: string) => `${AUDIT_BASE}/audits/manage/${id}/process-manage/${pid}`,
  rcm: (id: string) => `${AUDIT_BASE}/audits/manage/${id}/risk-control-matrix`,
  rcmAdd: (id: string) => `${AUDIT_BASE}/audits/manage/${id}/risk-control-matrix/add`,
  rcmDetail: (id: string, rowId: string) => `${AUDIT_BASE}/audits/manage/${id}/risk-control-matrix/${rowId}`,
  papers: (id: string) => `${AUDIT_BASE}/audits/manage/${id}/working-papers`,
  paperAdd: (id: string) => `${AUDIT_BASE}/audits/manage/${id}/working-papers/add`,
  /** spec §2: manage/{auditId}/{id}/working-papers/detail */
  paperDetail: (auditId: string, id: string) =>
    `${AUDIT_BASE}/audits/manage/${auditId}/${id}/working-papers/detail`,
  findings: (id: string) => `${AUDIT_BASE}/audits/manage/${id}/findings`,
  findingAdd: (id: string) => `${AUDIT_BASE}/audits/manage/${id}/findings/add`,
  findingDetail: (id: string, findingId: string) => `${AUDIT_BASE}/audits/manage/${id}/findings/${findingId}`,
  opinion: (id: string) => `${AUDIT_BASE}/audits/manage/${id}/overall-opinion`,
  report: (id: string) => `${AUDIT_BASE}/audits/manage/${id}/report`,
  /** spec §2 audit-report/final-audit-reports/{id} (the engagement's id) */
  finalReports: (id: string) => `${AUDIT_BASE}/audit-report/final-audit-reports/${id}`,
  myTasks: (tab: 'pending' | 'completed' = 'pending') => `${AUDIT_BASE}/my-task?tab=${tab}`,
  /** spec §2 manage/{id}/management-response: a finding's requested response, answered by its owners */
  managementResponse: (id: string, findingId: string) =>
    `${AUDIT_BASE}/audits/manage/${id}/management-response?finding=${findingId}`,
  issueTracker: `${AUDIT_BASE}/issue-tracker`,
  /** spec §2 issue-tracker/add-finding: a finding raised outside an engagement */
  addOutsideFinding: `${AUDIT_BASE}/issue-tracker/add-finding`,
  outsideFindings: `${AUDIT_BASE}/issue-tracker/findings`,
  outsideFinding: (id: string) => `${AUDIT_BASE}/issue-tracker/findings/${id}`,
  addProgress: (actionId: string) => `${AUDIT_BASE}/issue-tracker/add-progress/${actionId}`,
  waitingValidation: `${AUDIT_BASE}/audit-finding-waiting-validation`,
  /** spec §2 follow-audit/{id}/work: a plan follow-up entry's follow-up audit and its work plan */
  followUpWork: (followUpId: string) => `${AUDIT_BASE}/follow-audit/${followUpId}/work`,
  /** a follow-up working paper: the retest of one management action of the engagement */
  retest: (engagementId: string, id: string) => `${AUDIT_BASE}/follow-audit/retest/${engagementId}/${id}`,
  /** spec §2 follow-up-audit-reports/{id} (the follow-up entry's id) */
  followUpReports: (followUpId: string) => `${AUDIT_BASE}/follow-up-audit-reports/${followUpId}`,
  /** spec §2 issue-status: the follow-up in counts, per audit and per rating */
  issueStatus: `${AUDIT_BASE}/issue-status`,
};

/** Where an artefact is reviewed, by its kind. */
export const artefactPath = (kind: ArtefactKind, engagementId: string, id: string): string =>
  kind === 'scope'
    ? auditPaths.scopeEdit(engagementId, id)
    : kind === 'process'
      ? auditPaths.processDetail(engagementId, id)
      : kind === 'risk'
        ? auditPaths.rcmDetail(engagementId, id)
        : kind === 'finding'
          ? auditPaths.findingDetail(engagementId, id)
          : kind === 'opinion'
            ? auditPaths.opinion(engagementId)
            : kind === 'retest'
              ? auditPaths.retest(engagementId, id)
              : auditPaths.paperDetail(engagementId, id);

/** spec §2 my-task's pending item kinds: audit (its scope), process, risk, paper. */
export const TASK_KIND_PATH: Record<
  Exclude<ArtefactKind, 'finding' | 'opinion' | 'retest'>,
  'audit' | 'process' | 'risk' | 'paper'
> = {
  scope: 'audit',
  process: 'process',
  risk: 'risk',
  paper: 'paper',
};

/** spec §2 my-task pending views: /{id}/{role}, and /{id}/{auditId}/{role} for a paper. */
export const pendingTaskPath = (
  kind: AuditTaskKind,
  engagementId: string,
  id: string,
  role: string,
): string =>
  kind === 'response'
    ? // a finding raised outside an engagement stands in its own engagement's place
      engagementId === id
      ? auditPaths.outsideFinding(id)
      : auditPaths.managementResponse(engagementId, id)
    : kind === 'validation'
      ? auditPaths.waitingValidation
      : kind === 'checklist'
        ? `${AUDIT_BASE}/my-task/checklist/${id}/${role}`
        : pendingArtefactPath(kind, engagementId, id, role);

const pendingArtefactPath = (kind: ArtefactKind, engagementId: string, id: string, role: string): string =>
  kind === 'paper'
    ? `${AUDIT_BASE}/my-task/paper/${id}/${engagementId}/${role}`
    : kind === 'finding'
      ? auditPaths.findingDetail(engagementId, id)
      : kind === 'opinion'
        ? auditPaths.opinion(engagementId)
        : kind === 'retest'
          ? auditPaths.retest(engagementId, id)
          : `${AUDIT_BASE}/my-task/${TASK_KIND_PATH[kind]}/${id}/${role}`;
