import type { TAuditRatingColour, TReportContent } from '@stratum/contracts';

/** A line of the report as both the PDF and the DOCX lay it out. */
export type ReportBlock =
  | { kind: 'title' | 'heading' | 'subheading' | 'label' | 'text' | 'small'; text: string }
  | { kind: 'rating'; text: string; colour: TAuditRatingColour };

/** spec §9 audit rating colours as hex (red, amber, green from the palette). */
export const RATING_HEX: Record<TAuditRatingColour, string> = {
  red: 'EF4444',
  amber: 'F59E0B',
  green: '10B981',
  'dark green': '166534',
  'dark blue': '0B8C8C',
  yellow: 'EAB308',
};

const FINDING_COLOUR = { High: 'red', Medium: 'amber', Low: 'green' } as const;

/**
 * The report's content in reading order: title, the audit, the overall opinion, scope,
 * memorandum, then each finding with its criteria, condition, cause, effect, root causes,
 * recommendation and the management responses with their actions.
 */
export const reportBlocks = (c: TReportContent, heading: string): ReportBlock[] => {
  const b: ReportBlock[] = [];
  const field = (label: string, text: string) => {
    if (!text.trim()) return;
    b.push({ kind: 'label', text: label }, { kind: 'text', text });
  };
  b.push({ kind: 'title', text: heading });
  b.push({ kind: 'subheading', text: c.engagement.title });
  b.push({
    kind: 'small',
    text: `${c.companyName} · ${c.engagement.auditArea} · ${c.engagement.startDate} – ${c.engagement.endDate} · Lead auditor: ${c.engagement.lead}`,
  });
  b.push({ kind: 'heading', text: 'Overall opinion' });
  if (c.opinion) {
    b.push({ kind: 'rating', text: c.opinion.ratingName, colour: c.opinion.colour });
    b.push({ kind: 'text', text: c.opinion.reasoning });
  } else b.push({ kind: 'text', text: 'Not written yet.' });
  b.push({ kind: 'heading', text: 'Scope' });
  if (!c.scope.length) b.push({ kind: 'text', text: 'No scope recorded.' });
  for (const s of c.scope) {
    b.push({ kind: 'subheading', text: s.title });
    if (s.periodFrom || s.periodTo)
      b.push({ kind: 'small', text: `Period: ${s.periodFrom} – ${s.periodTo}` });
    field('In scope', s.inScope);
    field('Out of scope', s.outOfScope);
  }
  if (c.memo) {
    b.push({ kind: 'heading', text: 'Planning memorandum' });
    field('Objectives', c.memo.objectives);
    field('Criteria', c.memo.criteria);
    field('Risks considered', c.memo.risksConsidered);
    field('Resources', c.memo.resources);
    field('Timeline', c.memo.timeline);
  }
  b.push({ kind: 'heading', text: `Findings (${c.findings.length})` });
  if (!c.findings.length) b.push({ kind: 'text', text: 'No findings.' });
  c.findings.forEach((f, i) => {
    b.push({ kind: 'subheading', text: `${i + 1}. ${f.title}` });
    b.push({ kind: 'rating', text: `Rating: ${f.rating}`, colour: FINDING_COLOUR[f.rating] });
    field('Criteria', f.criteria);
    field('Condition', f.condition);
    field('Cause', f.cause);
    field('Effect', f.effect);
    if (f.rootCauses.length) {
      b.push({ kind: 'label', text: 'Root causes' });
      for (const r of f.rootCauses) b.push({ kind: 'text', text: `• ${r.category}: ${r.description}` });
    }
    field('Recommendation', f.recommendation);
    for (const r of f.responses) {
      b.push({
        kind: 'label',
        text: `Management response (${r.respondedBy}, ${r.respondedAt.slice(0, 10)})`,
      });
      b.push({ kind: 'text', text: r.response });
      for (const a of r.actions) {
        b.push({ kind: 'text', text: `• ${a.title} — ${a.ownerName}, due ${a.dueOn} (${a.status})` });
      }
    }
  });
  return b;
};
