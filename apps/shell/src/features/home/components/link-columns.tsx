import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { homeContent, type HomeLinkColumn } from '../content/home-content.ts';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Column = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  li {
    padding: ${({ theme }) => theme.space.xs} 0;
  }
`;

function ColumnHeading({ column }: { column: HomeLinkColumn }) {
  // The sales and service heading is a plain link: a full page load.
  if (column.headingFullPageLoad) return <a href={column.headingHref}>{column.heading}</a>;
  return <Link to={column.headingHref}>{column.heading}</Link>;
}

/** The two link columns, with their exact targets. */
export function LinkColumns() {
  return (
    <Columns>
      {homeContent.columns.map((column) => (
        <Column key={column.heading} aria-label={column.heading}>
          <h2>
            <ColumnHeading column={column} />
          </h2>
          <ul>
            {column.items.map((item) => (
              <li key={item.label}>
                <Link to={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </Column>
      ))}
    </Columns>
  );
}
