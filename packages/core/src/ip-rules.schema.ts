import { z } from 'zod';
import { isValidIpRule } from './ip-rules.js';

export const ipRuleSchema = z.string().trim().min(1).max(64).refine(isValidIpRule, {
  message:
    'Invalid IP rule: use an IPv4 or IPv6 address, optionally with a /prefix (e.g. 203.0.113.0/24 or 2001:db8::/32)',
});
