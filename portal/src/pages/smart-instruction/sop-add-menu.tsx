/**
 * The "Add" menu at one position of the step list (001 §3 step types in the editor's order, the
 * beta ones marked). An entry core's insertRefusal turns down there is shown disabled, with the
 * rule's message as its description, rather than hidden: the author learns why.
 */
import {
  insertRefusal,
  SOP_BETA_ITEM_TYPES,
  SOP_STEP_TYPES,
  type SopEditorItemType,
  type SopListItem,
} from '@stepwise/core';
import { Menu, type MenuItem } from '../../components/menu';
import { t } from '../../i18n/t';
import { itemTypeText, ruleText } from './sop-rule-text';

const isBeta = (type: SopEditorItemType) =>
  (SOP_BETA_ITEM_TYPES as readonly string[]).includes(type);

export function SopAddMenu({
  items,
  position,
  onAdd,
}: {
  items: readonly SopListItem[];
  position: number;
  onAdd: (type: SopEditorItemType) => void;
}) {
  const entries: MenuItem[] = SOP_STEP_TYPES.map((type) => {
    const refusal = insertRefusal(items, position, type);
    const label = isBeta(type)
      ? t('sopEditor.betaType', { type: itemTypeText(type) })
      : itemTypeText(type);
    return {
      key: type,
      label,
      onSelect: () => onAdd(type),
      testId: `sop-add-${type}`,
      ...(refusal ? { disabled: true, hint: ruleText(refusal) } : {}),
    };
  });
  return (
    <div className="sop-add" data-testid="sop-add" data-position={position}>
      <Menu
        label={t('sopEditor.addAt', { position: position + 1 })}
        items={entries}
        testId={`sop-add-menu-${position}`}
        trigger={
          <>
            <span aria-hidden="true">+</span> {t('sopEditor.add')}
          </>
        }
        triggerClassName="sop-add-button"
        align="start"
      />
    </div>
  );
}
