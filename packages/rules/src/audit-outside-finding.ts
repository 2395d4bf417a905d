/**
 * Findings raised outside an engagement (docs/audit.md "Findings outside an engagement"): who may
 * do what with one, and what stands in the engagement's place in the tracker. No I/O.
 */

export interface OutsideFindingCaller {
  /** an Audit Management administrator */
  admin: boolean;
  /** a member of the audit team (settings → audit team) */
  onAuditTeam: boolean;
  /** the one who recorded the finding */
  raiser: boolean;
  /** one of the finding's MR owners */
  mrOwner: boolean;
}

export interface OutsideFindingRights {
  /** record a new one: administrators and the audit team */
  add: boolean;
  /** read it: administrators, the audit team and its MR owners */
  read: boolean;
  /**
   * change it, ask for and cancel its management response, validate its actions: administrators
   * and the auditor who recorded it, who stands where an engagement's lead stands
   */
  manage: boolean;
}

export const outsideFindingRights = (c: OutsideFindingCaller): OutsideFindingRights => ({
  add: c.admin || c.onAuditTeam,
  read: c.admin || c.onAuditTeam || c.raiser || c.mrOwner,
  manage: c.admin || c.raiser,
});

/** What the tracker shows in an outside finding's audit column: where it comes from. */
export const outsideFindingOrigin = (source: string, reference: string): string =>
  reference.trim() ? `${source}: ${reference.trim()}` : source;

/**
 * Why an outside finding may not be changed, or null: once its response is submitted, its
 * actions carry its title and rating into the tracker, so it no longer changes.
 */
export const outsideFindingEditProblem = (responseState: string | null): string | null =>
  responseState === 'Submitted'
    ? 'This finding’s management response is submitted: its actions are in the tracker, so it no longer changes.'
    : null;
