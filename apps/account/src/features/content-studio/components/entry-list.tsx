import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ContentFormField } from '@wtm/contract/content';
import { Button } from '@wtm/ui';
import { contentStudioContent as content } from '../content/content-studio-content.ts';
import { Fieldset } from './fieldset.ts';

const ItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: calc(-1 * ${({ theme }) => theme.space.sm}) 0 ${({ theme }) => theme.space.md};
`;

/** A list's items in their order: each can be moved, removed or added within the bounds its content type sets. */
export interface EntryListProps {
  field: Extract<ContentFormField, { kind: 'list' }>;
  items: unknown;
  /** The list's field name (`features`): its items' buttons are named after it. */
  name: string;
  error: string | undefined;
  label: string;
  onChange: (next: unknown[]) => void;
  /** One item's fields. */
  children: (index: number, label: string) => ReactNode;
}

export function EntryList({ field, items, name, error, label, onChange, children }: EntryListProps) {
  const list = Array.isArray(items) ? (items as unknown[]) : [];
  const { fixed, min, max } = field.bounds;
  const itemLabel = (index: number) => content.item(field.item.label, index);
  // The moved item keeps the focus: its button at its new place takes it once drawn.
  const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
  const move = (from: number, to: number) => {
    const next = [...list];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
    // At either end its button that way is disabled: the other one takes the focus.
    const up = to < from ? to > 0 : to === next.length - 1;
    focusLater(`${name}[${to}]-${up ? 'up' : 'down'}`);
  };
  const remove = (index: number) => {
    onChange(list.filter((_item, at) => at !== index));
    focusLater(`${name}-add`);
  };
  const add = () => onChange([...list, field.item.kind === 'group' ? {} : undefined]);

  return (
    <Fieldset>
      <legend>{label}</legend>
      {error ? <p role="alert">{error}</p> : null}
      {list.map((_item, index) => (
        <div key={index}>
          {children(index, itemLabel(index))}
          {fixed ? null : (
            <ItemActions>
              <Button type="button" size="sm" variant="secondary" id={`${name}[${index}]-up`} aria-label={content.moveUp(itemLabel(index))} disabled={index === 0} onClick={() => move(index, index - 1)}>
                {content.up}
              </Button>
              <Button type="button" size="sm" variant="secondary" id={`${name}[${index}]-down`} aria-label={content.moveDown(itemLabel(index))} disabled={index === list.length - 1} onClick={() => move(index, index + 1)}>
                {content.down}
              </Button>
              <Button type="button" size="sm" variant="secondary" aria-label={content.removeItem(itemLabel(index))} disabled={list.length <= min} onClick={() => remove(index)}>
                {content.remove}
              </Button>
            </ItemActions>
          )}
        </div>
      ))}
      {fixed ? null : (
        <Button type="button" size="sm" variant="secondary" id={`${name}-add`} disabled={max !== undefined && list.length >= max} onClick={add}>
          {content.addItem(field.item.label)}
        </Button>
      )}
    </Fieldset>
  );
}
