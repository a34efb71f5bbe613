import { useId, useState } from 'react';
import { checkTestQuery, QUERY_CHECK_MESSAGES, type AdminAchievement } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useTestQuery, useTesterUsers } from '../api/use-admin-achievements';
import { QueryResult, type TestAnswer } from './query-result';
import { SelectField } from '@/components/ui/select-field';

/** Runs an achievement's query (or one typed here) for one collector, in the sandbox. */
export function AchievementTestModal({
  achievement,
  onClose,
}: {
  achievement: AdminAchievement;
  onClose: () => void;
}) {
  const users = useTesterUsers();
  const [userId, setUserId] = useState('');
  const [query, setQuery] = useState(achievement.requirement_query ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<TestAnswer | null>(null);
  const run = useTestQuery();
  const queryId = useId();
  const chosen = userId || String(users.data?.[0]?.user_id ?? '');

  const execute = () => {
    if (!chosen) return setProblem(QUERY_CHECK_MESSAGES.modalMissing);
    const check = checkTestQuery(query, { modal: true });
    setProblem(check);
    if (check) return;
    run.mutate(
      { query, userId: Number(chosen) },
      {
        onSuccess: (result) => {
          setAnswer(result);
          if (result.success) toast.success('Query executed successfully');
          else toast.error(result.error ?? 'Query execution failed');
        },
        onError: (error) => toast.error(errorText(error, { fallback: 'Query execution failed' })),
      },
    );
  };

  return (
    <Modal
      open
      size="lg"
      title={`Test query: ${achievement.name}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={execute} loading={run.isPending}>
            Execute
          </Button>
        </>
      }
    >
      <SelectField label="Test user" value={chosen} onChange={setUserId}>
        {(users.data ?? []).map((user) => (
          <option key={user.user_id} value={user.user_id}>
            {user.user_id}: {user.username}
          </option>
        ))}
      </SelectField>
      <div className="field">
        <label className="field__label" htmlFor={queryId}>
          Query (use @user_id for the test user)
        </label>
        <textarea
          id={queryId}
          className="field__input query-editor"
          rows={5}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {achievement.requirement_type !== 'custom' ? (
        <p className="muted">
          This achievement is built in ({achievement.metric ?? 'no measure'}): it is evaluated by the server,
          not by a query.
        </p>
      ) : null}
      <FormError>{problem}</FormError>
      {answer ? <QueryResult answer={answer} /> : null}
    </Modal>
  );
}
