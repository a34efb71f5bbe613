import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { countLabel, isFullAdmin, pluralNoun } from '@cardbinder/shared';
import { TextField } from '@/components/ui/text-field';
import { useAuth } from '@/features/auth';
import { HELP_TOPICS, matchTopics } from '@/features/support';
import '@/features/support/support.css';
import { usePageTitle } from '@/hooks/use-page-title';
import { Page } from '@/components/ui/page';

/** /help: how to use CardBinder, searchable; staff topics only for the staff who can use them. */
export function HelpPage() {
  usePageTitle('Help & Support');
  const { user } = useAuth();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const visible = HELP_TOPICS.filter((topic) => !topic.staff || isFullAdmin(user?.role));
  const topics = matchTopics(visible, deferred);
  return (
    <Page title="Help & Support" narrow className="help-page">
      <div role="search">
        <TextField
          label="Search help"
          type="search"
          placeholder="e.g. photos, grading, locations"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p className="help-count" role="status">
        {deferred.trim()
          ? topics.length === 0
            ? `No help topics match “${deferred.trim()}”.`
            : `${countLabel(topics.length, 'topic')} ${pluralNoun(topics.length, 'matches', 'match')} “${deferred.trim()}”.`
          : null}
      </p>
      {topics.map((topic) => (
        <article key={topic.id} className="help-topic" aria-labelledby={`help-${topic.id}`}>
          <h2 id={`help-${topic.id}`}>{topic.title}</h2>
          {topic.body.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {topic.link ? <Link to={topic.link.to}>{topic.link.label}</Link> : null}
        </article>
      ))}
    </Page>
  );
}
