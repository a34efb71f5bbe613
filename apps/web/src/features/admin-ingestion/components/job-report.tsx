import { Link } from 'react-router';
import { formatCount, setSlugify, type IngestionJob } from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { rejectedCount } from '../lib/job-status';
import { IssueList } from './issue-list';

const n = (value: number) => formatCount(value);

/** The outcome per workbook: what was created, what was rejected, which files failed outright. */
export function JobReport({ job }: { job: IngestionJob }) {
  if (job.reports.length === 0 && job.failures.length === 0) return null;
  return (
    <div className="ingestion-report">
      {job.failures.map((failure) => (
        <Alert key={failure.file} tone="error">
          {failure.error}
        </Alert>
      ))}
      {job.reports.map((report) => (
        <article key={report.file} className="ingestion-card" aria-label={`Report for ${report.file}`}>
          <header className="ingestion-card__header">
            <div>
              <h3 className="ingestion-card__title">
                <Link to={`${paths.sets}/${report.set.year}/${setSlugify(report.set.name)}`}>
                  {report.set.year} {report.set.name}
                </Link>
              </h3>
              <p className="muted ingestion-card__file">{report.file}</p>
            </div>
          </header>
          <dl className="ingestion-stats">
            <div>
              <dt>Cards created</dt>
              <dd>{n(report.cardsCreated)}</dd>
            </div>
            <div>
              <dt>Players created</dt>
              <dd>{n(report.playersCreated)}</dd>
            </div>
            <div>
              <dt>Series</dt>
              <dd>{n(report.series)}</dd>
            </div>
            <div>
              <dt>Parallels</dt>
              <dd>{n(report.parallels)}</dd>
            </div>
            <div>
              <dt>Cards in set</dt>
              <dd>{n(report.cards)}</dd>
            </div>
            <div>
              <dt>Rejected rows</dt>
              <dd className={rejectedCount(report) ? 'ingestion-stats--bad' : undefined}>
                {n(rejectedCount(report))}
              </dd>
            </div>
          </dl>
          <IssueList
            title="Rejected rows"
            tone="error"
            issues={report.rejected.map((r) => ({ sheet: r.sheet, row: r.row, message: r.reason }))}
            total={rejectedCount(report)}
          />
          <IssueList
            title="Inferred and guessed"
            tone="warning"
            openUpTo={0}
            issues={(report.findings ?? []).map((f) => ({
              sheet: f.sheet,
              row: f.row,
              message: `${f.kind === 'guessed' ? 'Guessed' : 'Inferred'} (${Math.round(f.confidence * 100)}% sure): ${f.message}${f.warning ? ` — ${f.warning}` : ''}`,
            }))}
            total={report.findingCount ?? report.findings?.length ?? 0}
          />
        </article>
      ))}
    </div>
  );
}
