import styled from 'styled-components';

/** A refusal's reason keeps its lines: the pages that failed, one a line. */
export const RefusalReason = styled.p`
  white-space: pre-wrap;
`;
