import { Link } from 'react-router';
import {
  formatCount,
  ACHIEVEMENT_TIERS,
  relativeTime,
  wholeUsd,
  type FavoriteCard,
  type PublicProfileResponse,
} from '@cardbinder/shared';
import { CardTags } from '@/components/ui/tag';
import { paths } from '@/config/paths';
import { hasScreen } from '@/config/screens';
import { Panel } from '@/components/ui/panel';

type Profile = PublicProfileResponse;

export function ProfileStats({ stats }: { stats: Profile['stats'] }) {
  const tiles: [string, string][] = [
    ['Cards', formatCount(stats.total_cards)],
    ['Unique', formatCount(stats.unique_cards)],
    ['Value', wholeUsd(stats.estimated_value)],
    ['Rookies', formatCount(stats.rookie_cards)],
    ['Autos', formatCount(stats.autograph_cards)],
    ['Relics', formatCount(stats.relic_cards)],
    ['Sets', formatCount(stats.unique_sets)],
    ['Achievements', formatCount(stats.achievements)],
    ['Catalogue pictures', formatCount(stats.catalogue_pictures)],
  ];
  return (
    <dl className="profile-stats">
      {tiles.map(([label, value]) => (
        <div key={label} className="profile-stat">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ProfileAchievements({ achievements }: { achievements: Profile['achievements'] }) {
  return (
    <Panel
      className="profile-block"
      title="Achievements"
      actions={hasScreen(paths.achievements) ? <Link to={paths.achievements}>View all</Link> : null}
    >
      {achievements.total_achievements === 0 ? (
        <p className="muted">No achievements earned yet.</p>
      ) : (
        <>
          <p>
            {achievements.total_achievements} earned · {achievements.total_points} points
          </p>
          <ul className="tier-badges" aria-label="Achievements by tier">
            {ACHIEVEMENT_TIERS.filter((tier) => achievements.tier_breakdown[tier] > 0).map((tier) => (
              <li key={tier} className={`tier-badge tier-badge--${tier}`}>
                {tier[0]!.toUpperCase() + tier.slice(1)} {achievements.tier_breakdown[tier]}
              </li>
            ))}
          </ul>
          <ul className="profile-list">
            {achievements.recent_achievements.map((a) => (
              <li key={a.achievement_id}>
                <span className={`tier-badge tier-badge--${a.tier}`}>{a.tier}</span> <strong>{a.name}</strong>{' '}
                <span className="muted">{a.points} pts</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

function FavoriteTile({ card }: { card: FavoriteCard }) {
  const grade = card.grading_agency_abbr ? `${card.grading_agency_abbr} ${card.grade ?? ''}`.trim() : null;
  return (
    <li className="favorite-tile">
      <Link to={card.card_path} className="favorite-tile__link">
        <span className="favorite-tile__image" style={{ borderColor: card.team_primary_color ?? undefined }}>
          {card.primary_photo ? (
            <img src={card.primary_photo} alt="" loading="lazy" />
          ) : (
            <span>#{card.card_number}</span>
          )}
        </span>
        <strong>
          #{card.card_number} {card.player_names}
        </strong>
        <span className="muted">
          {card.set_year} {card.set_name} · {card.series_name}
        </span>
      </Link>
      <span className="favorite-tile__meta">
        <CardTags isRookie={card.is_rookie} isAutograph={card.is_autograph} isRelic={card.is_relic} />
        {card.serial_number && card.print_run ? (
          <span>
            {card.serial_number} / {card.print_run}
          </span>
        ) : null}
        {grade ? <span>{grade}</span> : null}
      </span>
    </li>
  );
}

export function FavoriteGallery({ favorites }: { favorites: FavoriteCard[] }) {
  return (
    <Panel className="profile-block" title="Favorite Cards">
      {favorites.length === 0 ? (
        <p className="muted">No favorite cards yet.</p>
      ) : (
        <ul className="favorite-gallery">
          {favorites.map((card) => (
            <FavoriteTile key={card.favorite_id} card={card} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function RecentActivity({ activity, now }: { activity: Profile['recent_activity']; now: Date }) {
  return (
    <Panel className="profile-block" title="Recent Activity">
      {activity.length === 0 ? (
        <p className="muted">No comments yet.</p>
      ) : (
        <ul className="profile-list">
          {activity.map((item) => (
            <li key={item.comment_id} className="profile-activity">
              <span className="muted">
                Commented on{' '}
                {item.link ? (
                  <Link to={item.link}>{item.item_name ?? item.comment_type}</Link>
                ) : (
                  (item.item_name ?? 'a removed item')
                )}{' '}
                · <time dateTime={item.created_at}>{relativeTime(item.created_at, now)}</time>
              </span>
              <p className="profile-activity__text">{item.comment_text}</p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
