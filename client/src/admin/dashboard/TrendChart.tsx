import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export const PALETTE = ["#2e5bdb", "#12a594", "#e5484d", "#f5a524", "#8e4ec6", "#0ea5e9", "#6b7280", "#d6409f"];

export interface Series { key: string; name: string; color?: string }

interface Props {
  points: Record<string, number | string>[];
  series: Series[];
  kind: "line" | "bar";
  /** Stacks bars (a total split by game or table). */
  stacked?: boolean;
  xLabel: (bucket: string) => string;
  format: (value: number) => string;
  label: string;
  /** Counts (players): whole-number ticks only. */
  integer?: boolean;
}

/** The value axis: whole-number ticks for counts (players), fractions allowed for amounts. */
export const valueAxisProps = (integer: boolean, format: (value: number) => string) => ({ allowDecimals: !integer, tickFormatter: (v: number) => format(v) });

/** A chart over time buckets; the data table beside it holds the exact figures. */
export function TrendChart({ points, series, kind, stacked, xLabel, format, label, integer = false }: Props) {
  const common = { data: points, margin: { top: 8, right: 12, bottom: 0, left: 4 } };
  const axes = (
    <>
      <CartesianGrid stroke="#eef0f3" vertical={false} />
      <XAxis dataKey="bucket" tickFormatter={(v: string) => xLabel(v)} tick={{ fontSize: 11, fill: "#667085" }} tickLine={false} axisLine={{ stroke: "#e4e7ec" }} minTickGap={16} />
      <YAxis {...valueAxisProps(integer, format)} tick={{ fontSize: 11, fill: "#667085" }} tickLine={false} axisLine={false} width={64} />
      <Tooltip labelFormatter={(v) => xLabel(String(v))} formatter={(v) => format(Number(v))} contentStyle={{ borderRadius: 8, borderColor: "#e4e7ec", fontSize: 12 }} />
      {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
    </>
  );
  const color = (s: Series, i: number) => s.color ?? PALETTE[i % PALETTE.length];
  return (
    <div className="adm-chart" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height: 280 }}>
        {kind === "line" ? (
          <LineChart {...common}>
            {axes}
            {series.map((s, i) => <Line key={s.key} type="monotone" dataKey={s.key} name={s.name} stroke={color(s, i)} strokeWidth={2} dot={false} isAnimationActive={false} />)}
          </LineChart>
        ) : (
          <BarChart {...common}>
            {axes}
            {series.map((s, i) => <Bar key={s.key} dataKey={s.key} name={s.name} fill={color(s, i)} stackId={stacked ? "total" : undefined} maxBarSize={36} isAnimationActive={false} />)}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
