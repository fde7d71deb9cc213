/**
 * The portal's charts (issue 25: analytics trend lines and the step drop-off funnel).
 *
 * Why our own small SVG components and no chart library: the analytics pages need two shapes
 * (a line/area chart over days, horizontal bars with a funnel variant), and the issue asks for a
 * library chosen for size and accessibility. The candidates fail one or the other:
 * - Recharts (~100 KB gzip with d3 pieces) and Chart.js (~65 KB, canvas) are large for two
 *   shapes; Chart.js draws on a canvas that screen readers cannot read at all.
 * - Nivo and Victory pull in d3 and react-spring; ECharts is far larger still.
 * - uPlot is small (~20 KB) but canvas-only with no keyboard or screen-reader story.
 * - Apache / Highcharts accessibility modules are good but licensed or heavy.
 * These components are a few KB: SVG with `role="img"` and an `aria-label` summary, a visually
 * hidden data table with every value, keyboard focus with arrow keys and a live tooltip on the
 * line chart, colours from the design tokens (both themes), and they load only with the
 * analytics chunks that use them.
 */
export { LineChart, type LineChartProps, type LineSeries } from './line-chart';
export { BarChart, FunnelChart, type BarChartProps, type BarDatum } from './bar-chart';
export { niceTicks, linearScale, spreadIndexes, nearestIndex } from './scale';
export { numberFormats, useNumberFormats, type NumberFormats } from './use-number-format';
