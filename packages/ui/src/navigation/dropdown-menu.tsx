import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { List, Root, Toggle } from './dropdown-menu-styles.ts';

/** Props of {@link DropdownMenu}. */
export interface DropdownMenuProps {
  /** Text of the toggle button, e.g. "Products" or the signed-in user's email. */
  label: ReactNode;
  /** Entries of the list, each rendered in its own `<li>`: links, or plain text lines. */
  items: ReactNode[];
  /** Which edge of the button the list lines up with. Default `start`; use `end` at the right of a bar. */
  align?: 'start' | 'end';
  /** `id` of the list (referenced by `aria-controls`); generated when left out. */
  id?: string;
  className?: string;
}

const focusableSelector = 'a[href], button:not([disabled])';

/**
 * A disclosure menu: a button that shows and hides a list of links (WAI-ARIA disclosure
 * pattern, which suits site navigation better than `role="menu"`). Enter, Space or a
 * click toggles it; Escape closes it and returns focus to the button; a click outside,
 * Tab past the last entry or following a link closes it. Arrow keys move between entries.
 */
export function DropdownMenu({ label, items, align = 'start', id, className }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const generatedId = useId();
  const listId = id ?? `${generatedId}-list`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Arrow keys on the closed button open the list first; focus the entry once it is shown.
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const entries = entriesOf(listRef.current);
    (focusOnOpen.current === 'first' ? entries[0] : entries.at(-1))?.focus();
    focusOnOpen.current = null;
  }, [open]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      if (!open) return;
      // Stop here so an enclosing dialog or collapsible header does not close as well.
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const onButton = event.target === buttonRef.current;
    if (onButton && !open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
      setOpen(true);
      return;
    }
    if (open) moveFocus(event, entriesOf(listRef.current));
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    // relatedTarget is null when the user clicks something unfocusable; the outside-click
    // listener covers that case, so only a real focus move elsewhere closes the menu here.
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setOpen(false);
  }

  function handleListClick(event: MouseEvent<HTMLUListElement>) {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  }

  return (
    <Root ref={rootRef} className={className} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <Toggle ref={buttonRef} type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((was) => !was)}>
        {label}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Toggle>
      <List ref={listRef} id={listId} hidden={!open} $align={align} onClick={handleListClick}>
        {items.map((item, index) => (
          // Entries are static content in a fixed order, so the index is a stable key.
          <li key={index}>{item}</li>
        ))}
      </List>
    </Root>
  );
}

function entriesOf(list: HTMLUListElement | null): HTMLElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLElement>(focusableSelector)) : [];
}

function moveFocus(event: KeyboardEvent, entries: HTMLElement[]) {
  if (entries.length === 0) return;
  const current = entries.indexOf(document.activeElement as HTMLElement);
  const last = entries.length - 1;
  const targets: Record<string, number> = {
    ArrowDown: current < 0 || current === last ? 0 : current + 1,
    ArrowUp: current <= 0 ? last : current - 1,
    Home: 0,
    End: last,
  };
  const next = targets[event.key];
  if (next === undefined) return;
  event.preventDefault();
  entries[next]?.focus();
}
