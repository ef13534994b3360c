import { useState } from 'react';
import styled from 'styled-components';
import { api } from '@wtm/api-client';
import type { ContentAuditLine, ContentSection, SectionContentView } from '@wtm/contract/content';
import { Button, StatusMessage } from '@wtm/ui';
import { saveDraft } from '../api/save-draft.ts';
import { contentStudioContent as content } from '../content/content-studio-content.ts';
import { forgetUnsaved } from '../lib/unsaved-edits.ts';
import { changesBetween, shownValue } from '../lib/value-diff.ts';

/** Actions whose `after` is content: an entry's value, or a section's entries. */
const CONTENT_ACTIONS = new Set(['save-draft', 'publish', 'rollback', 'scheduled-publish']);
const SHOWN_CHANGES = 12;

const Lines = styled.ol`
  list-style: none;
  padding: 0;

  > li {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** The entries a line's content would put back as drafts. */
function restorable(line: ContentAuditLine, view: SectionContentView): Record<string, unknown> {
  if (!CONTENT_ACTIONS.has(line.action) || line.after === undefined || line.after === null) return {};
  if (line.entry !== undefined) return { [line.entry]: line.after };
  const known = new Set(view.entries.map((one) => one.entry));
  return Object.fromEntries(Object.entries(line.after as Record<string, unknown>).filter(([entry]) => known.has(entry)));
}

/** Who changed what in the section and when, each change as a readable diff, and any version back as drafts. */
export function SectionHistory({ section, label, view, onRestored }: { section: ContentSection; label: string; view: SectionContentView; onRestored: () => void }) {
  const [lines, setLines] = useState<ContentAuditLine[] | 'loading' | 'failed'>();
  const [notice, setNotice] = useState('');
  const load = () => {
    setLines('loading');
    api.contentAudit(section).then(setLines, () => setLines('failed'));
  };

  const restore = async (line: ContentAuditLine) => {
    const entries = Object.entries(restorable(line, view)).filter(([entry, value]) => {
      const current = view.entries.find((one) => one.entry === entry);
      return JSON.stringify(current?.draft?.value ?? current?.live) !== JSON.stringify(value);
    });
    if (entries.length === 0) return setNotice(content.nothingToRestore);
    const refused: string[] = [];
    for (const [entry, value] of entries) {
      const revision = view.entries.find((one) => one.entry === entry)?.draft?.revision ?? 0;
      const outcome = await saveDraft(section, entry, value as Record<string, unknown>, revision);
      if (outcome.kind === 'saved') forgetUnsaved(section, entry);
      else refused.push(entry);
    }
    setNotice(refused.length === 0 ? content.restoredAsDrafts(entries.map(([entry]) => entry)) : content.restoreRefused(refused));
    onRestored();
    load();
  };

  return (
    <details onToggle={(event) => (event.currentTarget.open && lines === undefined ? load() : undefined)}>
      <summary>{content.historyOf(label)}</summary>
      <StatusMessage busy={lines === 'loading'}>{lines === 'loading' ? content.historyLoading : notice}</StatusMessage>
      {lines === 'failed' ? (
        <p role="alert">
          {content.historyFailed}{' '}
          <Button type="button" variant="secondary" size="sm" onClick={load}>
            {content.retry}
          </Button>
        </p>
      ) : null}
      {Array.isArray(lines) ? (
        <Lines aria-label={content.historyOf(label)}>
          {lines.map((line, index) => (
            <HistoryLine key={`${line.at}-${index}`} line={line} canRestore={Object.keys(restorable(line, view)).length > 0} onRestore={() => void restore(line)} />
          ))}
        </Lines>
      ) : null}
    </details>
  );
}

function HistoryLine({ line, canRestore, onRestore }: { line: ContentAuditLine; canRestore: boolean; onRestore: () => void }) {
  const changes = CONTENT_ACTIONS.has(line.action) ? changesBetween(line.before, line.after) : [];
  return (
    <li>
      <p>{content.historyLine(utc(line.at), line.actor, line.action, line.entry)}</p>
      {changes.length > 0 ? (
        <ul>
          {changes.slice(0, SHOWN_CHANGES).map((change) => (
            <li key={change.field}>{content.change(change.field, shownValue(change.before), shownValue(change.after))}</li>
          ))}
          {changes.length > SHOWN_CHANGES ? <li>{content.moreChanges(changes.length - SHOWN_CHANGES)}</li> : null}
        </ul>
      ) : null}
      {canRestore ? (
        <Button type="button" variant="secondary" size="sm" onClick={onRestore}>
          {content.restoreThis}
        </Button>
      ) : null}
    </li>
  );
}
