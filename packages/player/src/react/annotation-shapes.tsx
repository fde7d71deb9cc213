// One annotation element as SVG, in its canvas's pixels (the <svg> around it scales them; see
// core/annotation-layer.ts). Part of the annotation layer's lazy chunk.
import { useLayoutEffect, useRef, useState } from 'react';
import {
  arrowShape,
  estimatedWidth,
  paint,
  pathData,
  penTransform,
  pointsAttr,
  scaleAbout,
  shapeGeometry,
  shapeStroke,
  textLayout,
  type DrawableAnnotation,
} from '../core/annotation-layer.js';
import type {
  ArrowElement,
  ImageElement,
  PenElement,
  ShapeElement,
  TextElement,
} from '@stepwise/core';

function Pen({ e }: { e: PenElement }) {
  return (
    <path
      d={pathData(e.path)}
      transform={penTransform(e)}
      fill={paint(e.fill)}
      stroke={e.stroke}
      strokeWidth={e.strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

function Arrow({ e }: { e: ArrowElement }) {
  const { shaft, head } = arrowShape(e);
  return (
    <g transform={scaleAbout(e)}>
      <line
        x1={shaft[0].x}
        y1={shaft[0].y}
        x2={shaft[1].x}
        y2={shaft[1].y}
        stroke={e.stroke}
        strokeWidth={e.strokeWidth}
        strokeLinecap="round"
      />
      <polygon points={pointsAttr(head)} fill={e.stroke} />
    </g>
  );
}

function Shape({ e }: { e: ShapeElement }) {
  const g = shapeGeometry(e);
  const paintProps = { fill: paint(e.fill), ...shapeStroke(e) };
  if (g.kind === 'ellipse')
    return <ellipse cx={g.cx} cy={g.cy} rx={g.rx} ry={g.ry} {...paintProps} />;
  if (g.kind === 'polygon') return <polygon points={g.points} {...paintProps} />;
  return <rect x={g.x} y={g.y} width={g.width} height={g.height} {...paintProps} />;
}

/**
 * Text: each line at fabric's baseline, the background as wide as the text once it is measured
 * (getBBox, again when web fonts arrive), estimated before that.
 */
function Text({ e }: { e: TextElement }) {
  const layout = textLayout(e);
  const ref = useRef<SVGTextElement>(null);
  const [width, setWidth] = useState(() => estimatedWidth(layout));
  const background = e.backgroundColor && e.backgroundColor !== 'transparent';
  useLayoutEffect(() => {
    if (!background) return;
    let live = true;
    const measure = () => {
      const box = live ? ref.current?.getBBox?.() : undefined;
      if (box && box.width > 0) setWidth(box.width);
    };
    measure();
    void document.fonts?.ready.then(measure);
    return () => {
      live = false;
    };
  }, [background, e.text, e.fontSize, e.fontFamily, e.fontWeight, e.fontStyle]);
  return (
    <g transform={scaleAbout(e)}>
      {background && (
        <rect x={e.left} y={e.top} width={width} height={layout.height} fill={e.backgroundColor!} />
      )}
      <text
        ref={ref}
        fill={e.fill}
        fontFamily={layout.fontFamily}
        fontSize={layout.fontSize}
        fontWeight={e.fontWeight ?? 'normal'}
        fontStyle={e.fontStyle ?? 'normal'}
        xmlSpace="preserve"
      >
        {layout.lines.map((line, i) => (
          <tspan key={i} x={line.x} y={line.y}>
            {line.text}
          </tspan>
        ))}
      </text>
    </g>
  );
}

function Picture({ e }: { e: ImageElement }) {
  return (
    <image
      href={e.imageUrl}
      x={e.left}
      y={e.top}
      width={e.width * (e.scaleX || 1)}
      height={e.height * (e.scaleY || 1)}
      preserveAspectRatio="none"
    />
  );
}

function Body({ e }: { e: DrawableAnnotation }) {
  switch (e.type) {
    case 'path':
      return <Pen e={e} />;
    case 'arrow':
      return <Arrow e={e} />;
    case 'i-text':
      return <Text e={e} />;
    case 'image':
      return <Picture e={e} />;
    case 'shape':
      return <Shape e={e} />;
  }
}

/** One element: a group the e2e and the stories find by id and type. */
export function AnnotationShape({ element }: { element: DrawableAnnotation }) {
  const opacity = element.opacity ?? 1;
  return (
    <g
      data-annotation-id={element.id}
      data-annotation-type={element.type}
      opacity={opacity === 1 ? undefined : opacity}
    >
      <Body e={element} />
    </g>
  );
}
