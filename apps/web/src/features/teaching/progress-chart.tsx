import { formatPercent, texts, type ProgressPoint } from '@campus/contract';
import { formatAcademyDay } from '../../lib/academy-date';
import styles from './teaching.module.css';

const t = texts.teachingParticipants;
const WIDTH = 600;
const HEIGHT = 180;
const PAD = { top: 14, right: 12, bottom: 30, left: 64 };

/**
 * The student's timeline percentage at the end of each week, as a small line chart (SVG that scales with its box).
 * The picture is named by its latest value; the same points are in a table just under it for screen readers and for
 * anyone who wants the figures.
 */
export function ProgressChart({ points }: { points: readonly ProgressPoint[] }) {
  if (points.length === 0) return <p className={styles.muted}>{t.noProgress}</p>;
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (points.length === 1 ? innerWidth / 2 : (index / (points.length - 1)) * innerWidth);
  const y = (percent: number) => PAD.top + innerHeight - (Math.min(100, Math.max(0, percent)) / 100) * innerHeight;
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(point.porcentaje).toFixed(1)}`).join(' ');
  const area = `${line} L${x(points.length - 1).toFixed(1)},${y(0)} L${x(0).toFixed(1)},${y(0)} Z`;
  const latest = points.at(-1)!;
  const labelEvery = Math.max(1, Math.ceil(points.length / 6));
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t.progressChartLabel(formatPercent(latest.porcentaje))} className={styles.chartSvg}>
        {[0, 50, 100].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className={styles.chartGrid} />
            <text x={0} y={y(tick) + 4} textAnchor="start" className={styles.chartLabel}>
              {`${tick} %`}
            </text>
          </g>
        ))}
        <path d={area} className={styles.chartArea} />
        <path d={line} className={styles.chartLine} />
        {points.map((point, index) => (
          <circle key={point.semana} cx={x(index)} cy={y(point.porcentaje)} r={3} className={styles.chartDot} />
        ))}
        {points.map((point, index) =>
          (index % labelEvery === 0 && points.length - 1 - index >= labelEvery / 2) || index === points.length - 1 ? (
            <text key={point.semana} x={x(index)} y={HEIGHT - 6} textAnchor={labelAnchor(index, points.length)} className={styles.chartLabel}>
              {formatAcademyDay(point.semana, 'd MMM')}
            </text>
          ) : null,
        )}
      </svg>
      <details className={styles.chartData}>
        <summary>{t.progressTableCaption}</summary>
        <table className={styles.compactTable}>
          <thead>
            <tr>
              <th scope="col">{t.weekOf}</th>
              <th scope="col">{t.progress}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.semana}>
                <td>{formatAcademyDay(point.semana, 'd MMM yyyy')}</td>
                <td>{formatPercent(point.porcentaje)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** The first and last week labels sit inside the chart's edges. */
function labelAnchor(index: number, count: number): 'start' | 'middle' | 'end' {
  if (count > 1 && index === 0) return 'start';
  if (count > 1 && index === count - 1) return 'end';
  return 'middle';
}
