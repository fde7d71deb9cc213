import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorCode } from './errors.js';
import { apiResponseSchema } from './response.schema.js';
import { errorResponse, okResponse } from './response.js';

describe('response wrapper', () => {
  const schema = apiResponseSchema(z.object({ id: z.string() }));

  it('000 §8: a success is ok true, code 0, errorMessage null', () => {
    const res = okResponse({ id: 'w1' });
    expect(res).toEqual({ ok: true, code: 0, errorMessage: null, data: { id: 'w1' } });
    expect(schema.parse(res)).toEqual(res);
  });

  it('000 §8: a failure is ok false with a code and message, data null by default', () => {
    const res = errorResponse(ErrorCode.SopInReview, 'SOP in review cannot change');
    expect(res).toEqual({
      ok: false,
      code: 50,
      errorMessage: 'SOP in review cannot change',
      data: null,
    });
    expect(schema.parse(res).data).toBeNull();
  });

  it('errorResponse may carry data', () => {
    expect(errorResponse(400, 'bad', { id: 'x' }).data).toEqual({ id: 'x' });
  });

  it('the schema rejects a data payload of the wrong shape and a non-integer code', () => {
    expect(
      schema.safeParse({ ok: true, code: 0, errorMessage: null, data: { id: 1 } }).success,
    ).toBe(false);
    expect(schema.safeParse({ ok: true, code: 0.5, errorMessage: null, data: null }).success).toBe(
      false,
    );
  });
});
