import { describe, expect, it } from 'vitest';
import { extendQuoteWindow, mustStayWithItsStep, QUOTE_EXTENSION } from './quote-window.js';

describe('what stays with its step', () => {
  it('warnings, numbers and instructions', () => {
    expect(mustStayWithItsStep('If you smell gas, leave the room and call the supervisor.')).toBe(
      true,
    );
    expect(mustStayWithItsStep('Never reach into the guard while the belt moves.')).toBe(true);
    expect(mustStayWithItsStep('Torque the bolts to 110 newton metres.')).toBe(true);
    expect(mustStayWithItsStep('Close the valve before you open the housing.')).toBe(true);
    expect(mustStayWithItsStep('Then tighten the clamp by hand.')).toBe(true);
    expect(mustStayWithItsStep('Before you start, put on safety glasses.')).toBe(true);
  });

  it('not a description', () => {
    expect(mustStayWithItsStep('This is the intake filter housing.')).toBe(false);
    expect(mustStayWithItsStep('The cover sits on the left side of the machine.')).toBe(false);
  });
});

describe('the quote window', () => {
  const step = [
    'This is the drain valve.',
    'Open the valve slowly.',
    'The water runs into the tray.',
    'If the water is brown, stop and report it to maintenance.',
    'Never leave the valve open.',
    'Then close the valve.',
    'The tray is emptied at the end of the shift.',
  ];

  it('grows over a warning after the match, and stops at a description', () => {
    expect(extendQuoteWindow(step, { first: 2, last: 2 })).toEqual({ first: 1, last: 4 });
  });

  it(`grows at most ${QUOTE_EXTENSION} sentences each way`, () => {
    expect(extendQuoteWindow(step, { first: 3, last: 3 })).toEqual({ first: 3, last: 5 });
  });

  it('stays inside the step', () => {
    expect(extendQuoteWindow(step, { first: 0, last: 0 })).toEqual({ first: 0, last: 1 });
    expect(extendQuoteWindow(step, { first: 6, last: 6 })).toEqual({ first: 4, last: 6 });
  });
});
