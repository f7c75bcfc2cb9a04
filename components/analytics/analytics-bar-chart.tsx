"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export type ChartSeries = { key: string; name: string; color: string };
export type ChartRow = { label: string } & Record<string, number | string>;

/**
 * Bars of one or more series (recharts 3), as wide as the box and 240px tall. Hidden from assistive
 * technology: the figure around it carries the same figures as a table (AnalyticsChart).
 */
export default function AnalyticsBarChart({ data, series }: { data: ChartRow[]; series: ChartSeries[] }) {
  return (
    <div aria-hidden="true" className="h-60 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -8 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} width={56} />
          <Tooltip cursor={{ fillOpacity: 0.1 }} />
          {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
