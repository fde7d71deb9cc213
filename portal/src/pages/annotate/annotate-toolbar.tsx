/**
 * The annotation tools (issue 22; 001 §2 annotation canvas, §9 constants): a toolbar of toggle
 * buttons (aria-pressed; arrow keys move between them as in a WAI-ARIA toolbar), then the chosen
 * tool's options: stroke width, colour, shape and outline, blur shape, text style; undo, redo,
 * delete and save.
 */
import {
  ANNOTATION_COLOURS,
  SHAPE_KINDS,
  STROKE_TYPES,
  STROKE_WIDTHS,
  type AnnotationColourName,
  type AnnotationTool,
  type StrokeWidthName,
} from '@stepwise/core';
import type { KeyboardEvent } from 'react';
import { t, type MessageKey } from '../../i18n/t';
import type { DrawStyle } from './annotation-elements';

export const TOOL_KEYS: Record<AnnotationTool, MessageKey> = {
  select: 'annotate.tool.select',
  path: 'annotate.tool.path',
  arrow: 'annotate.tool.arrow',
  'i-text': 'annotate.tool.text',
  shape: 'annotate.tool.shape',
  blur: 'annotate.tool.blur',
  image: 'annotate.tool.image',
};

export interface ToolbarProps {
  tool: AnnotationTool;
  style: DrawStyle;
  canUndo: boolean;
  canRedo: boolean;
  canDelete: boolean;
  dirty: boolean;
  saving: boolean;
  disabled?: boolean;
  onTool(tool: AnnotationTool): void;
  onStyle(change: Partial<DrawStyle>): void;
  onUndo(): void;
  onRedo(): void;
  onDelete(): void;
  onSave(): void;
}

/** Arrow keys move focus along a toolbar's buttons (one tab stop for the group is not forced). */
function rovingKeys(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
  const step = (e.key === 'ArrowRight') !== rtl ? 1 : -1;
  buttons[(at + step + buttons.length) % buttons.length]?.focus();
  e.preventDefault();
}

function Toggle(props: {
  pressed: boolean;
  label: string;
  testId: string;
  onClick(): void;
  children?: React.ReactNode;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-pressed={props.pressed}
      className={props.pressed ? 'annotate-toggle pressed' : 'annotate-toggle'}
      data-testid={props.testId}
      onClick={props.onClick}
      disabled={props.disabled}
      title={props.label}
    >
      {props.children ?? props.label}
    </button>
  );
}

export function AnnotateToolbar(p: ToolbarProps) {
  const { tool, style } = p;
  const widths = tool === 'path' || tool === 'arrow';
  const colours = tool !== 'blur' && tool !== 'image';
  return (
    <div className="annotate-toolbar" data-testid="annotate-toolbar">
      <div
        role="toolbar"
        aria-label={t('annotate.toolbar')}
        onKeyDown={rovingKeys}
        className="annotate-group"
      >
        {(Object.keys(TOOL_KEYS) as AnnotationTool[]).map((name) => (
          <Toggle
            key={name}
            pressed={tool === name}
            label={t(TOOL_KEYS[name])}
            testId={`annotate-tool-${name}`}
            disabled={p.disabled}
            onClick={() => p.onTool(name)}
          />
        ))}
      </div>
      <div
        role="toolbar"
        aria-label={t('annotate.options')}
        onKeyDown={rovingKeys}
        className="annotate-group"
      >
        {widths &&
          (Object.keys(STROKE_WIDTHS) as StrokeWidthName[]).map((name) => (
            <Toggle
              key={name}
              pressed={style.strokeWidth === STROKE_WIDTHS[name]}
              label={t(`annotate.width.${name}`)}
              testId={`annotate-width-${name}`}
              onClick={() => p.onStyle({ strokeWidth: STROKE_WIDTHS[name] })}
            />
          ))}
        {colours &&
          (Object.keys(ANNOTATION_COLOURS) as AnnotationColourName[]).map((name) => (
            <Toggle
              key={name}
              pressed={style.colour === ANNOTATION_COLOURS[name]}
              label={t(`annotate.colourName.${name}`)}
              testId={`annotate-colour-${name}`}
              onClick={() => p.onStyle({ colour: ANNOTATION_COLOURS[name] })}
            >
              <span className="annotate-swatch" style={{ background: ANNOTATION_COLOURS[name] }} />
            </Toggle>
          ))}
        {tool === 'shape' &&
          SHAPE_KINDS.map((shape) => (
            <Toggle
              key={shape}
              pressed={style.shape === shape}
              label={t(`annotate.shape.${shape}`)}
              testId={`annotate-shape-${shape}`}
              onClick={() => p.onStyle({ shape })}
            />
          ))}
        {tool === 'shape' &&
          STROKE_TYPES.map((strokeType) => (
            <Toggle
              key={strokeType}
              pressed={style.strokeType === strokeType}
              label={t(`annotate.strokeType.${strokeType}`)}
              testId={`annotate-stroke-${strokeType}`}
              onClick={() => p.onStyle({ strokeType })}
            />
          ))}
        {tool === 'blur' &&
          (['rectangle', 'circle'] as const).map((blurShape) => (
            <Toggle
              key={blurShape}
              pressed={style.blurShape === blurShape}
              label={t(`annotate.shape.${blurShape}`)}
              testId={`annotate-blur-${blurShape}`}
              onClick={() => p.onStyle({ blurShape })}
            />
          ))}
        {tool === 'i-text' && (
          <>
            <Toggle
              pressed={style.bold}
              label={t('annotate.textBold')}
              testId="annotate-text-bold"
              onClick={() => p.onStyle({ bold: !style.bold })}
            />
            <Toggle
              pressed={style.italic}
              label={t('annotate.textItalic')}
              testId="annotate-text-italic"
              onClick={() => p.onStyle({ italic: !style.italic })}
            />
            <Toggle
              pressed={style.background}
              label={t('annotate.textBackground')}
              testId="annotate-text-background"
              onClick={() => p.onStyle({ background: !style.background })}
            />
          </>
        )}
        {tool === 'blur' && <span className="muted annotate-note">{t('annotate.blurNote')}</span>}
      </div>
      <div className="annotate-group annotate-actions">
        {[
          {
            id: 'undo',
            run: p.onUndo,
            off: !p.canUndo,
            keys: 'Control+Z',
            label: t('annotate.undo'),
          },
          {
            id: 'redo',
            run: p.onRedo,
            off: !p.canRedo,
            keys: 'Control+Shift+Z Control+Y',
            label: t('annotate.redo'),
          },
          {
            id: 'delete',
            run: p.onDelete,
            off: !p.canDelete,
            keys: 'Delete Backspace',
            label: t('annotate.delete'),
          },
          {
            id: 'save',
            run: p.onSave,
            off: !p.dirty || p.saving,
            keys: 'Control+S',
            label: p.saving ? t('annotate.saving') : t('annotate.save'),
          },
        ].map((a) => (
          <button
            key={a.id}
            type="button"
            className={a.id === 'save' ? 'primary' : undefined}
            onClick={a.run}
            disabled={a.off || p.disabled}
            data-testid={`annotate-${a.id}`}
            aria-keyshortcuts={a.keys}
          >
            {a.label}
          </button>
        ))}
      </div>
    </div>
  );
}
