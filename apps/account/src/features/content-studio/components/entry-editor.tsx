import { useEffect, useRef, useState, type FormEvent } from 'react';
import { entryFormOf, validateEntry, type ContentEntryView, type ContentSection } from '@wtm/contract/content';
import { Button, Heading, StatusMessage } from '@wtm/ui';
import { saveDraft } from '../api/save-draft.ts';
import { contentStudioContent as content } from '../content/content-studio-content.ts';
import { forgetUnsaved, keepUnsaved, unsavedOf } from '../lib/unsaved-edits.ts';
import { withValueAt, type PathSegment } from '../lib/value-paths.ts';
import { EntryFieldList } from './entry-fields.tsx';

type Notice = { kind: 'idle' } | { kind: 'restored' } | { kind: 'saving' } | { kind: 'saved'; revision: number; auto: boolean } | { kind: 'invalid' } | { kind: 'conflict'; by: string; at: string } | { kind: 'failed' };

/** How long after the last keystroke a draft saves itself. */
export const AUTOSAVE_AFTER_MS = 1500;

const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** One entry's form: starts from its draft, else its live value; saves a draft, never the live content. */
export function EntryEditor({ section, entry, onSaved }: { section: ContentSection; entry: ContentEntryView; onSaved: () => void }) {
  const form = entryFormOf(section, entry.entry);
  // Changes this browser kept but no save took (a lost connection, a closed tab) come back first.
  const [unsaved] = useState(() => unsavedOf(section, entry.entry));
  const [value, setValue] = useState<Record<string, unknown>>(unsaved?.value ?? entry.draft?.value ?? entry.live ?? {});
  const [revision, setRevision] = useState(unsaved?.revision ?? entry.draft?.revision ?? 0);
  const [draft, setDraft] = useState(entry.draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>({ kind: unsaved === undefined ? 'idle' : 'restored' });
  const [theirs, setTheirs] = useState<typeof entry.draft>();
  // Edits since the last save began: a save that ends with none left marks the form saved.
  const edits = useRef(unsaved === undefined ? 0 : 1);
  const [edited, setEdited] = useState(unsaved !== undefined);
  // The edit an automatic save did not take (refused, or no connection): tried again after the next edit, not in a loop.
  const refusedAt = useRef(-1);

  const save = async (auto: boolean) => {
    const started = edits.current;
    setNotice({ kind: 'saving' });
    const outcome = await saveDraft(section, entry.entry, value, revision);
    if (auto && outcome.kind !== 'saved') refusedAt.current = started;
    if (outcome.kind === 'saved') {
      if (edits.current === started) {
        setEdited(false);
        forgetUnsaved(section, entry.entry);
      }
      setErrors({});
      setDraft(outcome.draft);
      setRevision(outcome.draft.revision);
      setNotice({ kind: 'saved', revision: outcome.draft.revision, auto });
      onSaved();
    } else if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      setNotice({ kind: 'invalid' });
    } else if (outcome.kind === 'conflict') {
      setTheirs(outcome.theirs);
      setNotice({ kind: 'conflict', by: outcome.theirs.updatedBy, at: utc(outcome.theirs.updatedAt) });
    } else setNotice({ kind: 'failed' });
  };

  // A draft saves itself a moment after the editor stops typing, once its type accepts it;
  // not while a save runs or a conflict waits for the editor.
  useEffect(() => {
    if (!edited || notice.kind === 'saving' || notice.kind === 'conflict' || edits.current === refusedAt.current || !validateEntry(section, entry.entry, value).ok) return undefined;
    const timer = setTimeout(() => void save(true), AUTOSAVE_AFTER_MS);
    return () => clearTimeout(timer);
    // `save` is remade each render; the edit, the revision and the notice are what decide.
  }, [edited, value, revision, notice.kind]);
  if (form === undefined) return null;

  const change = (path: PathSegment[], next: unknown) => {
    const changed = withValueAt(value, path, next) as Record<string, unknown>;
    edits.current += 1;
    setEdited(true);
    setValue(changed);
    keepUnsaved(section, entry.entry, { value: changed, revision });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save(false);
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
      <EntryFieldList section={section} fields={form.fields} value={value} path={[]} errors={errors} onChange={change} />
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
      return notice.auto ? content.autosaved(notice.revision) : content.saved(notice.revision);
    case 'restored':
      return content.restored;
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
