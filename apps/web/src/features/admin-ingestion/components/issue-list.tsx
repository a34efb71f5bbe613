import { formatCount } from '@cardbinder/shared';
export interface Issue {
  sheet: string;
  row: number | null;
  message: string;
}

export interface IssueListProps {
  title: string;
  issues: readonly Issue[];
  tone: 'warning' | 'error';
  /** long lists start folded so the summary stays on screen */
  openUpTo?: number;
  /** how many there are in all when the server listed only the first ones */
  total?: number;
}

/** Warnings or rejected rows with the sheet and row they came from. */
export function IssueList({ title, issues, tone, openUpTo = 5, total = issues.length }: IssueListProps) {
  if (issues.length === 0) return null;
  const count = total > issues.length ? `first ${issues.length} of ${formatCount(total)}` : issues.length;
  return (
    <details className={`issue-list issue-list--${tone}`} open={issues.length <= openUpTo}>
      <summary>
        {title} ({count})
      </summary>
      <table className="issue-list__table">
        <thead>
          <tr>
            <th scope="col">Sheet</th>
            <th scope="col">Row</th>
            <th scope="col">{tone === 'error' ? 'Reason' : 'Warning'}</th>
          </tr>
        </thead>
        <tbody>
          {issues.map((issue, index) => (
            <tr key={index}>
              <td>{issue.sheet}</td>
              <td>{issue.row ?? '—'}</td>
              <td>{issue.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
