import styled from 'styled-components';
import { BackToTop, FooterColumn, FooterColumns, SiteFooter as FooterBand, SocialLinks } from '@wtm/ui';
import { footerGroups } from '../../content/navigation-content.ts';
import { company, socialLinks } from '../../content/site-content.ts';

// Inside the band's own Container already: a second one would indent the row again.
const BottomRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.md};
`;

/** Useful Links, Products, About, social links, copyright and back-to-top. */
export function SiteFooter() {
  return (
    <FooterBand>
      <FooterColumns label="Footer">
        {footerGroups.map((group) => (
          <FooterColumn key={group.heading} heading={group.heading} links={group.links} />
        ))}
        <FooterColumn heading="Follow us" links={[]}>
          <SocialLinks links={socialLinks} />
        </FooterColumn>
      </FooterColumns>
      <BottomRow>
        <small>{company.copyright}</small>
        <BackToTop focusTargetId="main-content" />
      </BottomRow>
    </FooterBand>
  );
}
