import { renderWithUi } from '../test/render.tsx';
import { FieldGrid } from './field-grid.tsx';
import { TextAreaField } from './text-area-field.tsx';
import { TextField } from './text-field.tsx';

describe('FieldGrid', () => {
  it('keeps the fields in reading order, one a row on a phone, a full-width one spanning the row', () => {
    const { container } = renderWithUi(
      <FieldGrid>
        <TextField name="firstName" label="Name" />
        <TextField name="company" label="Company" />
        <TextAreaField name="comment" label="Description" className="full-width" />
      </FieldGrid>,
    );
    const grid = container.firstElementChild as HTMLElement;
    // jsdom ignores @media, so it sees the phone layout: one column.
    expect(grid).toHaveStyle({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' });
    const cells = Array.from(grid.children).map((cell) => ({
      control: cell.querySelector('input, textarea')?.getAttribute('name'),
      span: getComputedStyle(cell).getPropertyValue('grid-column').replace(/\s/g, ''),
    }));
    expect(cells).toEqual([
      { control: 'firstName', span: '' },
      { control: 'company', span: '' },
      { control: 'comment', span: '1/-1' },
    ]);
  });
});
