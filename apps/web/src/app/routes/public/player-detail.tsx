import { useCallback, useMemo, useState } from 'react';
import { wantSelection } from '@/features/trading';
import { useNavigate, useParams } from 'react-router';
import { CATALOGUE_MESSAGES } from '@cardbinder/shared';
import { ButtonLink } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { CardTable } from '@/features/card-table';
import { PlayerEditShortcut } from '@/features/catalogue-admin';
import { catalogueKeys } from '@/lib/query-keys';
import {
  ErrorPanel,
  LoadingPanel,
  matchesCardFilter,
  PlayerHeader,
  playerPath,
  StatTiles,
  useCanonicalPath,
  usePlayerDetail,
  useRecordVisit,
  useTeamDetail,
  useTrackPlayerVisit,
  type CardFilter,
} from '@/features/catalogue';
import { useDeferredQuery } from '@/hooks/use-deferred-query';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorText, isApiError } from '@/lib/api-client';
import '@/features/catalogue/catalogue.css';

/** Player detail (/players/{playerSlug}[/{teamSlug}]): header, team and kind filters, card table. */
export function PlayerDetailPage() {
  const { playerSlug = '', teamSlug } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const detail = useDeferredQuery(usePlayerDetail(playerSlug));
  const [filter, setFilter] = useState<CardFilter | null>(null);
  const track = useTrackPlayerVisit();

  const player = detail.data?.player;
  const name = player ? `${player.first_name} ${player.last_name}`.trim() : null;
  usePageTitle(name ?? (detail.isError ? 'Player Not Found' : 'Player'));
  const trackVisit = track.mutate;
  useRecordVisit(
    'player',
    player && name ? { id: player.player_id, slug: player.slug, name } : null,
    useCallback((id: number) => trackVisit(id), [trackVisit]),
  );

  // a team slug that is none of the player's (a literal form, an id) is looked up for its canonical slug
  const knownTeam = !teamSlug || Boolean(player?.teams.some((team) => team.slug === teamSlug));
  const teamLookup = useTeamDetail(teamSlug ?? '', { enabled: Boolean(player) && !knownTeam });
  const canonicalTeam = knownTeam
    ? teamSlug
    : teamLookup.isPending
      ? null
      : (teamLookup.data?.team.slug ?? teamSlug);
  useCanonicalPath(
    player && canonicalTeam !== null ? playerPath(player.slug, canonicalTeam) : null,
    player && { queryKey: catalogueKeys.player(player.slug, user?.id ?? null), data: detail.data },
  );

  const cards = detail.data?.cards;
  const shown = useMemo(() => {
    if (!cards || !player) return [];
    return cards.filter(
      (card) =>
        matchesCardFilter(card, filter) &&
        (!teamSlug ||
          card.card_player_teams.some(
            (entry) => entry.player?.player_id === player.player_id && entry.team?.slug === teamSlug,
          )),
    );
  }, [cards, player, filter, teamSlug]);

  if (detail.isPending) return <LoadingPanel label="Loading player..." />;
  if (detail.isError || !player) {
    const notFound = isApiError(detail.error, 404);
    return (
      <section className="page page--narrow">
        <ErrorPanel
          title="Player Not Found"
          message={
            notFound
              ? CATALOGUE_MESSAGES.playerNotFound
              : errorText(detail.error, { fallback: 'Failed to load player data' })
          }
          onRetry={notFound ? undefined : () => void detail.refetch()}
        >
          <ButtonLink to="/players" variant="ghost">
            Back to Players
          </ButtonLink>
        </ErrorPanel>
      </section>
    );
  }

  const toggleTeam = (slug: string) =>
    void navigate(playerPath(player.slug, slug === teamSlug ? undefined : slug), { replace: true });

  return (
    <section className="page catalogue-page">
      <PlayerHeader
        player={player}
        selectedTeamSlug={teamSlug}
        onToggleTeam={toggleTeam}
        actions={<PlayerEditShortcut playerId={player.player_id} playerSlug={player.slug} />}
      />
      <StatTiles
        stats={detail.data.stats}
        active={filter}
        onToggle={(next) => setFilter((current) => (current === next ? null : next))}
      />
      <CardTable
        cards={shown}
        cardsQueryKey={catalogueKeys.player(playerSlug, user?.id ?? null)}
        csvFileName={`${player.slug}${teamSlug ? `-${teamSlug}` : ''}-cards`}
        label={`Cards of ${name ?? 'the player'}`}
        selectionActions={user ? wantSelection : undefined}
      />
    </section>
  );
}
