import { useDeferredValue, useMemo, useState } from 'react';
import { countLabel, countOfLabel } from '@cardbinder/shared';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { TextField } from '@/components/ui/text-field';
import { DATA_SOURCES, useAttributions } from '@/features/support';
import '@/features/support/support.css';
import { usePageTitle } from '@/hooks/use-page-title';
import { Page } from '@/components/ui/page';

/** /attributions: the data sources and every open-source package CardBinder ships, with its licence. */
export function AttributionsPage() {
  usePageTitle('Attributions');
  const packages = useAttributions();
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter.trim().toLowerCase());
  const shown = useMemo(
    () =>
      (packages.data ?? []).filter(
        (item) => !deferred || `${item.name} ${item.license}`.toLowerCase().includes(deferred),
      ),
    [packages.data, deferred],
  );

  let list;
  if (packages.isPending) list = <LoadingScreen label="Loading packages..." />;
  else if (packages.isError) {
    list = (
      <ErrorPanel message="Failed to load the list of packages" onRetry={() => void packages.refetch()} />
    );
  } else {
    list = (
      <>
        <TextField
          label="Filter packages"
          type="search"
          placeholder="Package name or licence"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <p className="help-count" role="status">
          {shown.length === packages.data.length
            ? countLabel(packages.data.length, 'package')
            : countOfLabel(shown.length, packages.data.length, 'package')}
        </p>
        <div className="attributions-table">
          <table>
            <thead>
              <tr>
                <th scope="col">Package</th>
                <th scope="col">Version</th>
                <th scope="col">Licence</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((item) => (
                <tr key={`${item.name}@${item.version}`}>
                  <td>
                    {item.url ? (
                      <a href={item.url} target="_blank" rel="noreferrer noopener">
                        {item.name}
                      </a>
                    ) : (
                      item.name
                    )}
                  </td>
                  <td>{item.version}</td>
                  <td>{item.license}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  }

  return (
    <Page title="Attributions" narrow>
      <h2>Data</h2>
      {DATA_SOURCES.map((source) => (
        <article key={source.name} className="help-topic">
          <h3>{source.name}</h3>
          <p>{source.text}</p>
        </article>
      ))}
      <h2>Open-source software</h2>
      <p>CardBinder is built on these open-source packages. Thank you to their authors.</p>
      {list}
    </Page>
  );
}
