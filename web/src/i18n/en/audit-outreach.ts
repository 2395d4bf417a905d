/** Audit outreach: the public questionnaire pages an auditee contact answers from a mailed link. */
const auditOutreach = {
  respondent: {
    heading: 'Audit questionnaire',
    checking: 'Checking your link…',
    noLink: 'This page opens from the link in your email. Open that link again.',
    loading: 'Loading the questionnaire…',
    for: 'For {{name}}, on behalf of {{company}}: audit “{{audit}}”. Answer every question, then submit once.',
    attach: 'Attach a file',
    attachTo: 'Attach a file to “{{question}}”',
    attached: 'Attached files',
    submit: 'Submit answers',
    successHeading: 'Thank you',
    success: 'Your answers were sent to the audit team. The link has now been used; you can close this page.',
  },
};

export default auditOutreach;
