import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

/** One tab of {@link Tabs}. */
export interface TabItem {
  /** Stable identifier, passed to `onChange` (e.g. `INR`). */
  value: string;
  label: ReactNode;
  content: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. "Currency". */
  label: string;
  /** Selected tab when controlled; pair it with `onChange`. */
  value?: string;
  /** Initially selected tab when uncontrolled. Default: the first item. */
  defaultValue?: string;
  /** Called with the newly selected tab's value. */
  onChange?: (value: string) => void;
  className?: string;
}

const TabList = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
`;

const Tab = styled.button`
  min-height: 40px;
  min-width: 72px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Panel = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const keyTargets: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * WAI-ARIA tabs: a tab list and one panel per tab. Only the selected tab is in the Tab
 * order; arrow keys, Home and End move between tabs and select them at once, which
 * suits cheap panels such as the USD/INR price switch. Controlled with `value` +
 * `onChange`, or uncontrolled with `defaultValue`.
 */
export function Tabs({ items, label, value, defaultValue, onChange, className }: TabsProps) {
  const baseId = useId();
  const [internalValue, setInternalValue] = useState(defaultValue ?? items[0]?.value);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const requested = value ?? internalValue;
  // An unknown value would leave no tab reachable by keyboard; fall back to the first.
  const selectedIndex = Math.max(0, items.findIndex((item) => item.value === requested));

  function select(index: number) {
    const item = items[index];
    if (!item) return;
    if (value === undefined) setInternalValue(item.value);
    if (index !== selectedIndex) onChange?.(item.value);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = keyTargets[event.key];
    if (!target || items.length === 0) return;
    event.preventDefault();
    const next = target(selectedIndex, items.length);
    select(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className={className}>
      <TabList role="tablist" aria-label={label} onKeyDown={handleKeyDown} data-needs-script>
        {items.map((item, index) => (
          <Tab
            key={item.value}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-controls={`${baseId}-panel-${index}`}
            aria-selected={index === selectedIndex}
            tabIndex={index === selectedIndex ? 0 : -1}
            onClick={() => select(index)}
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item, index) => (
        <Panel
          key={item.value}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selectedIndex}
          tabIndex={0}
        >
          {item.content}
        </Panel>
      ))}
    </div>
  );
}
