import { useMemo } from 'react';
import { formatCount, missingListCsv, wholeUsd } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { downloadText } from '@/lib/download';
import { useCostToFinish, type FinishScope } from '../api/use-finish';
import { dollars } from '../lib/format';
import '../values.css';

/**
 * A signed-in collector's have and miss counts of a series or set, the cost to finish (the missing cards' raw
 * values, with how many have none), the most expensive missing card and the missing list as CSV.
 */
export function CostToFinish({ scope, fileName }: { scope: FinishScope; fileName: string }) {
  const finish = useCostToFinish(scope);
  if (!finish.data) return null;
  const data = finish.data;
  const priciest = data.most_expensive_missing;
  return (
    <section className="finish-panel" aria-labelledby="finish-title">
      <h2 id="finish-title">Cost to finish</h2>
      <dl className="finish-panel__stats">
        <div>
          <dt>Have</dt>
          <dd>{formatCount(data.owned_cards)}</dd>
        </div>
        <div>
          <dt>Missing</dt>
          <dd>{formatCount(data.missing_count)}</dd>
        </div>
        <div>
          <dt>Cost to finish</dt>
          <dd>{wholeUsd(data.cost_to_finish)}</dd>
        </div>
      </dl>
      {data.missing_without_value > 0 ? (
        <p className="muted">
          {`Plus ${formatCount(data.missing_without_value)} missing card${data.missing_without_value === 1 ? '' : 's'} with no value yet.`}
        </p>
      ) : null}
      {priciest ? (
        <p>
          {`Most expensive missing: #${priciest.card_number} ${priciest.players}`}
          {` (${priciest.series_name}), ${dollars(priciest.value ?? 0)}`}
        </p>
      ) : null}
      {data.missing_count > 0 ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => downloadText(missingListCsv(data.missing), `${fileName}-missing.csv`)}
        >
          Download missing list
        </Button>
      ) : (
        <p>Complete: you have every card.</p>
      )}
    </section>
  );
}

/** The ids of the cards the collector misses in a series (for the card table's 'Missing' filter). */
export function useMissingCardIds(scope: FinishScope, enabled: boolean): Set<number> | undefined {
  const finish = useCostToFinish(scope, enabled);
  const data = finish.data;
  // one Set per answer, not per render: the lists filtered by it keep their identity (a windowed grid's pages)
  return useMemo(() => (data ? new Set(data.missing.map((card) => card.card_id)) : undefined), [data]);
}
