/** A share as the dashboard writes it: "38%", "2.5%" under 10%, "–" when there is nothing to divide by. */
export function percentText(rate: number | null): string {
  if (rate === null) return "–";
  const value = rate * 100;
  return `${value > 0 && value < 10 ? value.toFixed(1).replace(/\.0$/, "") : Math.round(value)}%`;
}
