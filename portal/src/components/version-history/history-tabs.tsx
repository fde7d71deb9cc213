// The tabs of a publish-history dialog (Versions, Approvals): the WAI-ARIA tabs pattern, arrow
// keys and Home / End move between tabs, the panel follows the selected one.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface HistoryTab {
  id: string;
  label: string;
  render: () => ReactNode;
}

export function HistoryTabs({ tabs, label }: { tabs: HistoryTab[]; label: string }) {
  const base = useId();
  const [selected, setSelected] = useState(tabs[0]!.id);
  const refs = useRef(new Map<string, HTMLButtonElement>());
  // One tab: no tab list, the panel alone (a flag may leave only Versions).
  if (tabs.length === 1) return <>{tabs[0]!.render()}</>;
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0]!;
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(tabs[next]!.id);
    refs.current.get(tabs[next]!.id)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className="history-tabs">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === current.id}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === current.id ? 0 : -1}
            onClick={() => setSelected(tab.id)}
            onKeyDown={(event) => move(event, index)}
            data-testid={`history-tab-${tab.id}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel-${current.id}`}
        aria-labelledby={`${base}-tab-${current.id}`}
        tabIndex={0}
      >
        {current.render()}
      </div>
    </>
  );
}
