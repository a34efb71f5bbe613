import { Layers, Library, Search, ShoppingCart, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { shipped } from '@/config/screens';

const TILES = [
  {
    icon: Users,
    title: 'Players',
    text: 'Every card of every player, filtered by team, rookie, autograph, relic and numbered cards.',
    to: paths.players,
  },
  {
    icon: Layers,
    title: 'Sets & Series',
    text: 'Browse sets by year, with base series, inserts and parallels and their print runs.',
    to: paths.sets,
  },
  {
    icon: Trophy,
    title: 'Teams',
    text: 'Find a team and all of its players in one place.',
    to: paths.teams,
  },
  {
    icon: Library,
    title: 'Your Collection',
    text: 'Track price, grading, storage location and photos, and see how complete each series is.',
    to: paths.collection,
  },
  ...(shipped.marketplaceSync
    ? [
        {
          icon: ShoppingCart,
          title: 'Marketplace Sync',
          text: 'Connect your eBay account and purchases are added to your collection automatically.',
          to: paths.collection,
        },
      ]
    : []),
  {
    icon: Search,
    title: 'Universal Search',
    text: 'One search box across cards, players, teams, sets and series.',
    to: paths.search,
  },
];

export function FeatureTiles() {
  return (
    <ul className="feature-tiles">
      {TILES.map(({ icon: Icon, title, text, to }) => (
        <li key={title}>
          <Link to={to} className="feature-tile">
            <Icon className="feature-tile__icon" size={28} aria-hidden="true" />
            <h3 className="feature-tile__title">{title}</h3>
            <p className="feature-tile__text">{text}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
