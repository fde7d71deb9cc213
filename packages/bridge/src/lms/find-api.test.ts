import { describe, expect, it } from 'vitest';
import { API_SEARCH_MAX_PARENTS, findScormApi, type ApiSearchWindow } from './find-api.js';

const api12 = { LMSInitialize: () => 'true' };
const api2004 = { Initialize: () => 'true' };

type W = ApiSearchWindow & Record<string, unknown>;

/** A window whose parents are `chain` (nearest first); the last one is the top. */
function nested(chain: W[]): W {
  const top = chain[chain.length - 1]!;
  (top as { parent?: W }).parent = top;
  for (let i = 0; i < chain.length - 1; i++) (chain[i] as { parent?: W }).parent = chain[i + 1];
  for (const w of chain) (w as { top?: W }).top = top;
  return chain[0]!;
}

describe('findScormApi', () => {
  it('walks up the parents', () => {
    const content = nested([{}, {}, { API_1484_11: api2004 }]);
    expect(findScormApi(content)).toEqual({ standard: '2004', api: api2004 });
  });

  it('prefers the package standard, falls back to the other', () => {
    const both = nested([{}, { API: api12, API_1484_11: api2004 }]);
    expect(findScormApi(both, '1.2')?.standard).toBe('1.2');
    expect(findScormApi(both, '2004')?.standard).toBe('2004');
    const only12 = nested([{}, { API: api12 }]);
    expect(findScormApi(only12, '2004')).toEqual({ standard: '1.2', api: api12 });
  });

  it('looks in the opener and its parents next', () => {
    const lms = nested([{}, { API: api12 }]);
    const popup = nested([{}, {}]);
    (popup as { opener?: W }).opener = lms;
    expect(findScormApi(popup, '1.2')?.api).toBe(api12);
  });

  it("looks in the top window's opener (content framed in a popup)", () => {
    const lms = nested([{ API_1484_11: api2004 }]);
    const top: W = { opener: lms };
    const content = nested([{}, top]);
    expect(findScormApi(content)?.api).toBe(api2004);
  });

  it('ignores objects that are not an API and windows it may not read', () => {
    const crossOrigin = new Proxy(
      {},
      {
        get() {
          throw new DOMException('Blocked a frame', 'SecurityError');
        },
      },
    ) as W;
    const content = nested([{ API: { nope: true } }, crossOrigin]);
    expect(findScormApi(content)).toBeNull();
  });

  it(`gives up after ${API_SEARCH_MAX_PARENTS} parents`, () => {
    const chain = (length: number): W[] => Array.from({ length }, () => ({}));
    const deep = chain(API_SEARCH_MAX_PARENTS + 5);
    deep[deep.length - 1]!.API = api12;
    expect(findScormApi(nested(deep), '1.2')).toBeNull();
    const reachable = chain(API_SEARCH_MAX_PARENTS);
    reachable[reachable.length - 1]!.API = api12;
    expect(findScormApi(nested(reachable), '1.2')?.api).toBe(api12);
  });

  it('returns null with no LMS', () => {
    expect(findScormApi(nested([{}, {}]))).toBeNull();
  });
});
