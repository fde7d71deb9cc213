/**
 * The heart of the script-tag loader: a widget's code is imported only when its element first
 * appears in the page (at load, or later, added by the host's own scripts). Importing the widget
 * module defines its element; elements already in the page then upgrade by themselves.
 */
export interface WidgetEntry {
  /** The custom element's tag, e.g. 'stepwise-player'. */
  tag: string;
  /** Imports the widget; its module calls customElements.define for the tag. */
  load: () => Promise<unknown>;
  /**
   * Called for each element of the tag found while the widget's code is still to come: work
   * that can start before it (the player's workflow request, its stream). It may return a
   * promise: the element does not need the code before then (its stream plays meanwhile), and
   * the code loads when the first such promise settles, unless an element returning nothing
   * needs it now.
   */
  found?: (element: Element) => Promise<unknown> | void;
}

export interface LazyDefineOptions {
  /** Called when a widget's code fails to load; the elements of that tag are told too. */
  onError?: (tag: string, error: unknown) => void;
}

/**
 * Watches `root` for the tags of `entries` and loads each widget once. Returns a stop function.
 * A widget whose import fails is retried when another element of its tag appears.
 */
export function lazyDefine(
  root: Document,
  entries: readonly WidgetEntry[],
  options: LazyDefineOptions = {},
): () => void {
  const registry = root.defaultView?.customElements;
  const pending = new Map(entries.map((entry) => [entry.tag, entry]));
  const loading = new Set<string>();

  const load = (entry: WidgetEntry) => {
    if (loading.has(entry.tag)) return;
    loading.add(entry.tag);
    entry.load().then(
      () => {
        pending.delete(entry.tag);
        if (pending.size === 0) observer.disconnect();
      },
      (error: unknown) => {
        loading.delete(entry.tag);
        options.onError?.(entry.tag, error);
        for (const element of root.querySelectorAll(entry.tag)) {
          element.dispatchEvent(
            new CustomEvent('stepwise-error', {
              bubbles: true,
              composed: true,
              detail: { code: 'load-failed', message: `Could not load ${entry.tag}.` },
            }),
          );
        }
      },
    );
  };

  const scan = (node: ParentNode & Node) => {
    for (const entry of pending.values()) {
      if (registry?.get(entry.tag)) {
        pending.delete(entry.tag);
        continue;
      }
      const matches = [
        ...(node instanceof Element && node.localName === entry.tag ? [node] : []),
        ...node.querySelectorAll(entry.tag),
      ];
      if (matches.length === 0) continue;
      const later: Promise<unknown>[] = [];
      let now = !entry.found;
      for (const element of entry.found ? matches : []) {
        try {
          const until = entry.found?.(element);
          if (until) later.push(until);
          else now = true;
        } catch {
          // Early work only saves time: its failure changes nothing the widget does.
          now = true;
        }
      }
      if (now) load(entry);
      else {
        const go = () => load(entry);
        void Promise.race(later).then(go, go);
      }
    }
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) scan(node);
      }
    }
  });
  observer.observe(root.documentElement, { childList: true, subtree: true });
  scan(root);
  return () => observer.disconnect();
}
