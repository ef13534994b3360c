import { screen } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { TextAreaField } from './text-area-field.tsx';

describe('TextAreaField', () => {
  it('is a labelled multi-line box that accepts typing', async () => {
    const onChange = jest.fn();
    const { user } = renderWithUi(
      <TextAreaField name="comment" label="Description" placeholder="Tell us what you need" onChange={onChange} />,
    );
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '4');
    await user.type(box, 'We need GST invoicing for 3 branches.');
    expect(box).toHaveValue('We need GST invoicing for 3 branches.');
    expect(onChange).toHaveBeenCalled();
  });

  it('shows an inline error tied to the box', () => {
    renderWithUi(<TextAreaField name="comment" label="Description" error="Description is required" />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Description is required');
  });
});
