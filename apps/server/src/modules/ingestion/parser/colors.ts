/** Colour words that parallels are named after, with a representative hex. Longer names are matched first. */
const COLORS: readonly (readonly [string, string])[] = [
  ['Red White and Blue', '#b22234'],
  ['Red White & Blue', '#b22234'],
  ['Rose Gold', '#b76e79'],
  ['Sky Blue', '#7dd3fc'],
  ['Light Blue', '#93c5fd'],
  ['Royal Blue', '#1d4ed8'],
  ['Navy Blue', '#1e3a8a'],
  ['Neon Green', '#39ff14'],
  ['Lime Green', '#84cc16'],
  ['Hot Pink', '#ff1493'],
  ['Gold', '#d4af37'],
  ['Golden', '#d4af37'],
  ['Red', '#dc2626'],
  ['Blue', '#2563eb'],
  ['Green', '#16a34a'],
  ['Orange', '#f97316'],
  ['Purple', '#7c3aed'],
  ['Black', '#111111'],
  ['Pink', '#ec4899'],
  ['Aqua', '#06b6d4'],
  ['Silver', '#c0c0c0'],
  ['Yellow', '#facc15'],
  ['White', '#f5f5f5'],
  ['Bronze', '#cd7f32'],
  ['Copper', '#b87333'],
  ['Platinum', '#e5e4e2'],
  ['Sepia', '#704214'],
  ['Teal', '#14b8a6'],
  ['Navy', '#1e3a8a'],
  ['Magenta', '#d946ef'],
  ['Cyan', '#00b7eb'],
  ['Brown', '#8b4513'],
  ['Grey', '#6b7280'],
  ['Gray', '#6b7280'],
  ['Emerald', '#059669'],
  ['Ruby', '#9b111e'],
  ['Sapphire', '#0f52ba'],
  ['Pewter', '#8e9196'],
  ['Lava', '#cf1020'],
  ['Violet', '#8b5cf6'],
  ['Maroon', '#800000'],
  ['Turquoise', '#40e0d0'],
  ['Vintage Stock', '#d2b48c'],
];

const SORTED = [...COLORS].sort((a, b) => b[0].length - a[0].length);

const PATTERNS = SORTED.map(([name, hex]) => ({
  name: name === 'Golden' ? 'Gold' : name,
  hex,
  re: new RegExp(`\\b${name.replace(/ /g, '\\s+')}\\b`, 'i'),
}));

/** The first colour a parallel's name mentions ("Gold Wave Refractors" → Gold), or null. */
export function colorOf(name: string): { colorName: string; colorHex: string } | null {
  let best: { at: number; name: string; hex: string } | null = null;
  for (const pattern of PATTERNS) {
    const match = pattern.re.exec(name);
    if (match && (best === null || match.index < best.at)) {
      best = { at: match.index, name: pattern.name, hex: pattern.hex };
    }
  }
  return best ? { colorName: best.name, colorHex: best.hex } : null;
}
