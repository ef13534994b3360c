import styled from 'styled-components';
import type { ContentFormField, ContentSection } from '@wtm/contract/content';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@wtm/ui';
import { contentStudioContent as content } from '../content/content-studio-content.ts';
import { pathName, valueAt, type PathSegment } from '../lib/value-paths.ts';
import { EntryList } from './entry-list.tsx';
import { Fieldset } from './fieldset.ts';
import { PictureField } from './picture-field.tsx';

/** A group's fields side by side as width allows (a plan's name, unit and users on one row); parts that are groups or lists, and paragraphs, take a whole row. */
const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  column-gap: ${({ theme }) => theme.space.md};
  & > fieldset,
  & > .full-width {
    grid-column: 1 / -1;
  }
`;

export interface EntryFieldsProps {
  /** The section the entry is of: a picture uploads to it. */
  section: ContentSection;
  field: ContentFormField;
  value: unknown;
  path: PathSegment[];
  /** Messages by field name (`plans[2].prices.INR`). */
  errors: Record<string, string>;
  onChange: (path: PathSegment[], next: unknown) => void;
  /** The label a list item is shown under. */
  label?: string;
}

/** A number field keeps what was typed unless it is a number: the schema then names the mistake. */
const typedNumber = (text: string): unknown => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text);

/** One field of an entry, or a fieldset of its parts, drawn from the content type. */
export function EntryFields({ section, field, value, path, errors, onChange, label = field.label }: EntryFieldsProps) {
  const name = pathName(path);
  const here = valueAt(value, path);
  const error = errors[name];
  switch (field.kind) {
    case 'group':
      return (
        <Fieldset>
          <legend>{label}</legend>
          <EntryFieldList section={section} fields={field.fields} value={value} path={path} errors={errors} onChange={onChange} />
        </Fieldset>
      );
    case 'list':
      return (
        <EntryList field={field} items={valueAt(value, path)} name={name} error={error} label={label} onChange={(next) => onChange(path, next)}>
          {(index, itemLabel) => <EntryFields section={section} field={field.item} value={value} path={[...path, index]} errors={errors} onChange={onChange} label={itemLabel} />}
        </EntryList>
      );
    case 'picture':
      return <PictureField section={section} name={name} label={label} value={here} errors={errors} onChange={(next) => onChange(path, next)} />;
    case 'boolean':
      return <CheckboxField name={name} label={label} error={error} checked={here === true} onChange={(event) => onChange(path, event.target.checked ? true : undefined)} />;
    case 'choice':
      return (
        <SelectField
          name={name}
          label={label}
          error={error}
          value={typeof here === 'string' ? here : ''}
          placeholder={field.optional ? content.none : undefined}
          options={field.options.map((option) => ({ value: option, label: option }))}
          onChange={(event) => onChange(path, event.target.value === '' ? undefined : event.target.value)}
        />
      );
    case 'number':
      return <TextField name={name} label={label} error={error} inputMode="numeric" value={here === undefined ? '' : String(here)} onChange={(event) => onChange(path, typedNumber(event.target.value))} />;
    case 'text': {
      const props = { name, label, error, maxLength: field.maxLength, value: typeof here === 'string' ? here : '', onChange: (event: { target: { value: string } }) => onChange(path, event.target.value) };
      return field.multiLine ? <TextAreaField className="full-width" {...props} /> : <TextField {...props} />;
    }
  }
}

/** The fields of a group (or of an entry), laid out side by side as width allows. */
export function EntryFieldList({ fields, path, ...rest }: Omit<EntryFieldsProps, 'field' | 'label'> & { fields: ContentFormField[] }) {
  return (
    <Fields>
      {fields.map((part) => (
        <EntryFields key={part.key} field={part} path={[...path, part.key]} {...rest} />
      ))}
    </Fields>
  );
}
