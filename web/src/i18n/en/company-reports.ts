/**
 * The company reports (spec §2 /app/reports/company-performance-reports,
 * company-performance-progressive-reports, ceo-performance-reports).
 */
const companyReports = {
  intro: {
    company:
      'The company’s quarter: its corporate scorecards scored, its company assessment, and the employees’ quarter beside.',
    progressive:
      'The year so far: each corporate KPI, key performance area and the company, quarter by quarter and to date.',
    ceo: 'The chief executive’s year, quarter by quarter, with the company’s quarter beside.',
  },
  select: {
    annualPlan: 'Annual plan',
    employee: 'Employee',
    employeeHint: 'Leave empty for the chief executive (an active employee who reports to nobody).',
  },
  empty: {
    annualPlans: 'No annual plans yet',
    scorecards: 'No corporate scorecard for this annual plan',
    scorecardsText:
      'Build the annual corporate scorecard under Strategic Planning to see the company’s scores.',
  },
  table: {
    quarter: 'Quarter',
    kpa: 'Key performance area',
    kpi: 'KPI',
    weight: 'Weight',
    target: 'Target',
    actual: 'Actual',
    percent: 'Percent',
    score: 'Score',
    weightedScore: 'Weighted score',
    total: 'Total',
    adjustedTotal: 'Adjusted total',
    toDate: '{{quarter}} to date',
  },
  company: {
    score: 'Company score',
    assessment: 'Company assessment',
    noAssessment: 'No company assessment for this quarter yet',
    assessmentStatus: '{{status}}: {{score}}',
    source: {
      periodic: 'The quarter’s periodic scorecard',
      annual: 'The annual scorecard, rated for the quarter (no periodic scorecard built)',
    },
    unitsNote:
      'Corporate KPIs belong to no unit: the business unit and department narrow the employees only.',
  },
  employees: {
    title: 'Employees',
    text: 'The performance records of the chosen units.',
    records: 'Records',
    average: 'Average final score',
    agreed: 'Agreements agreed',
    complete: 'Assessments complete',
  },
  progressive: {
    chart: 'The year so far',
    chartLabel: 'Company score per quarter and to date, and the employees’ average: {{values}}',
    company: 'Company score',
    companyToDate: 'Company score to date',
    employees: 'Employees’ average',
    kpis: 'KPIs',
    kpas: 'Key performance areas',
  },
  ceo: {
    employee: 'Employee',
    default: 'the chief executive',
    quarters: 'Quarters',
    agreement: 'Agreement',
    assessment: 'Assessment',
    qa: 'QA',
    self: 'Self score',
    total: 'Total score',
    adjusted: 'Adjusted score',
    final: 'Final score',
    company: 'Company score',
    companyAssessment: 'Company assessment',
    noRecord: 'No scorecard this quarter',
    kpis: '{{quarter}}: {{name}}',
  },
} as const;
export default companyReports;
