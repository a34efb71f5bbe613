/** The money of one collection entry that the dashboard's totals add up. */
export interface ValuedEntry {
  user_card_id: number;
  purchase_price: number | null;
  current_value: number | null;
}

export interface ValueTotals {
  value: number;
  cost: number;
  gain: number;
  /** entries with no value (no estimate, and no card value for their grade) */
  unvalued: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Total value, cost (purchase prices) and gain of exactly the entries given. */
export function valueTotals(entries: readonly ValuedEntry[]): ValueTotals {
  let value = 0;
  let cost = 0;
  let unvalued = 0;
  for (const entry of entries) {
    if (entry.current_value === null) unvalued++;
    else value += entry.current_value;
    cost += entry.purchase_price ?? 0;
  }
  return { value: cents(value), cost: cents(cost), gain: cents(value - cost), unvalued };
}

/**
 * The entries with their value as current value: the collector's own estimate, else the card's value for the
 * entry's grade (`values`, by entry id). An entry the map does not name keeps what it had.
 */
export function withEntryValues<T extends ValuedEntry>(
  entries: readonly T[],
  values: ReadonlyMap<number, { value: number }> | undefined,
): T[] {
  if (!values) return [...entries];
  return entries.map((entry) => {
    const found = values.get(entry.user_card_id);
    return found && found.value !== entry.current_value ? { ...entry, current_value: found.value } : entry;
  });
}
