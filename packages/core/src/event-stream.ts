/**
 * A parser for `text/event-stream` (the WHATWG server-sent events format) fed text as it
 * arrives, in chunks of any size. Comment lines (`: ping`) are dropped; `data:` lines of one
 * event are joined with newlines; an event is dispatched at the blank line that ends it.
 */
export interface ServerSentEvent {
  event: string;
  data: string;
  id?: string;
}

export class EventStreamParser {
  #buffer = '';
  #event = '';
  #data: string[] = [];
  #id: string | undefined;

  /** Feeds a chunk; returns the events it completed. */
  push(chunk: string): ServerSentEvent[] {
    this.#buffer += chunk;
    const events: ServerSentEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.#buffer);
      if (!match) break;
      // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
      if (match[0] === '\r' && match.index === this.#buffer.length - 1) break;
      const line = this.#buffer.slice(0, match.index);
      this.#buffer = this.#buffer.slice(match.index + match[0].length);
      const event = this.#line(line);
      if (event) events.push(event);
    }
    return events;
  }

  #line(line: string): ServerSentEvent | null {
    if (line === '') {
      // As in browsers: an event without data lines is not dispatched.
      const event: ServerSentEvent | null =
        this.#data.length === 0
          ? null
          : { event: this.#event || 'message', data: this.#data.join('\n') };
      if (event && this.#id !== undefined) event.id = this.#id;
      this.#event = '';
      this.#data = [];
      return event;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.#event = value;
        break;
      case 'data':
        this.#data.push(value);
        break;
      case 'id':
        this.#id = value;
        break;
      default:
        return null; // retry and unknown fields: nothing this client uses
    }
    return null;
  }
}
