import styled from 'styled-components';
import { StatusMessage } from '@wtm/ui';

// Pieces the shell's public forms share (the sales enquiry, a webinar sign-up).

/** "Fields marked * are required." above a form. */
export const FormNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The "please wait" line under the button; no space while it is empty. */
export const FormStatus = styled(StatusMessage)`
  &:empty {
    padding: 0;
  }
`;

/** Focused after a submit, so the outcome is read out and the keyboard stays near the button. */
export const FormOutcomeSlot = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  scroll-margin-top: 96px;
  &:focus {
    outline: none;
  }
`;
