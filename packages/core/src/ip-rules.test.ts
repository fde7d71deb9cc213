import { describe, expect, it } from 'vitest';
import { ipAllowed, ipRestrictionBlocks, isValidIpRule } from './ip-rules.js';
import { ipRuleSchema } from './ip-rules.schema.js';

describe('ipAllowed (000 §3: IP restriction with an allowed rules list)', () => {
  it('an empty rules list allows everyone', () => {
    expect(ipAllowed('203.0.113.9', [])).toBe(true);
    expect(ipAllowed('not an ip', [])).toBe(true);
  });

  it('single IPv4 addresses match exactly', () => {
    expect(ipAllowed('203.0.113.9', ['203.0.113.9'])).toBe(true);
    expect(ipAllowed('203.0.113.10', ['203.0.113.9'])).toBe(false);
  });

  it('IPv4 CIDR ranges, including /0, /8, /24, /31 and /32', () => {
    expect(ipAllowed('10.200.3.4', ['10.0.0.0/8'])).toBe(true);
    expect(ipAllowed('11.0.0.1', ['10.0.0.0/8'])).toBe(false);
    expect(ipAllowed('192.168.1.255', ['192.168.1.0/24'])).toBe(true);
    expect(ipAllowed('192.168.2.0', ['192.168.1.0/24'])).toBe(false);
    expect(ipAllowed('192.168.1.5', ['192.168.1.4/31'])).toBe(true);
    expect(ipAllowed('192.168.1.6', ['192.168.1.4/31'])).toBe(false);
    expect(ipAllowed('1.2.3.4', ['1.2.3.4/32'])).toBe(true);
    expect(ipAllowed('1.2.3.5', ['1.2.3.4/32'])).toBe(false);
    expect(ipAllowed('8.8.8.8', ['0.0.0.0/0'])).toBe(true);
  });

  it('host bits after the prefix are ignored', () => {
    expect(ipAllowed('10.9.9.9', ['10.1.2.3/8'])).toBe(true);
  });

  it('single IPv6 addresses, in any spelling', () => {
    expect(ipAllowed('2001:db8::1', ['2001:0db8:0000:0000:0000:0000:0000:0001'])).toBe(true);
    expect(ipAllowed('2001:DB8::1', ['2001:db8::1'])).toBe(true);
    expect(ipAllowed('::1', ['::1'])).toBe(true);
    expect(ipAllowed('2001:db8::2', ['2001:db8::1'])).toBe(false);
  });

  it('IPv6 CIDR ranges, including /0, /32, /64 and /128', () => {
    expect(ipAllowed('2001:db8:ffff::1', ['2001:db8::/32'])).toBe(true);
    expect(ipAllowed('2001:db9::1', ['2001:db8::/32'])).toBe(false);
    expect(ipAllowed('2001:db8:0:1:abcd::9', ['2001:db8:0:1::/64'])).toBe(true);
    expect(ipAllowed('2001:db8:0:2::9', ['2001:db8:0:1::/64'])).toBe(false);
    expect(ipAllowed('2001:db8::1', ['2001:db8::1/128'])).toBe(true);
    expect(ipAllowed('2001:db8::2', ['2001:db8::1/128'])).toBe(false);
    expect(ipAllowed('fe80::1', ['::/0'])).toBe(true);
  });

  it('IPv4-mapped IPv6 clients match IPv4 rules, and the reverse', () => {
    expect(ipAllowed('::ffff:10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(ipAllowed('::FFFF:1.2.3.4', ['1.2.3.4'])).toBe(true);
    expect(ipAllowed('::ffff:11.1.2.3', ['10.0.0.0/8'])).toBe(false);
    expect(ipAllowed('1.2.3.4', ['::ffff:1.2.3.4'])).toBe(true);
    expect(ipAllowed('10.1.2.3', ['::ffff:10.0.0.0/104'])).toBe(true);
    expect(ipAllowed('::ffff:0a01:0203', ['10.1.2.3'])).toBe(true);
  });

  it('IPv4 rules do not match native IPv6 clients, nor IPv6 rules IPv4 ones', () => {
    expect(ipAllowed('2001:db8::1', ['0.0.0.0/0'])).toBe(false);
    expect(ipAllowed('1.2.3.4', ['2001:db8::/32'])).toBe(false);
  });

  it('::/0 covers IPv4 clients too, since they are IPv4-mapped', () => {
    expect(ipAllowed('1.2.3.4', ['::/0'])).toBe(true);
  });

  it('a client zone index is dropped; surrounding spaces are ignored', () => {
    expect(ipAllowed('fe80::1%eth0', ['fe80::/10'])).toBe(true);
    expect(ipAllowed(' 1.2.3.4 ', [' 1.2.3.0/24 '])).toBe(true);
  });

  it('any matching rule allows; malformed rules never match', () => {
    expect(ipAllowed('1.2.3.4', ['garbage', '9.9.9.9', '1.2.3.4'])).toBe(true);
    expect(ipAllowed('1.2.3.4', ['garbage'])).toBe(false);
  });

  it('a malformed client address is refused when rules exist', () => {
    expect(ipAllowed('1.2.3', ['0.0.0.0/0'])).toBe(false);
    expect(ipAllowed('', ['::/0'])).toBe(false);
  });
});

describe('isValidIpRule / ipRuleSchema', () => {
  it.each([
    '0.0.0.0',
    '255.255.255.255',
    '10.0.0.0/8',
    '1.2.3.4/0',
    '1.2.3.4/32',
    '::',
    '::1',
    '1::',
    '2001:db8::/32',
    '::/0',
    '::/128',
    '1:2:3:4:5:6:7:8',
    '1:2:3:4:5:6:7::',
    '::2:3:4:5:6:7:8',
    '::ffff:1.2.3.4',
    '64:ff9b::192.0.2.33/96',
    '1:2:3:4:5:6:1.2.3.4',
  ])('accepts %s', (rule) => {
    expect(isValidIpRule(rule)).toBe(true);
    expect(ipRuleSchema.safeParse(rule).success).toBe(true);
  });

  it.each([
    '',
    'garbage',
    '1.2.3',
    '1.2.3.4.5',
    '256.0.0.1',
    '01.2.3.4',
    '1.2.3.-4',
    '1.2.3.4/33',
    '1.2.3.4/',
    '1.2.3.4/08',
    '1.2.3.4/8/8',
    '1.2.3.4/-1',
    '::/129',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8::',
    '1::2::3',
    ':1::2',
    '1:::2',
    '12345::',
    'g::1',
    '1.2.3.4::',
    '::1.2.3.4:5',
    '::ffff:1.2.3.256',
    'fe80::1%eth0',
    '1.2.3.4 /24',
  ])('rejects %j', (rule) => {
    expect(isValidIpRule(rule)).toBe(false);
    expect(ipRuleSchema.safeParse(rule).success).toBe(false);
  });

  it('the schema explains what a rule should look like and bounds the length', () => {
    const result = ipRuleSchema.safeParse('garbage');
    expect(result.success ? '' : result.error.issues[0]?.message).toMatch(/^Invalid IP rule/);
    expect(ipRuleSchema.safeParse(`${'1'.repeat(65)}`).success).toBe(false);
  });
});

describe('ipRestrictionBlocks', () => {
  it('blocks only while enabled and only addresses no rule matches', () => {
    const rules = ['203.0.113.0/24'];
    expect(
      ipRestrictionBlocks('127.0.0.1', { enableRestrictedIP: true, allowedRules: rules }),
    ).toBe(true);
    expect(
      ipRestrictionBlocks('203.0.113.7', { enableRestrictedIP: true, allowedRules: rules }),
    ).toBe(false);
    expect(
      ipRestrictionBlocks('127.0.0.1', { enableRestrictedIP: false, allowedRules: rules }),
    ).toBe(false);
    expect(ipRestrictionBlocks('127.0.0.1', { enableRestrictedIP: true, allowedRules: [] })).toBe(
      false,
    );
  });
});
