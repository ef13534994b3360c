import styled from 'styled-components';

// RootLayout leaves the footer out while this is shown (data-page-loading), so nothing a
// visitor sees moves when the page arrives, however tall or short it is (the
// footer jumped when a section mounted, CLS 0.32 on /books and /crm/pricing). A full
// viewport of height keeps the page scrollable as the arriving page almost always is,
// so a desktop scrollbar does not appear with it and narrow the header.
const Placeholder = styled.div`
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** Shown while a page's files load: a remote's, or one of the shell's lazy pages. */
export function SectionLoading() {
  return (
    <Placeholder role="status" data-page-loading="">
      Loading…
    </Placeholder>
  );
}
