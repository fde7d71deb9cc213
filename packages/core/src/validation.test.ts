import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  FORBIDDEN_NAME_CHARS,
  FORBIDDEN_NAME_CHARS_STRICT,
  classifySignInInput,
  confirmationErrors,
  employeeIdEmail,
  escapeHtml,
  hasForbiddenNameChars,
  titleErrors,
  EMAIL_PATTERN,
  isEmail,
  isGeneratedEmail,
  isSharedAccountEmail,
  isValidPassword,
  nameErrors,
  normaliseEmail,
  passwordErrors,
  sharedAccountEmail,
  signInFieldErrors,
  withGenericDomain,
} from './validation.js';
import {
  emailSchema,
  employeeIdSchema,
  nameSchema,
  passwordSchema,
  sharedAccountNameSchema,
} from './validation.schema.js';

describe('email and sign-in (000 §4, §5)', () => {
  it('§5: email test is the standard shape', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
    expect(isEmail('ana@acme.com')).toBe(true);
    expect(isEmail('ana.b+tag@mail.acme.co')).toBe(true);
    expect(isEmail('ana@acme')).toBe(false);
    expect(isEmail('E12345')).toBe(false);
    expect(isEmail(`${'a'.repeat(250)}@x.com`)).toBe(false);
    expect(emailSchema.safeParse('ana@acme.com').success).toBe(true);
  });

  it('§4: input that looks like an email is classified as email, trimmed but not lowercased', () => {
    expect(classifySignInInput('  Ana@Acme.com ')).toEqual({
      kind: 'email',
      email: 'Ana@Acme.com',
    });
  });

  it('§4: input that is not an email is treated as an employee ID', () => {
    expect(classifySignInInput(' E12345 ')).toEqual({ kind: 'employeeId', employeeId: 'E12345' });
    expect(classifySignInInput('ana@acme')).toEqual({ kind: 'employeeId', employeeId: 'ana@acme' });
  });

  it('§5: sign-in field is required (rules.required)', () => {
    expect(signInFieldErrors('')).toEqual(['rules.required']);
    expect(signInFieldErrors('   ')).toEqual(['rules.required']);
  });

  it('§5: sign-in field allows no whitespace (rules.noSpace); outer spaces are trimmed', () => {
    expect(signInFieldErrors('ana @acme.com')).toEqual(['rules.noSpace']);
    expect(signInFieldErrors('  ana@acme.com  ')).toEqual([]);
    expect(signInFieldErrors('E12345')).toEqual([]);
  });

  it('§5: email-only screens also check the email shape (rules.invalidEmail)', () => {
    expect(signInFieldErrors('E12345', { emailOnly: true })).toEqual(['rules.invalidEmail']);
    expect(signInFieldErrors('ana@acme.com', { emailOnly: true })).toEqual([]);
  });

  it('§5: emails are lowercased when adding group users', () => {
    expect(normaliseEmail('  Ana@ACME.com ')).toBe('ana@acme.com');
  });

  it('§5: an email without @ gets the generic email domain appended', () => {
    expect(withGenericDomain('ana')).toBe('ana@users.stepwise.invalid');
    expect(withGenericDomain('ana@acme.com')).toBe('ana@acme.com');
  });

  it('shared-account and employee-ID addresses live under the client key, lowercased', () => {
    expect(sharedAccountEmail('Acme', 'Line1')).toBe('line1.shared@acme.users.stepwise.invalid');
    expect(employeeIdEmail('Acme', 'E123')).toBe('e123@acme.users.stepwise.invalid');
    expect(isEmail(sharedAccountEmail('acme', 'line1'))).toBe(true);
    expect(isEmail(employeeIdEmail('acme', 'e.123'))).toBe(true);
  });

  it('isGeneratedEmail: made-up addresses are not mail (issue 14: no setup code is sent there)', () => {
    expect(isGeneratedEmail(employeeIdEmail('acme', 'E123'))).toBe(true);
    expect(isGeneratedEmail(sharedAccountEmail('acme', 'line1'))).toBe(true);
    expect(isGeneratedEmail(withGenericDomain('ana'))).toBe(true);
    expect(isGeneratedEmail('ana@acme.com')).toBe(false);
    expect(isGeneratedEmail('ana@notusers.stepwise.invalid.example')).toBe(false);
  });

  it('isSharedAccountEmail tells shared accounts from employee IDs', () => {
    expect(isSharedAccountEmail(sharedAccountEmail('acme', 'line1'))).toBe(true);
    expect(isSharedAccountEmail('LINE1.SHARED@acme.users.stepwise.invalid')).toBe(true);
    expect(isSharedAccountEmail(employeeIdEmail('acme', 'e123'))).toBe(false);
  });

  it('employeeIdSchema keeps IDs usable as local parts and out of the shared namespace', () => {
    expect(employeeIdSchema.parse(' E-12_3.a ')).toBe('E-12_3.a');
    expect(employeeIdSchema.safeParse('bob.shared').success).toBe(false);
    expect(employeeIdSchema.safeParse('a b').success).toBe(false);
    expect(employeeIdSchema.safeParse('a@b').success).toBe(false);
    expect(employeeIdSchema.safeParse('a..b').success).toBe(false);
    expect(employeeIdSchema.safeParse('x'.repeat(65)).success).toBe(false);
  });
});

describe('shared-account names', () => {
  it('are 1..64 lowercase characters of [a-z0-9._-] that make a valid address', () => {
    for (const ok of ['line-tablet', 'a', 'line_1.tablet', 'x'.repeat(64)]) {
      expect(sharedAccountNameSchema.safeParse(ok).success).toBe(true);
      expect(isEmail(sharedAccountEmail('acme', ok))).toBe(true);
    }
    for (const bad of ['', 'Line1', 'a b', 'a@b', '.a', 'a.', 'a..b', 'x'.repeat(65)]) {
      expect(sharedAccountNameSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('names (000 §5, 002 §5)', () => {
  it('000 §5: names may not contain [ ] ; < > \\ / ? = : " ,', () => {
    expect(FORBIDDEN_NAME_CHARS.join('')).toBe('[];<>\\/?=:",');
    for (const ch of FORBIDDEN_NAME_CHARS) expect(hasForbiddenNameChars(`a${ch}b`)).toBe(true);
    expect(hasForbiddenNameChars('Line 3 (north) & co')).toBe(false);
  });

  it('000 §5: the stricter set also bars ( ) and &', () => {
    expect(FORBIDDEN_NAME_CHARS_STRICT.slice(-3)).toEqual(['(', ')', '&']);
    expect(hasForbiddenNameChars('R&D', true)).toBe(true);
    expect(hasForbiddenNameChars('Line (2)', true)).toBe(true);
  });

  it('002 §5: name is required (rules.required) and not only spaces (rules.noAllSpace)', () => {
    expect(nameErrors('')).toEqual(['rules.required']);
    expect(nameErrors('   ')).toEqual(['rules.noAllSpace']);
  });

  it('002 §5: invalid characters give rules.invalidName', () => {
    expect(nameErrors('a/b')).toEqual(['rules.invalidName']);
    expect(nameErrors('a&b')).toEqual([]);
    expect(nameErrors('a&b', { strict: true })).toEqual(['rules.invalidName']);
  });

  it('002 §9: title max 90 characters (rules.max90), counted after trimming, in code points', () => {
    expect(nameErrors('x'.repeat(90))).toEqual([]);
    expect(nameErrors(` ${'x'.repeat(90)} `)).toEqual([]);
    expect(nameErrors('x'.repeat(91))).toEqual(['rules.max90']);
    expect(nameErrors('😀'.repeat(90))).toEqual([]);
    expect(nameErrors('x'.repeat(11), { max: 10 })).toEqual(['rules.max10']);
  });

  it('nameSchema reports rule keys as messages and trims its output', () => {
    expect(nameSchema().parse('  Assembly  ')).toBe('Assembly');
    const result = nameSchema().safeParse('a<b');
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      'rules.invalidName',
    ]);
  });
});

describe('passwords (002 §5)', () => {
  it('required comes alone when empty', () => {
    expect(passwordErrors('')).toEqual(['rules.required']);
  });

  it('a password with digit, lower, upper and special, 10 to 25 chars, is valid', () => {
    expect(passwordErrors('Abcdefg1!x')).toEqual([]);
    expect(isValidPassword('Abcdefghijklmnopqrstuv1!x')).toBe(true);
  });

  it('no spaces (rules.noSpace)', () => {
    expect(passwordErrors('Abcd efg1!x')).toEqual(['rules.noSpace']);
  });

  it('at least 10 characters (rules.min10)', () => {
    expect(passwordErrors('Abcdef1!x')).toEqual(['rules.min10']);
  });

  it('at most 25 characters (rules.max25)', () => {
    expect(passwordErrors('Abcdefghijklmnopqrstuvw1!x')).toEqual(['rules.max25']);
  });

  it.each([
    ['no digit', 'Abcdefghi!x'],
    ['no lowercase', 'ABCDEFGH1!X'],
    ['no uppercase', 'abcdefgh1!x'],
    ['no special', 'Abcdefgh1xy'],
  ])('%s fails rules.validPasswordCharacters', (_label, pw) => {
    expect(passwordErrors(pw)).toEqual(['rules.validPasswordCharacters']);
  });

  it('lists every failing rule in order', () => {
    expect(passwordErrors('a b')).toEqual([
      'rules.noSpace',
      'rules.min10',
      'rules.validPasswordCharacters',
    ]);
  });

  it('passwordSchema emits the same keys', () => {
    const result = passwordSchema.safeParse('short');
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      'rules.min10',
      'rules.validPasswordCharacters',
    ]);
    expect(passwordSchema.safeParse('Abcdefg1!x').success).toBe(true);
  });

  it('002 §5: confirmation is required and must match (password-must-match / PIN-must-match)', () => {
    expect(confirmationErrors('Abcdefg1!x', '', 'password')).toEqual(['rules.required']);
    expect(confirmationErrors('Abcdefg1!x', 'other', 'password')).toEqual([
      'rules.passwordMustMatch',
    ]);
    expect(confirmationErrors('1234', '4321', 'pin')).toEqual(['rules.pinMustMatch']);
    expect(confirmationErrors('1234', '1234', 'pin')).toEqual([]);
  });
});

describe('escapeHtml (000 §5: strings are HTML-escaped when adding users)', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<b a="1">Tom & 'Jerry'</b>`)).toBe(
      '&lt;b a=&quot;1&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/b&gt;',
    );
    expect(escapeHtml('plain')).toBe('plain');
  });
});

describe('titleErrors (001 §5: max 90; any printable text, issue 15)', () => {
  it('takes slashes, colons, ampersands, brackets, emoji and every script', () => {
    for (const title of [
      'Lockout/Tagout: daily check',
      'Torque & tension (M12) #3 <line 2>',
      'فحص القفل',
      'ตรวจสอบ',
      'Forklift ✅ 🦺',
    ])
      expect(titleErrors(title), title).toEqual([]);
  });

  it('refuses empty, blank and over 90 characters (emoji counted once)', () => {
    expect(titleErrors('')).toEqual(['rules.required']);
    expect(titleErrors('   ')).toEqual(['rules.noAllSpace']);
    expect(titleErrors('x'.repeat(91))).toEqual(['rules.max90']);
    expect(titleErrors('x'.repeat(89) + '🦺')).toEqual([]);
  });
});
