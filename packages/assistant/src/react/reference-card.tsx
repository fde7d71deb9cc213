// A reference as a card (issue 7): poster, workflow title, step number and title, time as m:ss.
// Choosing it calls `onReference`: the portal navigates, the element raises stepwise-reference.
import type { ChatReference, ChatReferenceCard } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { formatChatTime } from '../core/chat-store.js';

/** A reference as the card shows it: with poster and duration once the lookup filled them. */
export type AssistantReference = ChatReference | ChatReferenceCard;

export function ReferenceCardView({
  reference,
  onReference,
}: {
  reference: AssistantReference;
  onReference: ((reference: AssistantReference) => void) | undefined;
}) {
  const t = useT();
  const time = formatChatTime(reference.startTime);
  const poster = 'poster' in reference ? reference.poster : null;
  return (
    <button
      type="button"
      className="sw-assistant-card"
      part="reference"
      data-workflow-id={reference.id}
      data-step-id={reference.stepId}
      aria-label={t('assistant.openReference', {
        workflow: reference.workflowTitle,
        number: reference.stepOrder,
        step: reference.stepTitle,
        time,
      })}
      onClick={() => onReference?.(reference)}
    >
      {poster ? (
        <img src={poster} alt="" loading="lazy" part="reference-poster" />
      ) : (
        <span className="sw-assistant-card-poster" aria-hidden="true" />
      )}
      <span className="sw-assistant-card-text">
        <strong>{reference.workflowTitle}</strong>
        <span>
          {t('assistant.stepNumber', { number: reference.stepOrder })} · {reference.stepTitle}
        </span>
        <span className="sw-assistant-card-time">{time}</span>
      </span>
    </button>
  );
}
