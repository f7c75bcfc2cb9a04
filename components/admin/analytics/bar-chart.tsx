"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export type BarDatum = { label: string; value: number };

/**
 * One series of bars (recharts 3), as wide as its box and 240px tall, so that a phone shows it whole.
 * The SVG is decorative for assistive technology: the figure that holds it carries the figures as
 * text (see ChartFigure), so it is hidden from the accessibility tree.
 */
export default function SimpleBarChart({ data, color, name }: { data: BarDatum[]; color: string; name: string }) {
  return (
    <div aria-hidden="true" className="h-60 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} width={48} />
          <Tooltip cursor={{ fillOpacity: 0.1 }} />
          <Bar dataKey="value" name={name} fill={color} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
