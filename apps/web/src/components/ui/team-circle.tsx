import type { CSSProperties } from 'react';
import { teamColors, textColorOn } from '@/lib/color';

export type TeamCircleSize = 'sm' | 'md' | 'lg' | 'xl';

/** 30, 42, 60 and 100 px, as in the design system. */
export const TEAM_CIRCLE_PX: Record<TeamCircleSize, number> = { sm: 30, md: 42, lg: 60, xl: 100 };

export interface TeamCircleProps {
  abbreviation: string;
  name?: string;
  primaryColor?: string | null;
  secondaryColor?: string | null;
  size?: TeamCircleSize;
  selected?: boolean;
  onClick?: () => void;
}

/** Team badge: abbreviation on the primary (darker) colour, ringed by the secondary (lighter) one. */
export function TeamCircle({
  abbreviation,
  name,
  primaryColor,
  secondaryColor,
  size = 'md',
  selected = false,
  onClick,
}: TeamCircleProps) {
  const colors = teamColors(primaryColor, secondaryColor);
  // custom properties set through the CSSOM, which the server's CSP (style-src 'self') allows
  const style = {
    '--team-primary': colors.primary,
    '--team-secondary': colors.secondary,
    '--team-text': textColorOn(colors.primary),
  } as CSSProperties;
  const className = ['team-circle', `team-circle--${size}`, selected ? 'team-circle--selected' : '']
    .filter(Boolean)
    .join(' ');
  const label = name ? `${name} (${abbreviation})` : abbreviation;
  if (onClick) {
    return (
      <button
        type="button"
        className={className}
        style={style}
        onClick={onClick}
        title={label}
        aria-pressed={selected}
      >
        {abbreviation}
      </button>
    );
  }
  return (
    <span className={className} style={style} title={label}>
      {abbreviation}
    </span>
  );
}
