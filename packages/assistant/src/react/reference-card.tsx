// A reference as a card (issue 7): poster, workflow title, step number and title, time as m:ss;
// a smart instruction's item (issue 20): the SOP's title and the item's. Choosing it calls
// `onReference`: the portal navigates, the element raises stepwise-reference.
import type { ChatReference, ChatReferenceCard } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { formatChatTime } from '../core/chat-store.js';

/** A reference as the card shows it: with poster and duration once the lookup filled them. */
export type AssistantReference = ChatReference | ChatReferenceCard;

/** What tells two references of one answer apart: the content and its step or item. */
export const referenceKey = (r: AssistantReference) =>
  `${r.type}:${r.id}:${r.type === 'workflow' ? r.stepId : r.itemId}`;

function Poster({ reference }: { reference: AssistantReference }) {
  const poster = 'poster' in reference ? reference.poster : null;
  return poster ? (
    <img src={poster} alt="" loading="lazy" part="reference-poster" />
  ) : (
    <span className="sw-assistant-card-poster" aria-hidden="true" />
  );
}

export function ReferenceCardView({
  reference,
  onReference,
}: {
  reference: AssistantReference;
  onReference: ((reference: AssistantReference) => void) | undefined;
}) {
  const t = useT();
  if (reference.type === 'multimodalSop') {
    return (
      <button
        type="button"
        className="sw-assistant-card"
        part="reference"
        data-smart-instruction-id={reference.id}
        data-item-id={reference.itemId}
        aria-label={t('assistant.openSopReference', {
          title: reference.title,
          item: reference.itemTitle,
        })}
        onClick={() => onReference?.(reference)}
      >
        <Poster reference={reference} />
        <span className="sw-assistant-card-text">
          <strong>{reference.title}</strong>
          <span>{reference.itemTitle}</span>
        </span>
      </button>
    );
  }
  const time = formatChatTime(reference.startTime);
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
      <Poster reference={reference} />
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
