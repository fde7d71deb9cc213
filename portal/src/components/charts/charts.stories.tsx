// The portal's SVG charts (issue 25): the line / area chart (empty, one point, many points, two
// series) and the bars (plain, and the step drop-off funnel). Static data; focus a line chart
// and use the arrow keys to move its tooltip.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart, FunnelChart } from './bar-chart';
import { LineChart } from './line-chart';
import '../../styles.css';

const days = Array.from({ length: 30 }, (_, i) => {
  const d = new Date(Date.UTC(2026, 9, 28 + i));
  return d.toISOString().slice(0, 10);
});
const views = days.map((_, i) => Math.round(20 + 15 * Math.sin(i / 3) + (i % 7 === 5 ? -12 : 0)));

const meta = {
  title: 'Portal/Charts/LineChart',
  component: LineChart,
  args: { title: 'Views per day', labelName: 'Day', labels: days, series: [] },
} satisfies Meta<typeof LineChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { labels: [], series: [] } };
export const OnePoint: Story = {
  args: { labels: ['2026-11-26'], series: [{ name: 'Views', values: [12] }] },
};
export const ManyPoints: Story = {
  args: { area: true, series: [{ name: 'Views', values: views }] },
};
export const TwoSeries: Story = {
  args: {
    title: 'Engagement per day',
    series: [
      { name: 'Views', values: views },
      { name: 'Viewers', values: views.map((v) => Math.round(v * 0.6)) },
    ],
  },
};
export const AllZero: Story = {
  args: { series: [{ name: 'Views', values: days.map(() => 0) }] },
};

/** The step drop-off funnel: reached (bar) and finished (inner bar) per step, with the drops. */
export const Funnel: Story = {
  render: () => (
    <FunnelChart
      title="Drop-off by step"
      labelName="Step"
      valueName="Reached"
      secondaryName="Finished"
      data={[
        { label: '1. Put on the safety gear', value: 20, secondary: 19 },
        { label: '2. Check the torque wrench', value: 18, secondary: 15 },
        { label: '3. Fit the housing', value: 18, secondary: 12 },
        { label: '4. Tighten the eight bolts in a star pattern', value: 11, secondary: 9 },
        { label: '5. Sign off', value: 7, secondary: 7 },
      ]}
    />
  ),
};
export const FunnelEmpty: Story = {
  render: () => (
    <FunnelChart title="Drop-off by step" labelName="Step" valueName="Reached" data={[]} />
  ),
};
export const Bars: Story = {
  render: () => (
    <BarChart
      title="Views by workspace"
      labelName="Workspace"
      valueName="Views"
      data={[
        { label: 'Assembly line A', value: 142 },
        { label: 'Maintenance', value: 87 },
        { label: 'Quality', value: 23 },
      ]}
    />
  ),
};
