import { countLabel, type SearchResult } from '@cardbinder/shared';
import { CardTags } from '@/components/ui/tag';
import { CardPicture, useCardImagePair } from '@/features/card-images';
import { HighlightedText } from './highlighted-text';
import { ResultIcon, TYPE_LABELS } from './result-icon';

export interface SearchResultSummaryProps {
  result: SearchResult;
  query: string;
  /** the page shows the description and counts; the dropdown stays on one or two lines */
  detailed?: boolean;
}

function countsLine(result: SearchResult): string | null {
  const { card_count: cards, player_count: players, series_count: series } = result.data;
  const parts = [
    cards !== undefined ? countLabel(cards, 'card') : null,
    players !== undefined ? countLabel(players, 'player') : null,
    series !== undefined ? countLabel(series, 'series', 'series') : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** Icon, highlighted title, subtitle and (on the page) the description of one result. */
export function SearchResultSummary({ result, query, detailed = false }: SearchResultSummaryProps) {
  // the server's description usually carries the counts already
  const counts = detailed && !result.description && result.type !== 'card' ? countsLine(result) : null;
  return (
    <>
      {result.type === 'card' ? <CardResultIcon result={result} /> : <ResultIcon type={result.type} />}
      <span className="search-result__body">
        <span className="search-result__title">
          <HighlightedText text={result.title} query={query} />
          {result.type === 'card' ? (
            <CardTags
              isRookie={result.data.is_rookie}
              isAutograph={result.data.is_autograph}
              isRelic={result.data.is_relic}
            />
          ) : null}
        </span>
        {result.subtitle ? (
          <span className="search-result__subtitle">
            <HighlightedText text={result.subtitle} query={query} />
          </span>
        ) : null}
        {detailed && result.description ? (
          <span className="search-result__description">{result.description}</span>
        ) : null}
        {counts ? <span className="search-result__description">{counts}</span> : null}
      </span>
      <span className="search-result__type">{TYPE_LABELS[result.type]}</span>
    </>
  );
}

/** A card result shows its front picture where the catalogue has one (the list above loaded them at once). */
function CardResultIcon({ result }: { result: SearchResult }) {
  const front = useCardImagePair(result.id)?.front;
  if (!front) return <ResultIcon type="card" />;
  return (
    <span className="search-result__thumb">
      <CardPicture image={front} alt="" size="thumb" sizes="28px" />
    </span>
  );
}
