import { describe, expect, it } from 'vitest';
import {
  MAX_INPUT_DEPTH,
  forbiddenCharacterIn,
  inputProblemMessage,
  inspectInput,
} from './text-input.js';

describe('forbiddenCharacterIn', () => {
  it('refuses NUL and the C0 controls a text never means', () => {
    expect(forbiddenCharacterIn('ab\u0000c')).toEqual({ index: 2, problem: 'control-character' });
    expect(forbiddenCharacterIn('\u0001')?.problem).toBe('control-character');
    expect(forbiddenCharacterIn('\u001b[31m')?.problem).toBe('control-character');
    expect(forbiddenCharacterIn('\u001f')?.problem).toBe('control-character');
  });

  it('keeps tab, line feed, vertical tab, form feed and carriage return (pasted text has them)', () => {
    expect(forbiddenCharacterIn('a\tb\nc\u000bd\u000ce\r\n')).toBeUndefined();
  });

  it('refuses UTF-16 halves without their pair, and accepts pairs (emoji, every script)', () => {
    expect(forbiddenCharacterIn('x\ud800')).toEqual({ index: 1, problem: 'lone-surrogate' });
    expect(forbiddenCharacterIn('\udc00x')).toEqual({ index: 0, problem: 'lone-surrogate' });
    expect(forbiddenCharacterIn('\ud800\ud800\udc00')?.index).toBe(0);
    expect(forbiddenCharacterIn('Lockout/Tagout: 🔒 تحقق ตรวจสอบ 日本語')).toBeUndefined();
  });
});

describe('inspectInput', () => {
  it('names the first bad string with its path, in objects and arrays', () => {
    expect(inspectInput({ a: 'ok', b: [{ c: 'x\u0000' }] }, 'body')).toEqual({
      path: 'body.b.0.c',
      problem: 'control-character',
    });
  });

  it('refuses keys that reach a prototype, and bad characters in keys', () => {
    const polluted = JSON.parse('{"a":{"__proto__":{"isAdmin":true}}}');
    expect(inspectInput(polluted, 'body')).toEqual({
      path: 'body.a.__proto__',
      problem: 'prototype-key',
    });
    expect(inspectInput({ constructor: { prototype: {} } }, 'query')?.problem).toBe(
      'prototype-key',
    );
    expect(inspectInput({ ['k\u0000']: 1 }, 'body')?.problem).toBe('control-character');
  });

  it(`refuses nesting deeper than ${MAX_INPUT_DEPTH} levels without using the call stack`, () => {
    const deep = JSON.parse('['.repeat(200_000) + ']'.repeat(200_000));
    expect(inspectInput(deep, 'body')?.problem).toBe('too-deep');
    let ok: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) ok = [ok];
    expect(inspectInput(ok, 'body')).toBeUndefined();
  });

  it("enters objects of any prototype (a query parser's own null-prototype class)", () => {
    class NullObject {}
    Object.setPrototypeOf(NullObject.prototype, null);
    const q = new NullObject() as Record<string, unknown>;
    q.keyword = 'a\u0000';
    expect(inspectInput(q, 'querystring')?.path).toBe('querystring.keyword');
    expect(
      inspectInput(Object.assign(Object.create(null), { __proto__x: 'x' }), 'q'),
    ).toBeUndefined();
  });

  it('leaves bytes alone (an upload part is not text)', () => {
    expect(inspectInput(new Uint8Array([0, 0, 0]), 'body')).toBeUndefined();
    expect(inspectInput(null, 'body')).toBeUndefined();
    expect(inspectInput(42, 'body')).toBeUndefined();
  });

  it('says what is wrong and where', () => {
    expect(inputProblemMessage({ path: 'body.title', problem: 'control-character' })).toMatch(
      /^body\.title: .*control character/,
    );
  });
});
