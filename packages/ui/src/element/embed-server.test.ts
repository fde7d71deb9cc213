import { describe, expect, it } from 'vitest';
import { embedServer, serverOfLoader, setEmbedServer } from './embed-server.js';

describe('the embed server (an element without `server` talks to the loader’s server)', () => {
  it('is the root the loader was served under', () => {
    expect(serverOfLoader('https://stepwise.example.com/embed/v1/stepwise.mjs')).toBe(
      'https://stepwise.example.com',
    );
    expect(serverOfLoader('http://localhost:4000/embed/v1/stepwise.js?x=1')).toBe(
      'http://localhost:4000',
    );
    expect(serverOfLoader('https://example.com/stepwise/embed/v1/stepwise.mjs')).toBe(
      'https://example.com/stepwise',
    );
  });

  it('falls back to the page origin; the first loader wins', () => {
    expect(embedServer()).toBe(location.origin);
    setEmbedServer('https://a.example.com');
    setEmbedServer('https://b.example.com');
    expect(embedServer()).toBe('https://a.example.com');
  });
});
