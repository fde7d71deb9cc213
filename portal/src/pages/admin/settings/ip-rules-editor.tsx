/**
 * The allowed IP rules of /admin/setting/ip-restriction (000 §3): the enable switch, each rule
 * editable in place and checked as it is typed (core `ipRuleProblems`: invalid and duplicate
 * rules are marked), the caller's current address, and the "you would lock yourself out" warning
 * (core `wouldLockOut`) when the enabled rules would not admit that address. Pure view: the page
 * holds the state and saves.
 */
import { ipRuleProblems, wouldLockOut, type IpRuleProblem } from '@stepwise/core';
import { Button, Switch } from '@stepwise/ui';
import { useId, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../shell/i18n';

const PROBLEM_KEY = {
  empty: 'admin.ip.problem.empty',
  invalid: 'admin.ip.problem.invalid',
  duplicate: 'admin.ip.problem.duplicate',
} as const satisfies Record<IpRuleProblem, string>;

export interface IpRulesEditorProps {
  enabled: boolean;
  rules: readonly string[];
  /** The address the server sees for this browser; null while unknown. */
  clientIP: string | null;
  onEnabledChange: (enabled: boolean) => void;
  onRulesChange: (rules: string[]) => void;
}

/** Whether the rules can be sent: every one valid and none repeated. */
export function rulesReady(rules: readonly string[]): boolean {
  return ipRuleProblems(rules).every((p) => p === null);
}

export function IpRulesEditor({
  enabled,
  rules,
  clientIP,
  onEnabledChange,
  onRulesChange,
}: IpRulesEditorProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [draftProblem, setDraftProblem] = useState<IpRuleProblem | null>(null);
  const problems = ipRuleProblems(rules);
  const trimmed = rules.map((r) => r.trim());
  const lockOut = clientIP !== null && wouldLockOut(clientIP, trimmed.filter(Boolean), enabled);

  const add = (value: string) => {
    const rule = value.trim();
    const problem = ipRuleProblems([...trimmed, rule]).at(-1) ?? null;
    if (problem) {
      setDraftProblem(problem);
      return;
    }
    onRulesChange([...rules, rule]);
    setDraft('');
    setDraftProblem(null);
  };
  const onDraftKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add(draft);
    }
  };
  const draftErrorId = `${id}-draft-error`;

  return (
    <div className="ip-rules-editor" data-testid="ip-rules-editor">
      <Switch
        checked={enabled}
        onCheckedChange={onEnabledChange}
        data-testid="ip-restriction-enabled"
      >
        {t('admin.ip.enable')}
      </Switch>

      {clientIP !== null && (
        <p className="hint" data-testid="ip-current-address">
          {t('admin.ip.currentAddress', { ip: clientIP })}{' '}
          {!trimmed.includes(clientIP) && (
            <Button size="sm" onClick={() => add(clientIP)} data-testid="ip-add-current">
              {t('admin.ip.addCurrent')}
            </Button>
          )}
        </p>
      )}

      <fieldset>
        <legend>{t('admin.ip.rules')}</legend>
        {rules.length === 0 ? (
          <p data-testid="ip-rules-empty">{t('admin.ip.rulesEmpty')}</p>
        ) : (
          <ol className="settings-list" data-testid="ip-rules">
            {rules.map((rule, index) => {
              const problem = problems[index];
              const errorId = `${id}-rule-${index}-error`;
              return (
                <li key={index} data-testid="ip-rule">
                  <input
                    type="text"
                    value={rule}
                    spellCheck={false}
                    autoComplete="off"
                    aria-label={t('admin.ip.ruleLabel', { index: index + 1 })}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? errorId : undefined}
                    onChange={(e) =>
                      onRulesChange(rules.map((r, i) => (i === index ? e.currentTarget.value : r)))
                    }
                    data-testid="ip-rule-input"
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('admin.ip.removeRule', { rule: rule.trim() || index + 1 })}
                    onClick={() => onRulesChange(rules.filter((_, i) => i !== index))}
                    data-testid="ip-rule-remove"
                  >
                    {t('admin.settings.remove')}
                  </Button>
                  {problem && (
                    <p id={errorId} className="field-error" data-testid="ip-rule-problem">
                      {t(PROBLEM_KEY[problem])}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        <label htmlFor={`${id}-draft`}>{t('admin.ip.newRule')}</label>
        <div className="settings-add">
          <input
            id={`${id}-draft`}
            type="text"
            value={draft}
            spellCheck={false}
            autoComplete="off"
            placeholder="203.0.113.0/24"
            aria-invalid={draftProblem ? true : undefined}
            aria-describedby={draftProblem ? draftErrorId : undefined}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
              setDraftProblem(null);
            }}
            onKeyDown={onDraftKey}
            data-testid="ip-rule-new"
          />
          <Button onClick={() => add(draft)} data-testid="ip-rule-add">
            {t('admin.settings.add')}
          </Button>
        </div>
        {draftProblem && (
          <p id={draftErrorId} className="field-error" data-testid="ip-rule-new-problem">
            {t(PROBLEM_KEY[draftProblem])}
          </p>
        )}
      </fieldset>

      {lockOut && (
        <p className="settings-warning" role="alert" data-testid="ip-lockout-warning">
          {t('admin.ip.lockOut', { ip: clientIP })}
        </p>
      )}
    </div>
  );
}
