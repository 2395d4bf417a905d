/**
 * The performance reports (spec §2 /app/reports/performance-agreement-reports,
 * performance-assessment-reports, assessment-score-reports, performance-curve-reports).
 */
const performanceReports = {
  intro: {
    agreements: 'A quarter’s performance agreements, counted by status, with each employee’s.',
    assessments: 'A quarter’s assessments, counted by assessment and QA status, with each employee’s.',
    scores:
      'Each employee’s total and adjusted score for a quarter, in the colours of the plan’s rating scale.',
    curve: 'How a quarter’s ratings spread over the scores 0 to 6.',
  },
  select: {
    annualPlan: 'Annual plan',
    quarter: 'Quarter',
    businessUnit: 'Business unit',
    department: 'Department',
    all: 'All',
  },
  empty: {
    annualPlans: 'No annual plans yet',
    records: 'No performance records for this selection',
    recordsText: 'Records appear once employees add their quarterly scorecards.',
  },
  counts: {
    agreement: 'By agreement status',
    assessment: 'By assessment status',
    qa: 'By QA status',
  },
  curve: {
    title: 'Performance curve',
    count: 'Employees',
    label: 'Employees per score: {{values}}',
  },
  table: {
    employees: 'Employees',
    employee: 'Employee',
    supervisor: 'Supervisor',
    status: 'Status',
    count: 'Count',
    percent: 'Percent',
    score: 'Score',
    band: 'Band',
    agreementType: 'Agreement type',
    agreementStatus: 'Agreement status',
    assessmentStatus: 'Assessment status',
    reviewComplete: 'Review complete',
    qaStatus: 'QA status',
    totalScore: 'Total score',
    adjustedScore: 'Adjusted score',
    competencyScore: 'Competency score ({{weight}}%)',
    finalScore: 'Final score',
  },
  total_one: '{{count}} employee in all',
  total_other: '{{count}} employees in all',
  blendNote:
    'Final score = scorecard score × {{scorecard}}% + 360 competency review × {{weight}}%, as on each employee’s review page.',
  average: 'Average score',
  yes: 'Yes',
  no: 'No',
};
export default performanceReports;
