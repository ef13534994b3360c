import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api, isApiError } from '@wtm/api-client';
import { validate } from '@wtm/contract';
import { editorByEmailSchema, type EditorView } from '@wtm/contract/content';
import { Button, Heading, StatusMessage, TextField } from '@wtm/ui';
import { SignedInOnly, StaffPageFrame } from '../../../components/staff-page.tsx';
import { useEditors } from '../api/use-editors.ts';
import { editorsContent as content } from '../content/editors-content.ts';

// Loaded on demand when an administrator opens it (routes.tsx): no visitor downloads it.

const Editors = styled.ul`
  list-style: none;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** The administrators' page that grants and revokes the editor role; the API checks the role. */
export default function EditorsPage() {
  return <SignedInOnly loginPath={content.loginPath}>{(userId) => <EditorsView key={userId} />}</SignedInOnly>;
}

function EditorsView() {
  const { state, retry, reload } = useEditors();
  const [notice, setNotice] = useState('');
  const revoke = async (editor: EditorView) => {
    try {
      await api.revokeEditor(editor.id);
      setNotice(content.revoked(editor.email));
    } catch {
      setNotice(content.revokeFailed);
    }
    reload();
  };
  return (
    <StaffPageFrame copy={content} state={state} retry={retry}>
      {(editors) => (
        <>
          <p>{content.intro}</p>
          <StatusMessage>{notice}</StatusMessage>
          {editors.length === 0 ? (
            <p>{content.none}</p>
          ) : (
            <Editors aria-label={content.listLabel}>
              {editors.map((editor) => (
                <li key={editor.id}>
                  <span>
                    <strong>{editor.email}</strong> {editor.name}, {content.since(utc(editor.since))}
                  </span>
                  <Button type="button" variant="secondary" size="sm" aria-label={content.revoke(editor.email)} onClick={() => void revoke(editor)}>
                    {content.revokeText}
                  </Button>
                </li>
              ))}
            </Editors>
          )}
          <GrantForm onGranted={reload} />
        </>
      )}
    </StaffPageFrame>
  );
}

function GrantForm({ onGranted }: { onGranted: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(editorByEmailSchema, { email });
    if (!checked.ok) return setError(checked.errors.email);
    setError(undefined);
    setBusy(true);
    setNotice(content.granting);
    try {
      const editor = await api.grantEditor(checked.value.email);
      setNotice(content.granted(editor.email));
      setEmail('');
      onGranted();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 404) setError(content.noAccount);
      setNotice(isApiError(failure) && failure.status === 404 ? '' : content.grantFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form aria-labelledby="grant-editor" noValidate onSubmit={(event) => void submit(event)}>
      <Heading level={2} size="lg" id="grant-editor">
        {content.grantTitle}
      </Heading>
      <TextField name="email" type="email" autoComplete="off" label={content.email} value={email} error={error} onChange={(event) => setEmail(event.target.value)} />
      <StatusMessage busy={busy}>{notice}</StatusMessage>
      <Button type="submit" loading={busy}>
        {content.grant}
      </Button>
    </form>
  );
}
