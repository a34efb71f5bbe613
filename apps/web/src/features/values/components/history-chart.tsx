import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ValueSnapshot } from '@cardbinder/shared';
import { dayLabel, dollars } from '../lib/format';

/** Value (left axis) and card count (right axis) by day, filling the box ChartWithTable reserves. */
export function HistoryChart({ history }: { history: ValueSnapshot[] }) {
  const data = history.map((row) => ({ ...row, name: dayLabel(row.day) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
        <YAxis
          yAxisId="value"
          tickFormatter={(value: number) => dollars(value)}
          width={80}
          tick={{ fontSize: 12 }}
        />
        <YAxis yAxisId="cards" orientation="right" width={48} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Legend />
        <Line
          yAxisId="value"
          dataKey="value"
          name="Value"
          stroke="#2563eb"
          dot={false}
          isAnimationActive={false}
        />
        <Line
          yAxisId="cards"
          dataKey="cards"
          name="Cards"
          stroke="#16a34a"
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
