/**
 * A Custom Elements Manifest (https://github.com/webcomponents/custom-elements-manifest, schema
 * 2.1.0) from what each element declares about itself: its attributes (the element's own
 * declarations, as `describeAttributes` reads them), its events (its event map), its parts and
 * CSS custom properties (its styling surface, styling.ts). IDEs, Storybook and linters read it;
 * the widget packages ship one and the embed serves one for both tags.
 */
import type { AttributeInfo } from '@stepwise/ui/element';

export interface ElementDescription {
  tag: string;
  className: string;
  description: string;
  attributes: readonly AttributeInfo[];
  /** Event name -> its type as the event map writes it (`CustomEvent<PlayerReadyDetail>`). */
  events: readonly { name: string; type: string }[];
  parts: readonly string[];
  cssProperties: readonly string[];
  /** The light-DOM children the element reads, by their slot name. */
  slots?: readonly { name: string; description: string }[];
}

export interface CustomElementsManifest {
  schemaVersion: '2.1.0';
  readme: string;
  modules: ManifestModule[];
}

interface ManifestModule {
  kind: 'javascript-module';
  path: string;
  declarations: ManifestClass[];
  exports: {
    kind: 'js' | 'custom-element-definition';
    name: string;
    declaration: { name: string; module?: string };
  }[];
}

interface ManifestClass {
  kind: 'class';
  name: string;
  tagName: string;
  customElement: true;
  description: string;
  attributes: {
    name: string;
    fieldName: string;
    type: { text: string };
    description: string;
  }[];
  members: {
    kind: 'field';
    name: string;
    type: { text: string };
    description: string;
    attribute: string;
    reflects: true;
  }[];
  events: { name: string; type: { text: string } }[];
  cssParts: { name: string }[];
  cssProperties: { name: string }[];
  slots?: { name: string; description: string }[];
}

/** The attribute's type as a host writes it: absent optional values show as `| undefined`. */
function typeText(info: AttributeInfo): string {
  return info.required || info.type === 'boolean' ? info.type : `${info.type} | undefined`;
}

function describeAttribute(info: AttributeInfo): string {
  const notes = [
    info.required ? 'Required.' : '',
    info.fatal ? 'A bad value shows the error state.' : 'A bad value warns and is ignored.',
  ].filter(Boolean);
  return [info.description, ...notes].join(' ');
}

function classOf(element: ElementDescription): ManifestClass {
  return {
    kind: 'class',
    name: element.className,
    tagName: element.tag,
    customElement: true,
    description: element.description,
    attributes: element.attributes.map((info) => ({
      name: info.attribute,
      fieldName: info.property,
      type: { text: typeText(info) },
      description: describeAttribute(info),
    })),
    members: element.attributes.map((info) => ({
      kind: 'field',
      name: info.property,
      type: { text: typeText(info) },
      description: info.description,
      attribute: info.attribute,
      reflects: true,
    })),
    events: element.events.map(({ name, type }) => ({ name, type: { text: type } })),
    cssParts: element.parts.map((name) => ({ name })),
    cssProperties: element.cssProperties.map((name) => ({ name })),
    ...(element.slots ? { slots: element.slots.map((slot) => ({ ...slot })) } : {}),
  };
}

/**
 * One module per `path`: each element's class and its tag's definition.
 * @param modules module path (as a package or the embed publishes it) -> its elements
 */
export function customElementsManifest(
  modules: readonly { path: string; elements: readonly ElementDescription[] }[],
  readme: string,
): CustomElementsManifest {
  return {
    schemaVersion: '2.1.0',
    readme,
    modules: modules.map(({ path, elements }) => ({
      kind: 'javascript-module',
      path,
      declarations: elements.map(classOf),
      exports: elements.flatMap((element) => [
        { kind: 'js' as const, name: element.className, declaration: { name: element.className } },
        {
          kind: 'custom-element-definition' as const,
          name: element.tag,
          declaration: { name: element.className, module: path },
        },
      ]),
    })),
  };
}
