/**
 * The step list (001 §2 step-list editor with drag and drop): @dnd-kit with a pointer sensor
 * (a 5 px move starts a drag, so clicks stay clicks) and a keyboard sensor (Space picks the card
 * up, the arrows move it, Space drops it, Escape cancels). A drop is handed to the editor state,
 * which checks it with core's dropRefusal first; a refused drop changes nothing, so the card
 * returns to its place. Screen readers hear each step of a drag in the reader's language, and a
 * refusal's message when the drop is refused.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { dropRefusal } from '@stepwise/core';
import { Fragment, useMemo, type Dispatch } from 'react';
import { t } from '../../i18n/t';
import type { EditorItem } from './sop-editor-items';
import type { SopEditorAction } from './sop-editor-state';
import { SopAddMenu } from './sop-add-menu';
import { SopItemCard } from './sop-item-card';
import { itemTypeText, ruleText } from './sop-rule-text';

export interface SopStepListProps {
  items: readonly EditorItem[];
  sopId: string;
  workspaceId: string;
  dispatch: Dispatch<SopEditorAction>;
  onDelete: (item: EditorItem) => void;
}

export function SopStepList({ items, sopId, workspaceId, dispatch, onDelete }: SopStepListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((i) => i.id), [items]);
  const nameOf = (id: string | number) => {
    const item = items.find((i) => i.id === id);
    if (!item) return String(id);
    const position = items.indexOf(item) + 1;
    return t('sopEditor.dnd.name', {
      title: item.title || itemTypeText(item.type),
      position,
      total: items.length,
    });
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('sopEditor.dnd.pickedUp', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('sopEditor.dnd.over', { name: nameOf(active.id), target: nameOf(over.id) })
        : t('sopEditor.dnd.notOver', { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) => {
      if (!over) return t('sopEditor.dnd.notOver', { name: nameOf(active.id) });
      const refusal = dropRefusal(items, String(active.id), String(over.id));
      return refusal
        ? t('sopEditor.dnd.refused', { message: ruleText(refusal) })
        : t('sopEditor.dnd.dropped', { name: nameOf(active.id), target: nameOf(over.id) });
    },
    onDragCancel: ({ active }) => t('sopEditor.dnd.cancelled', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    dispatch({ type: 'drop', draggedId: String(active.id), targetId: String(over.id) });
  };
  const last = items.at(-1)?.type === 'conclusion' ? items.length - 1 : items.length;
  // One Add menu before the first item unless the introduction holds that place, then one after
  // every item up to the conclusion.
  const addAt = (position: number) => (
    <SopAddMenu
      items={items}
      position={position}
      onAdd={(itemType) => dispatch({ type: 'insert', position, itemType })}
    />
  );

  const empty = items.every((i) => i.type === 'introduction' || i.type === 'conclusion');

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('sopEditor.dnd.instructions') },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {empty && (
          <p className="muted" data-testid="sop-empty">
            {t('sopEditor.empty')}
          </p>
        )}
        {items[0]?.type !== 'introduction' && addAt(0)}
        <ol className="sop-step-list" data-testid="sop-step-list">
          {items.map((item, index) => (
            <Fragment key={item.key}>
              <SopItemCard
                item={item}
                sopId={sopId}
                workspaceId={workspaceId}
                dispatch={dispatch}
                onDelete={() => onDelete(item)}
              />
              {index + 1 <= last && (
                // Not an item of the list: screen readers count only the cards.
                <li className="sop-add-slot" role="none">
                  {addAt(index + 1)}
                </li>
              )}
            </Fragment>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
