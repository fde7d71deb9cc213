import { randomInt } from 'node:crypto';
import { isValidPassword } from '@stepwise/core';

// Look-alike characters (0/O, 1/l/I) are left out: a generated password is read off a screen.
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!#%+-=?@^_';
const ALPHABET = LOWER + UPPER + DIGITS + SPECIAL;

/** A random password that meets the 002 §5 policy (20 characters, about 120 bits). */
export function generatePassword(length = 20): string {
  for (;;) {
    const pw = Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (isValidPassword(pw)) return pw;
  }
}
