/**
 * One card of the step list, sortable with @dnd-kit: a drag handle (pointer, or Space then the
 * arrows then Space from the keyboard), the type, the title and description edited in place, the
 * type's own editor (checklist, file request, quiz questions), attachments, delete. The
 * introduction and conclusion cards have no handle and stay where they are (001 §5), but stay
 * drop targets, so a drop on them is refused with its message rather than silently ignored.
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { SOP_BETA_ITEM_TYPES, TITLE_MAX_LENGTH, type SopAttachment } from '@stepwise/core';
import { useId, type Dispatch } from 'react';
import { t } from '../../i18n/t';
import type { EditorItem } from './sop-editor-items';
import type { SopEditorAction } from './sop-editor-state';
import { SopAttachments } from './sop-attachments';
import { SopChecklistEditor } from './sop-checklist-editor';
import { SopFileRequestEditor } from './sop-file-request-editor';
import { SopQuizItemEditor } from './sop-quiz-item-editor';
import { itemTypeText } from './sop-rule-text';

export interface SopItemCardProps {
  item: EditorItem;
  sopId: string;
  workspaceId: string;
  dispatch: Dispatch<SopEditorAction>;
  onDelete: () => void;
}

export const isFixedCard = (item: Pick<EditorItem, 'type'>) =>
  item.type === 'introduction' || item.type === 'conclusion';

export function SopItemCard({ item, sopId, workspaceId, dispatch, onDelete }: SopItemCardProps) {
  const base = useId();
  const fixed = isFixedCard(item);
  const sortable = useSortable({
    id: item.id,
    disabled: { draggable: fixed, droppable: false },
    attributes: { roleDescription: t('sopEditor.dnd.roleDescription') },
  });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    sortable;
  const beta = (SOP_BETA_ITEM_TYPES as readonly string[]).includes(item.type);
  const title = item.title || itemTypeText(item.type);
  const id = item.id;
  const attach = (attachment: SopAttachment) => dispatch({ type: 'attach', id, attachment });

  return (
    <li
      ref={setNodeRef}
      className="sop-item"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-type={item.type}
      data-dragging={sortable.isDragging || undefined}
      data-testid="sop-item"
      data-item-id={id}
      data-title={item.title}
      aria-labelledby={`${base}-type ${base}-title`}
    >
      <div className="sop-item-head">
        {fixed ? (
          <span className="sop-drag-spacer" aria-hidden="true" />
        ) : (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="sop-drag-handle"
            {...attributes}
            {...listeners}
            aria-label={t('sopEditor.dnd.handle', { title })}
            data-testid="sop-drag-handle"
          >
            <span aria-hidden="true">⠿</span>
          </button>
        )}
        <span id={`${base}-type`} className="sop-item-type" data-type={item.type}>
          {itemTypeText(item.type)}
          {beta && <span className="sop-beta">{t('sopEditor.beta')}</span>}
        </span>
        <input
          id={`${base}-title`}
          className="sop-item-title"
          type="text"
          value={item.title}
          maxLength={TITLE_MAX_LENGTH}
          placeholder={itemTypeText(item.type)}
          aria-label={t('sopEditor.itemTitle', { type: itemTypeText(item.type) })}
          onChange={(e) => dispatch({ type: 'edit', id, patch: { title: e.currentTarget.value } })}
          data-testid="sop-item-title"
        />
        {!fixed && (
          <button
            type="button"
            className="icon-button danger"
            onClick={onDelete}
            aria-label={t('sopEditor.deleteItem', { title })}
            data-testid="sop-item-delete"
          >
            <span aria-hidden="true">🗑</span>
          </button>
        )}
      </div>
      <div className="sop-item-body">
        <label className="visually-hidden" htmlFor={`${base}-description`}>
          {t('sopEditor.itemDescription', { title })}
        </label>
        <textarea
          id={`${base}-description`}
          rows={2}
          value={item.description}
          placeholder={t('sopEditor.descriptionPlaceholder')}
          onChange={(e) =>
            dispatch({ type: 'edit', id, patch: { description: e.currentTarget.value } })
          }
          data-testid="sop-item-description"
        />
        {item.type === 'checklist' && (
          <SopChecklistEditor
            entries={item.checklistItems}
            onChange={(change) => dispatch({ type: 'checklist', id, change })}
          />
        )}
        {item.type === 'file_request' && item.fileRequest && (
          <SopFileRequestEditor
            request={item.fileRequest}
            onChange={(patch) => dispatch({ type: 'fileRequest', id, patch })}
          />
        )}
        {item.type === 'quiz' && (
          <SopQuizItemEditor
            questions={item.questions}
            onQuiz={(action) => dispatch({ type: 'quiz', id, action })}
          />
        )}
        <SopAttachments
          sopId={sopId}
          workspaceId={workspaceId}
          attachments={item.attachments}
          onAttach={attach}
          onDetach={(index) => dispatch({ type: 'detach', id, index })}
        />
      </div>
    </li>
  );
}
