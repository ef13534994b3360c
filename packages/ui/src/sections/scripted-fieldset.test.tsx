import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { UiProvider } from '../theme/ui-provider.tsx';
import { renderWithUi } from '../test/render.tsx';
import { needsJavaScriptNote, ScriptedFieldset } from './scripted-fieldset.tsx';

const fields = (
  <ScriptedFieldset>
    <label>
      Name <input name="name" />
    </label>
  </ScriptedFieldset>
);

describe('ScriptedFieldset', () => {
  it('arrives prerendered with its fields disabled and a note for readers without JavaScript', () => {
    const html = renderToString(<UiProvider>{fields}</UiProvider>);
    expect(html).toMatch(/<fieldset[^>]* disabled=""/);
    expect(html).toContain(`<noscript>`);
    expect(html).toContain(needsJavaScriptNote);
  });

  it('lets people type once the page runs its script', async () => {
    const { user } = renderWithUi(fields);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toBeEnabled();
    await user.type(name, 'Meera');
    expect(name).toHaveValue('Meera');
    expect(screen.queryByText(needsJavaScriptNote)).not.toBeInTheDocument();
  });
});
