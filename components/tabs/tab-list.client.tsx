'use client';
import { useRef, type KeyboardEvent } from 'react';
import styles from './tabs.module.css';

export interface TabListProps<Tab extends string> {
  /** What the tabs choose between, read by screen readers. */
  label: string;
  tabs: readonly Tab[];
  selected: Tab;
  onSelect: (tab: Tab) => void;
  labelOf: (tab: Tab) => string;
  /** Ids are `{idPrefix}-{tab}-tab`; the panel the tabs control is `{idPrefix}-panel`. */
  idPrefix: string;
}

/** The id of the panel a `TabList` controls: give it to the `role="tabpanel"` element. */
export const tabPanelId = (idPrefix: string) => `${idPrefix}-panel`;
export const tabId = (idPrefix: string, tab: string) => `${idPrefix}-${tab}-tab`;

/**
 * The WAI-ARIA tabs pattern on plain buttons: one tab in the Tab order, arrows move between tabs
 * and select them, Home and End jump. Choosing the chosen tab again keeps it: a tab cannot be
 * deselected.
 */
export function TabList<Tab extends string>({ label, tabs, selected, onSelect, labelOf, idPrefix }: TabListProps<Tab>) {
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.indexOf(selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onSelect(tab);
    buttons.current[tab]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            buttons.current[tab] = element;
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab)}
          aria-controls={tabPanelId(idPrefix)}
          aria-selected={tab === selected}
          tabIndex={tab === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab)}
        >
          {labelOf(tab)}
        </button>
      ))}
    </div>
  );
}
