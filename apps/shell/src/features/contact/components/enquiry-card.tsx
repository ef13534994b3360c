import styled from 'styled-components';

/** The raised box around the Sales Enquiry form. */
export const EnquiryCard = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  ${({ theme }) => theme.mediaBelow.tablet} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

/**
 * Contact details beside the form from laptop width up; stacked on phones and tablets.
 * The form's column is the wider one, whichever side it is on.
 */
export const TwoColumns = styled.div<{ $formSide: 'start' | 'end' }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: ${({ $formSide }) => ($formSide === 'end' ? 'minmax(0, 5fr) minmax(0, 7fr)' : 'minmax(0, 7fr) minmax(0, 5fr)')};
  }
`;
