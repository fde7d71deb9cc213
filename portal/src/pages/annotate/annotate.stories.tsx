// The annotation editor's widgets (issue 22, portal/src/pages/annotate) with fake data and no
// server: the toolbar for each tool (its options change with it), while saving, and the
// element-times lane with elements or none. The fabric canvas itself needs a video and the
// server; the e2e (tests/e2e/annotations.spec.ts) draws on it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ANNOTATION_COLOURS, STROKE_WIDTHS, type AnnotationElement } from '@stepwise/core';
import { fn } from 'storybook/test';
import { elementFromDrag, textElementAt, type DrawStyle } from './annotation-elements';
import { AnnotateToolbar } from './annotate-toolbar';
import { ElementTimes } from './element-times';
import '../../styles.css';
import './annotate.css';

const style: DrawStyle = {
  colour: ANNOTATION_COLOURS.red,
  strokeWidth: STROKE_WIDTHS.normal,
  shape: 'rectangle',
  strokeType: 'dashed',
  blurShape: 'rectangle',
  bold: true,
  italic: false,
  background: true,
};

const toolbarMeta = {
  title: 'Portal/Annotate/Toolbar',
  component: AnnotateToolbar,
  args: {
    tool: 'select',
    style,
    canUndo: true,
    canRedo: false,
    canDelete: true,
    dirty: true,
    saving: false,
    onTool: fn(),
    onStyle: fn(),
    onUndo: fn(),
    onRedo: fn(),
    onDelete: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof AnnotateToolbar>;
export default toolbarMeta;
type ToolbarStory = StoryObj<typeof toolbarMeta>;

export const Select: ToolbarStory = {};
export const Pen: ToolbarStory = { args: { tool: 'path' } };
export const Arrow: ToolbarStory = { args: { tool: 'arrow' } };
export const Text: ToolbarStory = { args: { tool: 'i-text' } };
export const Shape: ToolbarStory = { args: { tool: 'shape' } };
export const Blur: ToolbarStory = { args: { tool: 'blur' } };
export const Saving: ToolbarStory = { args: { saving: true } };
export const NothingToSave: ToolbarStory = {
  args: { dirty: false, canUndo: false, canDelete: false },
};

const canvas = { width: 676, height: 380 };
const ELEMENTS: AnnotationElement[] = [
  elementFromDrag('arrow', { x: 100, y: 200 }, { x: 260, y: 200 }, canvas, style, {
    startTime: 0,
    endTime: 3,
  })!,
  elementFromDrag('shape', { x: 300, y: 60 }, { x: 420, y: 140 }, canvas, style, {
    startTime: 1.5,
    endTime: 6,
  })!,
  textElementAt({ x: 60, y: 40 }, canvas, 'Check', style, { startTime: 4, endTime: 9.5 }),
];

export const TimesLane: StoryObj = {
  render: () => (
    <ElementTimes
      elements={ELEMENTS}
      stepDuration={12}
      playhead={2}
      selectedId={ELEMENTS[1]!.id}
      onSelect={fn()}
      onTimes={fn()}
    />
  ),
};

export const TimesLaneEmpty: StoryObj = {
  render: () => (
    <ElementTimes
      elements={[]}
      stepDuration={12}
      playhead={0}
      selectedId={null}
      onSelect={fn()}
      onTimes={fn()}
    />
  ),
};
