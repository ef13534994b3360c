import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/**
 * Props every field shares. They line up with react-final-form's render props, so
 * `<TextField {...input} label="Email" error={shown ? meta.error : undefined} />` works
 * without this package depending on react-final-form.
 */
export interface FieldBaseProps {
  /** `id` of the control; generated when left out. The label and messages point at it. */
  id?: string;
  name: string;
  /** Visible label, tied to the control with `<label htmlFor>`. */
  label: ReactNode;
  /**
   * Error text. When set, the control gets `aria-invalid="true"`, error styling and an
   * inline message referenced by `aria-describedby`. Pass it only after a submit attempt
   * (errors show only then).
   */
  error?: string;
  /** Help text under the control, also referenced by `aria-describedby`. */
  hint?: ReactNode;
  /** Class of the wrapper, for layout tweaks by the caller. */
  className?: string;
}

/** Works out the ids and ARIA attributes that tie a control to its label and messages. */
export function useFieldAria(id: string | undefined, error: string | undefined, hint: ReactNode, describedBy?: string) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const ids = [describedBy, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean);
  return {
    controlId,
    errorId,
    hintId,
    controlAria: {
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    },
  };
}

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const RequiredMark = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.fieldError};
`;

/** Label text with a visual `*` for required fields; `required` itself tells screen readers. */
export function LabelText({ children, required }: { children: ReactNode; required?: boolean }) {
  return (
    <>
      {children}
      {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
    </>
  );
}

const HintText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.fieldError};
`;

/** The hint and error lines under a control; each renders only when it has text. */
export function FieldMessages({ hint, hintId, error, errorId }: { hint: ReactNode; hintId: string; error?: string; errorId: string }) {
  return (
    <>
      {hint ? <HintText id={hintId}>{hint}</HintText> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </>
  );
}

/** Border, size and focus look shared by text inputs, selects and text areas. */
export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: ${({ $invalid }) => ($invalid ? '2px' : '1px')} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.fieldError : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  /* Focus moved here (the first invalid field after a refused submit) scrolls the control
     clear of the site's sticky header. */
  scroll-margin-top: 96px;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:focus {
    outline: 3px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.fieldError : theme.colors.focus)};
    outline-offset: 1px;
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surface};
    cursor: not-allowed;
  }
`;
