import styled from 'styled-components';

const Text = styled.span`
  display: inline-block;
  /* Also as a flex item (a menu button's label): it may shrink below its text's width. */
  min-width: 0;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
`;

/** Props of {@link TruncatedText}. */
export interface TruncatedTextProps {
  /** The whole text, e.g. an e-mail address; also the tooltip when it is cut. */
  children: string;
  className?: string;
}

/**
 * One line that ends in an ellipsis where it does not fit (a long e-mail address on a
 * phone). Screen readers and the tooltip get the whole text.
 */
export function TruncatedText({ children, className }: TruncatedTextProps) {
  return (
    <Text title={children} className={className}>
      {children}
    </Text>
  );
}
