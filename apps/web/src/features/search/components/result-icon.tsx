import { IdCard, Layers, Library, Shield, User, type LucideIcon } from 'lucide-react';
import type { SearchResultType } from '@cardbinder/shared';

const ICONS: Record<SearchResultType, LucideIcon> = {
  player: User,
  team: Shield,
  card: IdCard,
  set: Library,
  series: Layers,
};

export const TYPE_LABELS: Record<SearchResultType, string> = {
  player: 'Player',
  team: 'Team',
  card: 'Card',
  set: 'Set',
  series: 'Series',
};

export function ResultIcon({ type, size = 18 }: { type: SearchResultType; size?: number }) {
  const Icon = ICONS[type];
  return (
    <span className={`result-icon result-icon--${type}`} aria-hidden="true">
      <Icon size={size} />
    </span>
  );
}
