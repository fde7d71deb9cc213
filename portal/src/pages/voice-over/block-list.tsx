/**
 * The voice-over block editor's list (001 §2, drag reorder): @dnd-kit sortable with a pointer
 * sensor (a 5 px move starts a drag, so clicks stay clicks) and a keyboard sensor on the handle
 * (Space picks the block up, arrows move it, Space drops it); the ↑ / ↓ buttons do the same in
 * one key press. Each row's status and warnings come from core's block rules.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  blockStatusOf,
  blockWarnings,
  type AudioById,
  type TtsBlock,
  type VideoBounds,
} from '@stepwise/core';
import { t } from '../../i18n/t';
import { BlockRow, type BlockRowProps } from './block-row';

export interface BlockListProps {
  blocks: readonly TtsBlock[];
  audios: AudioById;
  bounds: VideoBounds;
  selected: number;
  canGenerate: boolean;
  locked: boolean;
  /** The block whose audio plays, or loads to play. */
  playing: { key: string; loading: boolean } | null;
  onSelect: (index: number) => void;
  onText: (key: string, text: string) => void;
  onSpeed: (index: number, speed: number) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (key: string) => void;
  onGenerate: (key: string) => void;
  onPlay: (block: TtsBlock) => void;
}

function SortableBlock(props: BlockRowProps) {
  const sortable = useSortable({ id: props.block.key, disabled: props.locked });
  const { attributes, listeners, setNodeRef, transform, transition } = sortable;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={sortable.isDragging || undefined}
    >
      <BlockRow {...props} handle={{ attributes, listeners }} />
    </li>
  );
}

export function BlockList(props: BlockListProps) {
  const { blocks, audios } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (blocks.length === 0) {
    return (
      <p className="muted" data-testid="vo-empty">
        {t('voiceOver.empty')}
      </p>
    );
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = blocks.findIndex((b) => b.key === active.id);
    const to = blocks.findIndex((b) => b.key === over.id);
    if (from >= 0 && to >= 0) props.onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ screenReaderInstructions: { draggable: t('voiceOver.dragInstructions') } }}
    >
      <SortableContext items={blocks.map((b) => b.key)} strategy={verticalListSortingStrategy}>
        <ol className="vo-block-list" data-testid="vo-block-list">
          {blocks.map((block, index) => {
            const audio = block.text2SpeechId ? audios[block.text2SpeechId] : undefined;
            const warnings = blockWarnings(block, audio, props.bounds);
            const playing = props.playing?.key === block.key ? props.playing : null;
            const status = blockStatusOf(block, audio, {
              warnings,
              playing: playing !== null && !playing.loading,
              audioLoading: playing?.loading ?? false,
            });
            return (
              <SortableBlock
                key={block.key}
                block={block}
                index={index}
                total={blocks.length}
                status={status}
                warnings={warnings}
                selected={props.selected === index}
                canGenerate={props.canGenerate}
                locked={props.locked}
                onSelect={() => props.onSelect(index)}
                onText={(text) => props.onText(block.key, text)}
                onSpeed={(speed) => props.onSpeed(index, speed)}
                onMove={(to) => props.onMove(index, to)}
                onRemove={() => props.onRemove(block.key)}
                onGenerate={() => props.onGenerate(block.key)}
                onPlay={() => props.onPlay(block)}
              />
            );
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
