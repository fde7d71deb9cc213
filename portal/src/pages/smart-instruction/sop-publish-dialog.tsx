/**
 * The publish options of 001 §2: Publish to All, Publish to Team (the organisation's teams, at
 * least one chosen), Publish as Draft. The content is saved first (the autosave's saveNow), then
 * PATCH /v1/multimodal-sop with publishOption (and teamIds for a team).
 */
import { listTeams, updateSmartInstruction } from '@stepwise/api';
import {
  PUBLISH_OPTIONS,
  type PublishOption,
  type SmartInstruction,
  type Team,
} from '@stepwise/core';
import { useEffect, useState } from 'react';
import { api } from '../../api';
import { Dialog } from '../../components/dialog';
import { messageOf, t } from '../../i18n/t';

export function SopPublishDialog({
  sopId,
  initialTeamIds,
  beforePublish,
  onPublished,
  onClose,
}: {
  sopId: string;
  initialTeamIds: readonly string[];
  /** Saves the latest content; false when it could not be saved. */
  beforePublish: () => Promise<boolean>;
  onPublished: (sop: SmartInstruction) => void;
  onClose: () => void;
}) {
  const [option, setOption] = useState<PublishOption>('all');
  const [teams, setTeams] = useState<Team[] | null>(null);
  const [teamIds, setTeamIds] = useState<string[]>([...initialTeamIds]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (option !== 'team' || teams) return;
    let live = true;
    listTeams(api).then(
      (list) => live && setTeams(list),
      (err: unknown) => live && setError(messageOf(err)),
    );
    return () => {
      live = false;
    };
  }, [option, teams]);

  const needsTeam = option === 'team' && teamIds.length === 0;
  const publish = async () => {
    setBusy(true);
    setError(null);
    try {
      if (!(await beforePublish())) throw new Error(t('sopEditor.publish.saveFirst'));
      const sop = await updateSmartInstruction(api, {
        id: sopId,
        publishOption: option,
        ...(option === 'team' ? { teamIds } : {}),
      });
      onPublished(sop);
      onClose();
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t('sopEditor.publish.title')}
      onClose={onClose}
      testId="sop-publish-dialog"
      footer={
        <>
          <button type="button" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="primary"
            onClick={() => void publish()}
            disabled={busy || needsTeam}
            aria-busy={busy || undefined}
            data-testid="sop-publish-confirm"
          >
            {t(`sopEditor.publish.option.${option}`)}
          </button>
        </>
      }
    >
      <fieldset className="sop-publish-options">
        <legend>{t('sopEditor.publish.legend')}</legend>
        {PUBLISH_OPTIONS.map((value) => (
          <label key={value} className="sop-publish-option">
            <input
              type="radio"
              name="sop-publish-option"
              value={value}
              checked={option === value}
              onChange={() => setOption(value)}
              data-testid={`sop-publish-${value}`}
            />
            <span>
              <strong>{t(`sopEditor.publish.option.${value}`)}</strong>
              <span className="hint small"> {t(`sopEditor.publish.hint.${value}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {option === 'team' && (
        <fieldset className="sop-publish-teams" data-testid="sop-publish-teams">
          <legend>{t('sopEditor.publish.teams')}</legend>
          {teams === null && !error && <p className="muted small">{t('common.loading')}</p>}
          {teams?.length === 0 && <p className="muted small">{t('sopEditor.publish.noTeams')}</p>}
          {teams?.map((team) => (
            <label key={team.id} className="sop-inline-check">
              <input
                type="checkbox"
                checked={teamIds.includes(team.id)}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setTeamIds((ids) => (on ? [...ids, team.id] : ids.filter((x) => x !== team.id)));
                }}
              />
              {team.name}
            </label>
          ))}
          {needsTeam && teams && teams.length > 0 && (
            <p className="hint small">{t('sopEditor.publish.pickTeam')}</p>
          )}
        </fieldset>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
