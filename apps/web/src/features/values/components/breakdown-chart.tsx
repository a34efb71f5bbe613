import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, wholeUsd, type BreakdownMeasure, type BreakdownSlice } from '@cardbinder/shared';

/** a long set or player name is cut on the axis (the tooltip and the table show it whole) */
const AXIS_LABEL = 16;
const short = (label: string) => (label.length > AXIS_LABEL ? `${label.slice(0, AXIS_LABEL - 1)}…` : label);

const format = (measure: BreakdownMeasure) => (amount: number) =>
  measure === 'value' ? wholeUsd(amount) : formatCount(amount);

/** One breakdown as horizontal bars, largest first: names stay readable on a 375 px screen. */
export function BreakdownChart({ slices, measure }: { slices: BreakdownSlice[]; measure: BreakdownMeasure }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={slices} layout="vertical" margin={{ top: 4, right: 12, bottom: 4, left: 4 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis
          type="number"
          dataKey={measure}
          tickFormatter={format(measure)}
          allowDecimals={false}
          tick={{ fontSize: 11 }}
        />
        <YAxis
          type="category"
          dataKey="label"
          width={112}
          interval={0}
          tickFormatter={short}
          tick={{ fontSize: 11 }}
        />
        <Tooltip formatter={(amount) => format(measure)(Number(amount))} />
        <Bar
          dataKey={measure}
          name={measure === 'count' ? 'Cards' : 'Value'}
          fill="var(--color-primary, #2563eb)"
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
