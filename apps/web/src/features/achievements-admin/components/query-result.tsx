import type { EndpointResponse, testQueryContract } from '@cardbinder/shared';

export type TestAnswer = EndpointResponse<typeof testQueryContract>;

const cell = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** Status, execution time, row count, then the rows as a table or the error. */
export function QueryResult({ answer }: { answer: TestAnswer }) {
  const columns = answer.result[0] ? Object.keys(answer.result[0]) : [];
  return (
    <section className="query-result" aria-label="Query result">
      <dl className="query-result__facts">
        <div>
          <dt>Status</dt>
          <dd className={answer.success ? 'query-result__ok' : 'query-result__failed'}>
            {answer.success ? 'Success' : 'Error'}
          </dd>
        </div>
        <div>
          <dt>Execution time</dt>
          <dd>{answer.executionTime} ms</dd>
        </div>
        <div>
          <dt>Rows</dt>
          <dd>
            {answer.rowCount}
            {answer.truncated ? ' (limit reached)' : ''}
          </dd>
        </div>
      </dl>
      {answer.success ? (
        answer.result.length === 0 ? (
          <p className="muted">No rows.</p>
        ) : (
          <div className="query-result__scroll">
            <table className="query-result__table">
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {answer.result.map((row, index) => (
                  <tr key={index}>
                    {columns.map((column) => (
                      <td key={column}>{cell(row[column])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : (
        <pre className="query-result__error" role="alert">
          {answer.error ?? 'Query execution failed'}
        </pre>
      )}
    </section>
  );
}
