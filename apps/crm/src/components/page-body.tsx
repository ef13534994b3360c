import styled from 'styled-components';
import { Section } from '@wtm/ui';

/** The band right under a PageHeader: the header's own spacing already separates them. */
export const PageBody = styled(Section)`
  padding-top: 0;

  ${({ theme }) => theme.media.laptop} {
    padding-top: 0;
  }
`;
