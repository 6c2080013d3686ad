import { scaleLinear, scalePoint } from 'd3-scale';
import { area, line } from 'd3-shape';

/**
 * The visits-per-day chart, drawn on the server as SVG with d3-scale and d3-shape (the back-office
 * ships no script, decision 0083): visits as an area, form views as a line. Its numbers are in the
 * table that goes with it; the picture is described by its title and summary.
 */
export interface DayPoint {
  day: string;
  label: string;
  views: number;
  formViews: number;
}

const MARGIN = { top: 12, right: 16, bottom: 28, left: 48 };

/** `width`: the drawing's own width (a phone gets a narrower one, so its 12-unit text stays readable); `id` keeps two charts' titles apart. */
export function VisitsChart({ points, title, summary, viewsLabel, formViewsLabel, width: WIDTH = 720, height: HEIGHT = 240, id = 'visits-chart' }: { points: DayPoint[]; title: string; summary: string; viewsLabel: string; formViewsLabel: string; width?: number; height?: number; id?: string }) {
  const x = scalePoint<string>()
    .domain(points.map((p) => p.day))
    .range([MARGIN.left, WIDTH - MARGIN.right]);
  const max = Math.max(1, ...points.map((p) => p.views));
  const y = scaleLinear()
    .domain([0, max])
    .nice()
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const xOf = (p: DayPoint) => x(p.day) ?? MARGIN.left;
  const visits = area<DayPoint>()
    .x(xOf)
    .y0(y(0))
    .y1((p) => y(p.views))(points);
  const forms = line<DayPoint>()
    .x(xOf)
    .y((p) => y(p.formViews))(points);
  const ticks = y.ticks(4).filter((t) => Number.isInteger(t));
  const labelled = points.length <= 1 ? points : [points[0], points[Math.floor((points.length - 1) / 2)], points[points.length - 1]].filter((p): p is DayPoint => Boolean(p));
  return (
    <figure className="mt-2">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-summary`} className="h-auto w-full">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-summary`}>{summary}</desc>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(t)} y2={y(t)} stroke="#cbd5e1" strokeWidth="1" />
            <text x={MARGIN.left - 6} y={y(t) + 4} textAnchor="end" fontSize="12" fill="#334155">
              {t}
            </text>
          </g>
        ))}
        {labelled.map((p) => (
          <text key={p.day} x={xOf(p)} y={HEIGHT - 8} textAnchor={xOf(p) < WIDTH / 4 ? 'start' : xOf(p) > (WIDTH * 3) / 4 ? 'end' : 'middle'} fontSize="12" fill="#334155">
            {p.label}
          </text>
        ))}
        {visits && <path d={visits} fill="#bfdbfe" stroke="#1d4ed8" strokeWidth="2" />}
        {forms && <path d={forms} fill="none" stroke="#b45309" strokeWidth="2" strokeDasharray="6 4" />}
      </svg>
      <figcaption className="mt-1 flex flex-wrap gap-4 text-sm">
        <span>
          <svg width="24" height="10" aria-hidden="true" className="mr-1 inline-block">
            <rect width="24" height="10" fill="#bfdbfe" stroke="#1d4ed8" />
          </svg>
          {viewsLabel}
        </span>
        <span>
          <svg width="24" height="10" aria-hidden="true" className="mr-1 inline-block">
            <line x1="0" x2="24" y1="5" y2="5" stroke="#b45309" strokeWidth="2" strokeDasharray="6 4" />
          </svg>
          {formViewsLabel}
        </span>
      </figcaption>
    </figure>
  );
}

/** One bar of a table row (the number is in the row's cell): its length on a d3 linear scale of the column's largest value. */
export function Bar({ value, max }: { value: number; max: number }) {
  const x = scaleLinear()
    .domain([0, Math.max(1, max)])
    .range([0, 200]);
  return (
    <svg viewBox="0 0 200 12" width="100%" height="12" preserveAspectRatio="none" aria-hidden="true" className="block min-w-16">
      <rect width={Math.max(value > 0 ? 2 : 0, x(value))} height="12" fill="#1d4ed8" />
    </svg>
  );
}
