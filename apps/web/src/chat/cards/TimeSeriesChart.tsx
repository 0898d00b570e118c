import { useLayoutEffect, useRef, useState, type MouseEvent } from "react";
import type { GetTimeSeriesOutput, TimeSeriesPoint as Point } from "@lifeos/core";
import { useAnswerLanguage, useAnswerLocale } from "../../language/AnswerLanguage.js";
import { navigate } from "../../router.js";
import { moodWords } from "./moodWords.js";

const defaultWidth = 560;
const height = 200;

/**
 * The width the chart is drawn at: its container's, so that one unit of the
 * drawing is one pixel and labels keep their size on a phone (a fixed
 * drawing scaled down to a narrow screen made them unreadably small).
 */
const useDrawingWidth = () => {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(defaultWidth);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => setWidth(Math.max(240, Math.round(element.clientWidth)) || defaultWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
};
const pad = { left: 36, right: 12, top: 12, bottom: 28 };

const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * A line chart of one mood metric (0-100) with its average, drawn as SVG;
 * summarised in text for screen readers. Hovering shows the nearest day's
 * reading; a click (or Enter on a focused point) opens that day in the journal.
 * Its words and dates follow the language of the answer it is in.
 */
export const TimeSeriesChart = ({ data }: { data: GetTimeSeriesOutput }) => {
  const { ref, width } = useDrawingWidth();
  const words = moodWords(useAnswerLanguage(), useAnswerLocale());
  const shortDate = (date: string) => words.date(date, false);
  const [hover, setHover] = useState<Point | null>(null);
  const points = data.points;
  // Every metric is reported on one 0-100 scale (valence, the overall mood, too: 50 is neutral).
  const range = { low: 0, high: 100 };
  const summary = words.chartSummary(data);
  if (points.length === 0) return <p className="card-empty">{summary}</p>;
  const dotLimit = Math.floor(width / 10);
  const firstDay = dayNumber(data.from);
  const span = Math.max(1, dayNumber(data.to) - firstDay);
  const x = (date: string) => pad.left + ((dayNumber(date) - firstDay) / span) * (width - pad.left - pad.right);
  const y = (value: number) =>
    pad.top + (1 - (value - range.low) / (range.high - range.low)) * (height - pad.top - pad.bottom);
  const path = points.map((point, index) => `${index === 0 ? "M" : "L"}${x(point.date).toFixed(1)},${y(point.value).toFixed(1)}`).join(" ");
  const ticks = [range.low, (range.low + range.high) / 2, range.high];
  const nearest = (event: MouseEvent<SVGSVGElement>): Point | null => {
    const box = event.currentTarget.getBoundingClientRect();
    const at = ((event.clientX - box.left) / box.width) * width;
    let best: Point | null = null;
    for (const point of points) if (best === null || Math.abs(x(point.date) - at) < Math.abs(x(best.date) - at)) best = point;
    return best;
  };
  const open = (point: Point) => navigate(`/journal/${point.date}`);
  const tipLeft = hover ? Math.min(Math.max(x(hover.date) / width, 0.12), 0.88) * 100 : 0;
  return (
    <figure className="chart" ref={ref}>
      {hover && (
        <div className="chart-tooltip" role="tooltip" data-testid="chart-tooltip" style={{ left: `${tipLeft}%`, top: `${(y(hover.value) / height) * 100}%` }}>
          <strong>{Math.round(hover.value)}</strong>/100 · {shortDate(hover.date)}
        </div>
      )}
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={summary}
        data-testid="time-series-chart"
        className="chart-interactive"
        onMouseMove={(event) => setHover(nearest(event))}
        onMouseLeave={() => setHover(null)}
        onClick={(event) => {
          const point = nearest(event);
          if (point) open(point);
        }}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={pad.left} x2={width - pad.right} y1={y(tick)} y2={y(tick)} className="chart-grid" />
            <text x={pad.left - 6} y={y(tick) + 4} className="chart-label" textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        {data.average !== null && (
          <line x1={pad.left} x2={width - pad.right} y1={y(data.average)} y2={y(data.average)} className="chart-average" />
        )}
        <path d={path} className="chart-line" />
        {points.length <= dotLimit &&
          points.map((point) => <circle key={point.date} cx={x(point.date)} cy={y(point.value)} r={3} className="chart-dot" />)}
        {hover && (
          <g className="chart-hover">
            <line x1={x(hover.date)} x2={x(hover.date)} y1={pad.top} y2={height - pad.bottom} className="chart-cursor" />
            <circle cx={x(hover.date)} cy={y(hover.value)} r={5} className="chart-dot chart-dot-active" />
          </g>
        )}
        <text x={pad.left} y={height - 8} className="chart-label">
          {shortDate(data.from)}
        </text>
        <text x={width - pad.right} y={height - 8} className="chart-label" textAnchor="end">
          {shortDate(data.to)}
        </text>
      </svg>
      <figcaption>{summary}</figcaption>
      {points.length <= 62 && (
        <ul className="visually-hidden" aria-label={words.chartDays}>
          {points.map((point) => (
            <li key={point.date}>
              <a
                href={`/journal/${point.date}`}
                onClick={(event) => {
                  event.preventDefault();
                  open(point);
                }}
              >
                {words.date(point.date)}: {Math.round(point.value)} {words.ofHundred}
              </a>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
};
