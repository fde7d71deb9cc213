/**
 * An SOP item as view mode shows it, with its type's look (001 §3): steps numbered 1, 2, ...,
 * substeps 1.1, a warning in a note box with its icon, tools as a list (one per line of the
 * description), a checklist, a photo request, a quiz item's questions (answered in run mode only),
 * and the attachments: images (lazy, with their name as alt text), videos with controls, documents
 * and workflows as links.
 */
import type { SopAttachment, SopItemForViewing } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import type { ReactNode, Ref } from 'react';
import { TYPE_KEYS } from './shared.js';

export interface SopItemViewProps {
  item: SopItemForViewing;
  number?: string | undefined;
  /** Where a workflow attachment opens (the portal's player, the host's page). */
  workflowHref?: ((workflowId: string) => string) | undefined;
  /** Run mode puts the interactive part (ticks, photo, answers) here; view mode shows its text. */
  children?: ReactNode;
  /** The heading level of the item's title (run mode's lead item is the step's h3). */
  level?: 3 | 4;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function SopItemView({
  item,
  number,
  workflowHref,
  children,
  level = 3,
  headingRef,
}: SopItemViewProps) {
  const t = useT();
  const Heading = level === 3 ? 'h3' : 'h4';
  const typeKey = TYPE_KEYS[item.type];
  const isWarning = item.type === 'warning';
  return (
    <article
      className="sw-si-item"
      data-type={item.type}
      part="item"
      {...(isWarning ? { role: 'note' } : {})}
      aria-labelledby={`sw-si-title-${item.id}`}
    >
      <Heading
        className="sw-si-item-title"
        id={`sw-si-title-${item.id}`}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
      >
        {isWarning ? (
          <span className="sw-si-icon" aria-hidden="true">
            ⚠
          </span>
        ) : null}
        {number ? <span className="sw-si-number">{number}</span> : null}
        {typeKey && item.title !== t(typeKey) ? (
          <span className="sw-si-type">{t(typeKey)}</span>
        ) : null}
        <span>{item.title}</span>
      </Heading>
      <ItemDescription item={item} />
      {children ?? <StaticPart item={item} />}
      {item.attachments.length > 0 ? (
        <Attachments attachments={item.attachments} workflowHref={workflowHref} />
      ) : null}
    </article>
  );
}

function ItemDescription({ item }: { item: SopItemForViewing }) {
  if (!item.description) return null;
  if (item.type === 'tool') {
    const tools = item.description
      .split('\n')
      .map((line) => line.replace(/^\s*[-*•]\s*/, '').trim())
      .filter(Boolean);
    return (
      <ul className="sw-si-tools" part="tools">
        {tools.map((tool, index) => (
          <li key={`${index}-${tool}`}>{tool}</li>
        ))}
      </ul>
    );
  }
  return <p className="sw-si-description">{item.description}</p>;
}

/** View mode's part of an item that run mode makes interactive. */
function StaticPart({ item }: { item: SopItemForViewing }) {
  const t = useT();
  if (item.type === 'checklist' && item.checklistItems.length > 0) {
    return (
      <ul className="sw-si-checklist" part="checklist">
        {item.checklistItems.map((c) => (
          <li key={c.id}>
            <span className="sw-si-box" aria-hidden="true" />
            {c.text}
          </li>
        ))}
      </ul>
    );
  }
  if (item.type === 'file_request' && item.fileRequest?.description) {
    return <p className="sw-si-muted">{item.fileRequest.description}</p>;
  }
  if (item.type === 'quiz' && item.questions.length > 0) {
    return (
      <div className="sw-si-quiz" part="quiz">
        <ol className="sw-si-questions">
          {item.questions.map((q) => (
            <li key={q.id}>
              <p>{q.title}</p>
              <ul className="sw-si-options">
                {q.options.map((o) => (
                  <li key={o.letter}>
                    <span className="sw-si-letter">{o.letter}</span> {o.text}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        <p className="sw-si-muted">{t('instruction.quiz.answerInRun')}</p>
      </div>
    );
  }
  return null;
}

function Attachments({
  attachments,
  workflowHref,
}: {
  attachments: readonly SopAttachment[];
  workflowHref?: ((workflowId: string) => string) | undefined;
}) {
  const t = useT();
  return (
    <ul className="sw-si-attachments" part="attachments" aria-label={t('instruction.attachments')}>
      {attachments.map((a, index) => (
        <li key={index} data-kind={a.kind}>
          {a.kind === 'workflow' ? (
            workflowHref ? (
              <a href={workflowHref(a.workflowId)} target="_blank" rel="noopener noreferrer">
                {t('instruction.openWorkflow')}
              </a>
            ) : (
              <span className="sw-si-muted">{t('instruction.openWorkflow')}</span>
            )
          ) : a.kind === 'image' ? (
            <img src={a.url} alt={a.name} loading="lazy" decoding="async" />
          ) : a.kind === 'video' ? (
            <video
              controls
              preload="metadata"
              src={a.url}
              aria-label={a.name}
              {...(a.thumbnail ? { poster: a.thumbnail } : {})}
            />
          ) : (
            <a href={a.url} target="_blank" rel="noopener noreferrer">
              {t('instruction.openDocument', { name: a.name })}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
