/**
 * The block editor's bar: the language (the workflow's, the interface languages and those
 * already dubbed), its voice, the global speed (Mixed when the blocks differ), add a block at
 * the playhead, generate all, save.
 */
import type { TtsVoice } from '@stepwise/core';
import { useId } from 'react';
import { t } from '../../i18n/t';
import { languageName } from '../../lib/language-name';
import { SpeedControl } from './speed-control';

export interface VoiceOverToolbarProps {
  languages: readonly string[];
  languageCode: string;
  /** Switching language drops unsaved blocks: not while there are any. */
  languageLocked: boolean;
  onLanguage: (code: string) => void;
  voices: readonly TtsVoice[];
  voice: string;
  onVoice: (voice: string) => void;
  globalSpeed: number;
  onGlobalSpeed: (speed: number) => void;
  canGenerate: boolean;
  /** Blocks that need audio (0: nothing to generate). */
  toGenerate: number;
  generating: boolean;
  onGenerateAll: () => void;
  onAdd: () => void;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  /** Recording or loading: nothing can be changed. */
  locked: boolean;
}

export function VoiceOverToolbar(p: VoiceOverToolbarProps) {
  const id = useId();
  return (
    <div className="vo-toolbar" role="toolbar" aria-label={t('voiceOver.toolbar')}>
      <label htmlFor={`${id}-lang`}>{t('voiceOver.language')}</label>
      <select
        id={`${id}-lang`}
        data-testid="vo-language"
        value={p.languageCode}
        disabled={p.locked || p.languageLocked}
        title={p.languageLocked ? t('voiceOver.saveBeforeLanguage') : undefined}
        onChange={(e) => p.onLanguage(e.target.value)}
      >
        {p.languages.map((code) => (
          <option key={code} value={code}>
            {languageName(code)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-voice`}>{t('voiceOver.voice')}</label>
      <select
        id={`${id}-voice`}
        data-testid="vo-voice"
        value={p.voice}
        disabled={p.locked || p.voices.length === 0}
        onChange={(e) => p.onVoice(e.target.value)}
      >
        {p.voices.length === 0 && <option value={p.voice}>{t('voiceOver.noVoices')}</option>}
        {p.voices.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name}
          </option>
        ))}
      </select>
      <SpeedControl
        label={t('voiceOver.globalSpeed')}
        speed={p.globalSpeed}
        disabled={p.locked}
        onChange={p.onGlobalSpeed}
        testId="vo-global-speed"
      />
      <button type="button" data-testid="vo-add" disabled={p.locked} onClick={p.onAdd}>
        {t('voiceOver.addBlock')}
      </button>
      <button
        type="button"
        data-testid="vo-generate-all"
        disabled={!p.canGenerate || p.locked || p.generating || p.toGenerate === 0}
        onClick={p.onGenerateAll}
      >
        {p.generating ? t('voiceOver.generating') : t('voiceOver.generateAll', { n: p.toGenerate })}
      </button>
      <button
        type="button"
        className="primary"
        data-testid="vo-save"
        disabled={p.locked || !p.dirty || p.saving}
        onClick={p.onSave}
      >
        {p.saving ? t('voiceOver.saving') : t('common.save')}
      </button>
    </div>
  );
}
