import type { ReactNode } from 'react';
import styled from 'styled-components';
// By its file, not the package's name: the shared @wtm/ui does not export it (a remote must
// not need a newer shell), and it holds no state, so the copy bundled here is the same hook.
import { useHydrated } from '../hooks/use-hydrated.ts';

export { useHydrated };

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

export const needsJavaScriptNote = 'This form needs JavaScript. Turn it on in your browser to send it, or call or e-mail us: our numbers and address are on the Contact page.';

export interface ScriptedFieldsetProps {
  children: ReactNode;
  /** What a reader without JavaScript is told instead of a form that cannot work. */
  note?: string;
}

/**
 * A form's fields on a page that may arrive prerendered (docs/decisions/0029): disabled
 * until the page's script has taken over, so that nothing typed is lost when the page
 * hydrates, and, for a reader without JavaScript, a note saying why they stay so.
 */
export function ScriptedFieldset({ children, note = needsJavaScriptNote }: ScriptedFieldsetProps) {
  const hydrated = useHydrated();
  return (
    <>
      <noscript>
        <Note>{note}</Note>
      </noscript>
      <Fieldset disabled={!hydrated}>{children}</Fieldset>
    </>
  );
}
