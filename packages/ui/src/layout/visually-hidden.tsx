import styled from 'styled-components';

/**
 * Hides content from the eye but not from screen readers, e.g. the text name of an
 * icon-only link. Renders a `<span>`; use `as="div"` for block content.
 */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;
