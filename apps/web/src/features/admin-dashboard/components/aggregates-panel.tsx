import { useState } from 'react';
import { formatCount, AGGREGATE_TYPES, DASHBOARD_MESSAGES, type AggregateType } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { toast } from '@/components/ui/toast/toast-store';
import { isApiError } from '@/lib/api-client';
import { useUpdateAggregate } from '../api/use-admin-actions';

const LABELS: Record<AggregateType, string> = {
  rookie_count: 'Rookie counts',
  card_entered_count: 'Cards entered',
  card_count: 'Card counts',
  player_card_count: 'Player card counts',
  team_card_count: 'Team card counts',
};

/** Recomputes the catalogue's stored counts, one type or all in the spec's order. */
export function AggregatesPanel() {
  const update = useUpdateAggregate();
  const [running, setRunning] = useState<AggregateType | 'all' | null>(null);
  const [results, setResults] = useState<Partial<Record<AggregateType, number>>>({});

  async function run(type: AggregateType): Promise<boolean> {
    try {
      const answer = await update.mutateAsync(type);
      setResults((current) => ({ ...current, [type]: answer.rowsUpdated }));
      toast.success(`${LABELS[type]}: ${formatCount(answer.rowsUpdated)} rows updated`);
      return true;
    } catch (error) {
      toast.error(
        isApiError(error)
          ? DASHBOARD_MESSAGES.aggregateFailed(type)
          : DASHBOARD_MESSAGES.aggregateError(type, error instanceof Error ? error.message : String(error)),
      );
      return false;
    }
  }

  async function runOne(type: AggregateType) {
    setRunning(type);
    await run(type);
    setRunning(null);
  }

  async function runAll() {
    setRunning('all');
    for (const type of AGGREGATE_TYPES) if (!(await run(type))) break;
    setRunning(null);
  }

  return (
    <Panel
      title="Aggregate Updates"
      className="dash-panel"
      actions={
        <Button
          size="sm"
          onClick={() => void runAll()}
          loading={running === 'all'}
          disabled={running !== null}
        >
          Update All
        </Button>
      }
    >
      <ul className="dash-list">
        {AGGREGATE_TYPES.map((type) => (
          <li key={type} className="dash-list__row">
            <span>
              {LABELS[type]} <code>{type}</code>
              {results[type] !== undefined ? (
                <span className="dash-note"> · {formatCount(results[type]!)} rows updated</span>
              ) : null}
            </span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void runOne(type)}
              loading={running === type}
              disabled={running !== null}
              aria-label={`Update ${LABELS[type]}`}
            >
              Update
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
