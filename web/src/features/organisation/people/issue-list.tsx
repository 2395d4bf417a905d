import type { TFieldIssue } from '@stratum/contracts';

/** A refused write's problems, one line each (`line 12: email — must be a valid email address`). */
export const IssueList = ({ label, issues }: { label: string; issues: readonly TFieldIssue[] }) => (
  <ul className="issue-list" aria-label={label}>
    {issues.map((issue, i) => (
      <li key={`${issue.path}-${i}`}>
        {issue.path ? <strong>{issue.path}: </strong> : null}
        {issue.message}
      </li>
    ))}
  </ul>
);
