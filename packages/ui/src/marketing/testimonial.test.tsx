import { screen } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { Testimonial } from './testimonial.tsx';

describe('Testimonial', () => {
  it('shows the quote and who said it, as a figure with a caption', () => {
    renderWithUi(
      <Testimonial
        quote="Month-end closing went from five days to one."
        person="Rahul Verma"
        role="Chief Accountant"
        company="Verma Textiles"
      />,
    );
    const figure = screen.getByRole('figure');
    expect(figure).toHaveTextContent('Month-end closing went from five days to one.');
    expect(screen.getByText('Month-end closing went from five days to one.').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('Rahul Verma')).toBeInTheDocument();
    expect(screen.getByText('Chief Accountant, Verma Textiles')).toBeInTheDocument();
  });

  it('leaves the role line out when neither role nor company is given', () => {
    renderWithUi(<Testimonial quote="Support answered within the hour." person="Anita Rao" />);
    expect(screen.getByRole('figure')).toHaveTextContent(/^Support answered within the hour\.Anita Rao$/);
  });
});
