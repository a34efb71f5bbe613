import { normaliseHex, readableTextColor, TEAM_DEFAULT_COLORS } from '@cardbinder/shared';

/** Black or white text on a background: the shared rule, which always meets WCAG AA. */
export const textColorOn = readableTextColor;

export const teamColors = (primary?: string | null, secondary?: string | null) => ({
  primary: normaliseHex(primary, TEAM_DEFAULT_COLORS.primary),
  secondary: normaliseHex(secondary, TEAM_DEFAULT_COLORS.secondary),
});
