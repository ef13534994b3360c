import styled from 'styled-components';

/**
 * A form's fields two a row from tablet width up and one a row on a phone, in reading
 * order. A field given `className="full-width"` takes a whole row (a select with long
 * choices, a description). Rows are spaced by the fields' own bottom margin.
 */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  & > .full-width {
    grid-column: 1 / -1;
  }
`;
