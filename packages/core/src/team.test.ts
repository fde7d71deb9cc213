import { describe, expect, it } from 'vitest';
import { teamCreateSchema, teamSchema } from './team.schema.js';

describe('team', () => {
  it('parses a team', () => {
    const team = { id: 't1', name: 'Night shift', workspaceId: null, memberIds: ['u1', 'u2'] };
    expect(teamSchema.parse(team)).toEqual(team);
  });

  it('create needs only a name; workspace and members default to none', () => {
    expect(teamCreateSchema.parse({ name: ' Night shift ' })).toEqual({
      name: 'Night shift',
      workspaceId: null,
      memberIds: [],
    });
  });

  it('000 §5: team names pass the name rules', () => {
    expect(teamCreateSchema.safeParse({ name: '' }).success).toBe(false);
    expect(teamCreateSchema.safeParse({ name: '  ' }).success).toBe(false);
    expect(teamCreateSchema.safeParse({ name: 'A<B' }).success).toBe(false);
    expect(teamCreateSchema.safeParse({ name: 'x'.repeat(91) }).success).toBe(false);
  });

  it('member ids must be ids', () => {
    expect(teamCreateSchema.safeParse({ name: 'A', memberIds: ['a b'] }).success).toBe(false);
  });
});
