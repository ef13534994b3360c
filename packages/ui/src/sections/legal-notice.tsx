import styled from 'styled-components';
// A bundled entry takes the shared pieces by the package's name (decision 0024).
import { TargetLink, type LinkTarget } from '@wtm/ui';

/** Props of {@link LegalNotice}. */
export interface LegalNoticeProps {
  /** What the visitor does, e.g. "By registering you agree to our". */
  lead: string;
  terms: LinkTarget;
  privacy: LinkTarget;
  className?: string;
}

const Notice = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The one line under a form that collects personal data: "<lead> Terms of
 * Service and Privacy Policy." with both linked.
 */
export function LegalNotice({ lead, terms, privacy, className }: LegalNoticeProps) {
  return (
    <Notice className={className}>
      {lead} <TargetLink target={terms} /> and <TargetLink target={privacy} />.
    </Notice>
  );
}
