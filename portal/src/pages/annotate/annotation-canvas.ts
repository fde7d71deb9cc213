/**
 * The fabric canvas of the annotation editor (issue 22; 001 §2 annotation canvas, §5 drawing
 * rules). fabric is imported HERE ONLY and lazily (`import('fabric')` in `create`), so it is never
 * part of the portal's first visit nor of any other screen. The page owns the element lists; this
 * wrapper shows them (built again only when an element or the canvas size changed), turns the
 * pointer into new elements through the pure rules of annotation-elements.ts, and reports moves,
 * resizes, text edits and selection back.
 */
import type { AnnotationElement, AnnotationTool, Point, Size } from '@stepwise/core';
import type * as Fabric from 'fabric';
import {
  elementFromDrag,
  movedElement,
  penElement,
  textElementAt,
  type DrawStyle,
  type Times,
} from './annotation-elements';
import { buildObject, type FabricModule, type FabricObject } from './fabric-objects';

export interface CanvasEvents {
  add(el: AnnotationElement): void;
  change(el: AnnotationElement): void;
  remove(id: string): void;
  select(id: string | null): void;
  /** A drag shorter than MIN_DRAW_PX: nothing was added (001 §5). */
  rejected(): void;
  /** Times for an element made now (from the playhead). */
  times(): Times;
}

interface Shown {
  el: AnnotationElement;
  key: string;
  obj: FabricObject;
  built: { left: number; top: number };
}

const PREVIEW = { stroke: '#4689f4', strokeWidth: 1, fill: 'rgba(70,137,244,0.15)' };

export class AnnotationCanvas {
  private shown = new Map<string, Shown>();
  private ids = new WeakMap<FabricObject, string>();
  private tool: AnnotationTool = 'select';
  private style: DrawStyle;
  private size: Size = { width: 1, height: 1 };
  private drag: { from: Point; preview: FabricObject } | null = null;
  private editAfterShow: string | null = null;
  private generation = 0;

  private constructor(
    private readonly f: FabricModule,
    private readonly canvas: Fabric.Canvas,
    private readonly host: HTMLElement,
    private readonly events: CanvasEvents,
    private readonly labels: { blur: string; text: string },
    style: DrawStyle,
  ) {
    this.style = style;
    this.listen();
  }

  /** Loads fabric (its own chunk) and lays a canvas into `host`. */
  static async create(
    host: HTMLElement,
    events: CanvasEvents,
    labels: { blur: string; text: string },
    style: DrawStyle,
  ): Promise<AnnotationCanvas> {
    const f = await import('fabric');
    const el = document.createElement('canvas');
    el.setAttribute('data-testid', 'annotate-fabric');
    host.appendChild(el);
    const canvas = new f.Canvas(el, { selection: false, preserveObjectStacking: true });
    return new AnnotationCanvas(f, canvas, host, events, labels, style);
  }

  dispose() {
    this.generation += 1;
    void this.canvas.dispose();
    this.host.replaceChildren();
  }

  setSize(size: Size) {
    if (size.width === this.size.width && size.height === this.size.height) return;
    this.size = size;
    this.canvas.setDimensions(size);
    // Every object is placed by the factor from its own canvas: build them all again.
    for (const s of this.shown.values()) s.key = '';
  }

  setTool(tool: AnnotationTool, style: DrawStyle) {
    this.tool = tool;
    this.style = style;
    const c = this.canvas;
    c.isDrawingMode = tool === 'path';
    if (tool === 'path') {
      const brush = new this.f.PencilBrush(c);
      brush.color = style.colour;
      brush.width = style.strokeWidth;
      c.freeDrawingBrush = brush;
    }
    const selecting = tool === 'select';
    if (!selecting) c.discardActiveObject();
    for (const s of this.shown.values()) s.obj.set({ selectable: selecting, evented: selecting });
    c.defaultCursor = selecting ? 'default' : 'crosshair';
    c.requestRenderAll();
  }

  /**
   * Shows `elements` (those in `visible` only), building an object again when its element or
   * the canvas size changed, and keeps `selectedId` selected.
   */
  async show(
    elements: readonly AnnotationElement[],
    visible: Set<string>,
    selectedId: string | null,
  ) {
    const generation = ++this.generation;
    const k = (el: AnnotationElement) => this.size.width / el.originalCanvasWidth;
    const wanted = new Set(elements.map((e) => e.id));
    for (const [id, s] of this.shown) {
      if (!wanted.has(id)) {
        this.canvas.remove(s.obj);
        this.shown.delete(id);
      }
    }
    for (const [index, el] of elements.entries()) {
      const key = `${this.size.width}x${this.size.height}|${JSON.stringify(el)}`;
      let s = this.shown.get(el.id);
      if (!s || s.key !== key) {
        const obj = await buildObject(this.f, el, k(el), this.labels.blur);
        if (generation !== this.generation) return; // a newer show() took over
        if (s) this.canvas.remove(s.obj);
        if (!obj) {
          this.shown.delete(el.id);
          continue;
        }
        this.ids.set(obj, el.id);
        s = { el, key, obj, built: { left: obj.left, top: obj.top } };
        this.shown.set(el.id, s);
        this.canvas.insertAt(index, obj);
      }
      const selecting = this.tool === 'select';
      s.obj.set({ visible: visible.has(el.id), selectable: selecting, evented: selecting });
    }
    this.select(selectedId);
    this.canvas.requestRenderAll();
  }

  private select(id: string | null) {
    const active = this.canvas.getActiveObject();
    const wanted = id ? this.shown.get(id)?.obj : undefined;
    if (wanted && active !== wanted && this.tool === 'select') this.canvas.setActiveObject(wanted);
    if (!wanted && active && !(active instanceof this.f.IText && active.isEditing)) {
      this.canvas.discardActiveObject();
    }
    if (id && id === this.editAfterShow && wanted instanceof this.f.IText) {
      this.editAfterShow = null;
      this.canvas.setActiveObject(wanted);
      wanted.enterEditing();
      wanted.selectAll();
    }
  }

  private idOf(obj: FabricObject | undefined | null) {
    return obj ? (this.ids.get(obj) ?? null) : null;
  }

  private listen() {
    const c = this.canvas;
    c.on('mouse:down', ({ scenePoint }) => this.down(scenePoint));
    c.on('mouse:move', ({ scenePoint }) => this.move(scenePoint));
    c.on('mouse:up', ({ scenePoint }) => this.up(scenePoint));
    c.on('path:created', ({ path }) => this.penDone(path));
    c.on('object:modified', ({ target }) => this.modified(target));
    c.on('selection:created', ({ selected }) => this.events.select(this.idOf(selected[0])));
    c.on('selection:updated', ({ selected }) => this.events.select(this.idOf(selected[0])));
    c.on('selection:cleared', () => this.events.select(null));
    c.on('text:editing:exited', ({ target }) => this.textDone(target));
  }

  private down(p: Point) {
    if (this.tool === 'i-text') {
      const el = textElementAt(p, this.size, this.labels.text, this.style, this.events.times());
      this.editAfterShow = el.id;
      this.events.add(el);
      return;
    }
    if (this.tool !== 'arrow' && this.tool !== 'shape' && this.tool !== 'blur') return;
    const preview =
      this.tool === 'arrow'
        ? new this.f.Line([p.x, p.y, p.x, p.y], { ...PREVIEW, strokeWidth: this.style.strokeWidth })
        : new this.f.Rect({ ...PREVIEW, left: p.x, top: p.y, width: 0, height: 0 });
    preview.set({ originX: 'left', originY: 'top', selectable: false, evented: false });
    this.canvas.add(preview);
    this.drag = { from: { x: p.x, y: p.y }, preview };
  }

  private move(p: Point) {
    const drag = this.drag;
    if (!drag) return;
    const { from, preview } = drag;
    if (preview instanceof this.f.Line) preview.set({ x2: p.x, y2: p.y });
    else
      preview.set({
        left: Math.min(from.x, p.x),
        top: Math.min(from.y, p.y),
        width: Math.abs(p.x - from.x),
        height: Math.abs(p.y - from.y),
      });
    this.canvas.requestRenderAll();
  }

  private up(p: Point) {
    const drag = this.drag;
    if (!drag) return;
    this.drag = null;
    this.canvas.remove(drag.preview);
    const tool = this.tool as 'arrow' | 'shape' | 'blur';
    const el = elementFromDrag(tool, drag.from, p, this.size, this.style, this.events.times());
    if (el) this.events.add(el);
    else this.events.rejected();
    this.canvas.requestRenderAll();
  }

  private penDone(path: FabricObject) {
    if (!(path instanceof this.f.Path)) return;
    const topLeft = path.getPositionByOrigin('left', 'top');
    this.canvas.remove(path);
    const el = penElement(path.path, topLeft, this.size, this.style, this.events.times());
    if (el) this.events.add(el);
  }

  private modified(target: FabricObject | undefined) {
    const id = this.idOf(target);
    const s = id ? this.shown.get(id) : undefined;
    if (!s || !target) return;
    const k = this.size.width / s.el.originalCanvasWidth;
    const onScreen = {
      left: s.el.left * k + (target.left - s.built.left),
      top: s.el.top * k + (target.top - s.built.top),
      scaleX: target.scaleX,
      scaleY: target.scaleY,
    };
    let next = movedElement(s.el, onScreen, this.size);
    // Text typed in place: fabric fires this after text:editing:exited when the text changed.
    if (next.type === 'i-text' && target instanceof this.f.IText && target.text.trim()) {
      next = { ...next, text: target.text.trim() };
    }
    this.events.change(next);
  }

  private textDone(target: FabricObject) {
    const id = this.idOf(target);
    const s = id ? this.shown.get(id) : undefined;
    if (!s || s.el.type !== 'i-text' || !(target instanceof this.f.IText)) return;
    // A changed text is kept by object:modified, which fabric fires next (modified() above).
    if (!target.text.trim()) this.events.remove(s.el.id);
  }
}
