import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { dollars, monthLabel } from '../lib/format';

export interface MonthlyPoint {
  month: string;
  median: number;
  sales: number;
}

/** Monthly medians as bars (loaded with the chart library only when a card has them), filling its box. */
export function MonthlyChart({ points }: { points: MonthlyPoint[] }) {
  const data = points.map((point) => ({ ...point, name: monthLabel(point.month) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
        <YAxis tickFormatter={(value: number) => dollars(value)} width={72} tick={{ fontSize: 12 }} />
        <Tooltip formatter={(value) => dollars(Number(value))} />
        <Bar dataKey="median" name="Median" fill="var(--color-primary, #2563eb)" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
