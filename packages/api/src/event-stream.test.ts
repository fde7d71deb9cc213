import { describe, expect, it } from 'vitest';
import { EventStreamParser } from './event-stream.js';

describe('EventStreamParser', () => {
  it('dispatches events at blank lines, whatever the chunking', () => {
    const text = 'event: progress\ndata: {"a":1}\n\n: ping\n\nevent: progress\ndata: {"a":2}\n\n';
    for (const size of [1, 3, 7, text.length]) {
      const parser = new EventStreamParser();
      const events = [];
      for (let i = 0; i < text.length; i += size)
        events.push(...parser.push(text.slice(i, i + size)));
      expect(events).toEqual([
        { event: 'progress', data: '{"a":1}' },
        { event: 'progress', data: '{"a":2}' },
      ]);
    }
  });

  it('takes CRLF and CR line ends, joins data lines and keeps the last id', () => {
    const parser = new EventStreamParser();
    const events = [
      ...parser.push('id: 7\r\ndata: one\r'),
      ...parser.push('\ndata:two\r\rdata: x\n'),
      ...parser.push('\n'),
    ];
    expect(events).toEqual([
      { event: 'message', data: 'one\ntwo', id: '7' },
      { event: 'message', data: 'x', id: '7' },
    ]);
  });

  it('ignores comments, unknown fields and events without data', () => {
    const parser = new EventStreamParser();
    expect(parser.push(': ping\n\nretry: 1000\nevent: progress\n\nfoo: bar\n\n')).toEqual([]);
  });
});
