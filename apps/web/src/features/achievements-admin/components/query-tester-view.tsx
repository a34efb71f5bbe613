import { useId, useState } from 'react';
import { checkTestQuery, QUERY_CHECK_MESSAGES } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Panel } from '@/components/ui/panel';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useAdminAchievements, useTestQuery, useTesterUsers } from '../api/use-admin-achievements';
import { preview, readHistory, remember } from './query-history';
import { QueryResult, type TestAnswer } from './query-result';
import { SelectField } from '@/components/ui/select-field';

const DEFAULT_USER_ID = '1';

/** /admin/query-tester (spec 3 §2): a SELECT with @user_id, run in the sandbox as the chosen test user. */
export function QueryTesterView() {
  const users = useTesterUsers();
  const achievements = useAdminAchievements({});
  const [userId, setUserId] = useState(DEFAULT_USER_ID);
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<TestAnswer | null>(null);
  const [history, setHistory] = useState(readHistory);
  const run = useTestQuery();
  const queryId = useId();
  const withQueries = (achievements.data ?? []).filter((a) => a.requirement_query);

  const execute = () => {
    const check = !userId ? QUERY_CHECK_MESSAGES.userRequired : checkTestQuery(query);
    setProblem(check);
    if (check) return;
    setHistory(remember(query.trim()));
    run.mutate(
      { query, userId: Number(userId) },
      {
        onSuccess: (result) => {
          setAnswer(result);
          if (result.success) toast.success('Query executed successfully');
          else toast.error(result.error ?? 'Query execution failed');
        },
        onError: (error) => {
          const message = errorText(error, { fallback: 'Query execution failed' });
          setAnswer({
            success: false,
            result: [],
            rowCount: 0,
            executionTime: 0,
            truncated: false,
            error: message,
          });
          toast.error(message);
        },
      },
    );
  };
  const clear = () => {
    setQuery('');
    setAnswer(null);
    setProblem(null);
  };

  return (
    <div className="query-tester">
      <div className="query-tester__controls">
        <SelectField label="Test user" value={userId} onChange={setUserId}>
          <option value="">Select a user</option>
          {(users.data ?? []).map((user) => (
            <option key={user.user_id} value={user.user_id}>
              {user.user_id}: {user.username}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Load an achievement's query"
          value=""
          onChange={(id) => {
            const chosen = withQueries.find((a) => String(a.achievement_id) === id);
            if (chosen?.requirement_query) setQuery(chosen.requirement_query);
          }}
        >
          <option value="">
            {withQueries.length ? 'Choose an achievement' : 'No achievement has a query'}
          </option>
          {withQueries.map((a) => (
            <option key={a.achievement_id} value={a.achievement_id}>
              {a.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={queryId}>
          Query (a SELECT; @user_id is the test user)
        </label>
        <textarea
          id={queryId}
          className="field__input query-editor"
          rows={8}
          value={query}
          placeholder="SELECT COUNT(*) FROM user_cards WHERE user_id = @user_id"
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <FormError>{problem}</FormError>
      <div className="query-tester__buttons">
        <Button onClick={execute} loading={run.isPending}>
          Execute
        </Button>
        <Button variant="secondary" onClick={clear}>
          Clear
        </Button>
      </div>
      {answer ? <QueryResult answer={answer} /> : null}
      <p className="muted">
        Queries run read-only as one collector and see only the sandbox views: user_cards, user_card_photos,
        user_locations, user_favorite_cards, comments, user_achievements, sign_in_days, my_profile and the
        catalogue (cards, series, sets, players, teams, card_player_teams, achievements). 2 s and 1,000 rows
        at most.
      </p>
      <Panel title="History" className="query-tester__history">
        {history.length === 0 ? (
          <p className="muted">No queries yet.</p>
        ) : (
          <ol>
            {history.map((entry) => (
              <li key={entry}>
                <code>{preview(entry)}</code>{' '}
                <Button size="sm" variant="link" onClick={() => setQuery(entry)}>
                  Load
                </Button>
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </div>
  );
}
