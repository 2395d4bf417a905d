/**
 * The employee reports and the reports index (spec §2 /app/reports/main, employee-scorecards,
 * employee-kpa-initiative-reports, employee-performance-reports, and the committee's performance
 * agreement and assessment reports).
 */
const employeeReports = {
  intro: {
    scorecards:
      'Every active employee with their annual scorecard — KPAs, KPIs and whether the weights total 100 — and, for a quarter, their quarterly scorecard and agreement.',
    kpa: 'Each employee’s KPAs and KPIs for a quarter: weight, target, actual, their own score, the supervisor’s and the rating.',
    performance:
      'Each employee’s final score in every quarter of the year, the average of the rated quarters and the trend.',
    committeeAgreements:
      'The agreements of the people the performance committee reviews: the top of the company and the heads of business units.',
    committeeAssessments:
      'The assessments of the people the performance committee reviews: the top of the company and the heads of business units.',
  },
  select: {
    quarter: 'Quarter',
    annualOnly: 'Annual only',
    employee: 'Employee',
    allEmployees: 'All employees',
  },
  empty: {
    employees: 'No active employees for this selection',
    records: 'No quarterly scorecards for this selection',
    recordsText: 'Employees appear once their quarterly scorecards are built.',
    committee: 'No performance committee',
  },
  summary: {
    total: 'Employees',
    withAnnual: 'With an annual scorecard',
    withoutAnnual: 'Without an annual scorecard',
    validWeights: 'Weights total 100',
    periodicBuilt: 'Quarterly scorecard built',
  },
  table: {
    employees: 'Employees',
    employee: 'Employee',
    supervisor: 'Supervisor',
    annualScorecard: 'Annual scorecard',
    kpas: 'KPAs',
    kpis: 'KPIs',
    weightTotal: 'Weight total',
    valid: 'Valid',
    periodicScorecard: 'Quarterly scorecard',
    agreement: 'Agreement',
    kpa: 'KPA',
    kpi: 'KPI (initiative)',
    weight: 'Weight',
    target: 'Target',
    actual: 'Actual',
    selfScore: 'Self score',
    supervisorScore: 'Supervisor score',
    adjustedScore: 'Adjusted',
    score: 'Rating',
    competencyScore: 'Competency score ({{weight}}%)',
    average: 'Average',
    trend: 'Trend',
    total: 'Total',
    adjustedTotal: 'Adjusted total',
    assessment: 'Assessment',
    none: 'None',
  },
  trend: {
    up: 'Up',
    down: 'Down',
    steady: 'Steady',
  },
  blendNote:
    'Each quarter’s score is its final score: scorecard score × {{scorecard}}% + 360 competency review × {{weight}}%, as on the employee’s review page.',
  quarterAverage: 'Quarter average',
  yes: 'Yes',
  no: 'No',
  main: {
    intro: 'Every report your company’s modules give, by area.',
    planning: 'Strategic planning',
    monthly: 'Monthly progress',
    performance: 'Performance',
    employees: 'Employees',
    committee: 'Performance committee',
    committeeOff: 'Your company does not review performance through a committee.',
    open: 'Open',
  },
};
export default employeeReports;
