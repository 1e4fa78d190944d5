import type { DailyCount } from "@/lib/admin/overview";

const WIDTH = 600;
const HEIGHT = 160;

/**
 * Sign-ups and postings per day as paired bars: an SVG image with a short text alternative, and the numbers
 * themselves in a table below it for screen readers and anyone who wants them.
 */
export function DailyChart({ daily }: { daily: DailyCount[] }) {
  const max = Math.max(1, ...daily.flatMap((d) => [d.signUps, d.postings]));
  const slot = WIDTH / daily.length;
  const bar = Math.max(1, slot / 2 - 1);
  const height = (n: number) => (n / max) * (HEIGHT - 10);
  const totals = daily.reduce((sum, d) => ({ s: sum.s + d.signUps, p: sum.p + d.postings }), { s: 0, p: 0 });
  return (
    <figure className="grid gap-3">
      <figcaption className="text-sm text-muted-foreground">
        Sign-ups and postings per day, last {daily.length} days (UTC): {totals.s} sign-ups, {totals.p} postings.
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-40 w-full"
        role="img"
        aria-label={`Bar chart: ${totals.s} sign-ups and ${totals.p} postings over ${daily.length} days`}
        preserveAspectRatio="none"
      >
        {daily.map((d, i) => (
          <g key={d.day}>
            <rect
              x={i * slot}
              y={HEIGHT - height(d.signUps)}
              width={bar}
              height={height(d.signUps)}
              className="fill-primary"
            />
            <rect
              x={i * slot + bar + 1}
              y={HEIGHT - height(d.postings)}
              width={bar}
              height={height(d.postings)}
              className="fill-amber-600"
            />
          </g>
        ))}
      </svg>
      <p className="flex gap-4 text-sm">
        <span className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block size-3 rounded-sm bg-primary" /> Sign-ups
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block size-3 rounded-sm bg-amber-600" /> Postings
        </span>
      </p>
      <details>
        <summary className="cursor-pointer text-sm font-medium">The numbers by day</summary>
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="text-left">
              <th scope="col">Day</th>
              <th scope="col">Sign-ups</th>
              <th scope="col">Postings</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.day}>
                <th scope="row" className="font-normal">
                  {d.day}
                </th>
                <td>{d.signUps}</td>
                <td>{d.postings}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
