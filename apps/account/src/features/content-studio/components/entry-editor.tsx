import { useState, type FormEvent } from 'react';
import { entryFormOf, type ContentEntryView, type ContentSection } from '@wtm/contract/content';
import { Button, Heading, StatusMessage } from '@wtm/ui';
import { saveDraft } from '../api/save-draft.ts';
import { contentStudioContent as content } from '../content/content-studio-content.ts';
import { withValueAt, type PathSegment } from '../lib/value-paths.ts';
import { EntryFieldList } from './entry-fields.tsx';

type Notice = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; revision: number } | { kind: 'invalid' } | { kind: 'conflict'; by: string; at: string } | { kind: 'failed' };

const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** One entry's form: starts from its draft, else its live value; saves a draft, never the live content. */
export function EntryEditor({ section, entry, onSaved }: { section: ContentSection; entry: ContentEntryView; onSaved: () => void }) {
  const form = entryFormOf(section, entry.entry);
  const [value, setValue] = useState<Record<string, unknown>>(entry.draft?.value ?? entry.live ?? {});
  const [revision, setRevision] = useState(entry.draft?.revision ?? 0);
  const [draft, setDraft] = useState(entry.draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>({ kind: 'idle' });
  const [theirs, setTheirs] = useState<typeof entry.draft>();
  if (form === undefined) return null;

  const change = (path: PathSegment[], next: unknown) => setValue((current) => withValueAt(current, path, next) as Record<string, unknown>);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice({ kind: 'saving' });
    const outcome = await saveDraft(section, entry.entry, value, revision);
    if (outcome.kind === 'saved') {
      setErrors({});
      setDraft(outcome.draft);
      setRevision(outcome.draft.revision);
      setNotice({ kind: 'saved', revision: outcome.draft.revision });
      onSaved();
    } else if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      setNotice({ kind: 'invalid' });
    } else if (outcome.kind === 'conflict') {
      setTheirs(outcome.theirs);
      setNotice({ kind: 'conflict', by: outcome.theirs.updatedBy, at: utc(outcome.theirs.updatedAt) });
    } else setNotice({ kind: 'failed' });
  };
  const loadTheirs = () => {
    if (!theirs) return;
    setValue(theirs.value);
    setRevision(theirs.revision);
    setDraft(theirs);
    setTheirs(undefined);
    setErrors({});
    setNotice({ kind: 'idle' });
  };

  const headingId = `entry-${section}-${entry.entry}`;
  return (
    <form aria-labelledby={headingId} noValidate onSubmit={(event) => void submit(event)}>
      <Heading level={3} id={headingId}>
        {form.label}
      </Heading>
      <p>{draft ? content.draftOf(draft.updatedBy, utc(draft.updatedAt)) : content.noDraft}</p>
      <EntryFieldList fields={form.fields} value={value} path={[]} errors={errors} onChange={change} />
      {errors[''] ? <p role="alert">{errors['']}</p> : null}
      <StatusMessage busy={notice.kind === 'saving'}>{noticeText(notice)}</StatusMessage>
      {theirs ? (
        <Button type="button" variant="secondary" onClick={loadTheirs}>
          {content.loadTheirs}
        </Button>
      ) : null}
      <Button type="submit" disabled={notice.kind === 'saving'}>
        {content.saveDraft}
      </Button>
    </form>
  );
}

function noticeText(notice: Notice): string {
  switch (notice.kind) {
    case 'saving':
      return content.saving;
    case 'saved':
      return content.saved(notice.revision);
    case 'invalid':
      return content.invalid;
    case 'conflict':
      return content.conflict(notice.by, notice.at);
    case 'failed':
      return content.saveFailed;
    default:
      return '';
  }
}
