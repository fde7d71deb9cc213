/**
 * A voice-over speed (001 §3): a 0.5-2 slider and an Auto switch (speed 0: the audio is fitted
 * to the block). The global control also shows Mixed (-1) when the blocks differ.
 */
import { VOICE_OVER } from '@stepwise/core';
import { useId } from 'react';
import { t } from '../../i18n/t';

export function SpeedControl({
  label,
  speed,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  speed: number;
  disabled?: boolean;
  onChange: (speed: number) => void;
  testId: string;
}) {
  const id = useId();
  const auto = speed === VOICE_OVER.autoSpeed;
  const mixed = speed === VOICE_OVER.mixedSpeed;
  const shown = auto || mixed ? VOICE_OVER.defaultSpeed : speed;
  return (
    <div className="vo-speed" data-testid={testId} data-speed={speed}>
      <label htmlFor={`${id}-range`}>{label}</label>
      <input
        id={`${id}-range`}
        type="range"
        min={VOICE_OVER.minSpeed}
        max={VOICE_OVER.maxSpeed}
        step={0.05}
        value={shown}
        disabled={disabled || auto}
        aria-valuetext={mixed ? t('voiceOver.speedMixed') : `${shown}×`}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      <output htmlFor={`${id}-range`}>
        {auto
          ? t('voiceOver.speedAuto')
          : mixed
            ? t('voiceOver.speedMixed')
            : `${shown.toFixed(2)}×`}
      </output>
      <label className="vo-speed-auto">
        <input
          type="checkbox"
          checked={auto}
          disabled={disabled}
          onChange={(e) =>
            onChange(e.target.checked ? VOICE_OVER.autoSpeed : VOICE_OVER.defaultSpeed)
          }
        />
        {t('voiceOver.speedAuto')}
      </label>
    </div>
  );
}
