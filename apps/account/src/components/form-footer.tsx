import styled from 'styled-components';

/** Secondary links under a form ("Forget Password?", "Register"…), easy to tap on a phone. */
export const FormFooter = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  text-align: center;

  a {
    display: inline-block;
    padding-block: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
