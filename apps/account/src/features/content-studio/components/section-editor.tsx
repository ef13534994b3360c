import { useState } from 'react';
import styled from 'styled-components';
import { api, isApiError } from '@wtm/api-client';
import { contentSectionLabels, type ContentSection, type SectionContentView } from '@wtm/contract/content';
import { Button, Heading, StatusMessage } from '@wtm/ui';
import { contentStudioContent as content } from '../content/content-studio-content.ts';
import { RefusalReason } from './refusal-reason.ts';
import { EntryEditor } from './entry-editor.tsx';
import { SectionPreview, type PreviewState } from './section-preview.tsx';
import { SectionHistory } from './section-history.tsx';
import { SectionSchedules } from './section-schedules.tsx';
import { SectionCanary } from './section-canary.tsx';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

type PublishState = { kind: 'idle' } | { kind: 'busy'; text: string } | { kind: 'done'; text: string } | { kind: 'refused'; text: string };

/** A section's entries, each its own form, and its publish button: a content release of its drafts. */
export function SectionEditor({ view, onPublished }: { view: SectionContentView; onPublished: () => void }) {
  const section = view.section as ContentSection;
  const label = contentSectionLabels[section];
  const [publish, setPublish] = useState<PublishState>({ kind: 'idle' });
  const [editions, setEditions] = useState(0);
  const [preview, setPreview] = useState<PreviewState>({ kind: 'idle' });

  /** Publishing or rolling back: the section's content switches, and the forms start again from it. */
  const switchContent = async (busy: string, run: () => Promise<string>, refusal: (error: unknown) => string) => {
    setPublish({ kind: 'busy', text: busy });
    try {
      setPublish({ kind: 'done', text: await run() });
      setEditions((count) => count + 1);
      setPreview({ kind: 'idle' });
      onPublished();
    } catch (error) {
      setPublish({ kind: 'refused', text: refusal(error) });
    }
  };
  const publishDrafts = () =>
    switchContent(
      content.publishing,
      async () => {
        const published = await api.publishContent(section);
        return content.published(published.version, published.published);
      },
      (error) => (isApiError(error) && error.status === 409 ? content.nothingToPublish : isApiError(error) && error.status === 422 ? error.message : content.publishFailed),
    );
  const rollBack = () =>
    switchContent(
      content.rollingBack,
      async () => content.rolledBack((await api.rollbackContent(section)).version),
      (error) => (isApiError(error) && error.status === 409 ? error.message : content.rollbackFailed),
    );

  const canaryRefusal = (error: unknown) => (isApiError(error) && (error.status === 409 || error.status === 422) ? error.message : isApiError(error) && error.status === 404 ? content.canaryGone : content.canaryFailed);
  const startCanary = (percent: number) =>
    switchContent(
      content.startingCanary,
      async () => {
        const started = await api.startContentCanary(section, percent);
        return content.canaryStarted(started.canary.percent, started.canary.version, started.published);
      },
      (error) => (isApiError(error) && error.status === 409 ? content.nothingToPublish : canaryRefusal(error)),
    );
  const promoteCanary = () => switchContent(content.promotingCanary, async () => content.canaryPromoted((await api.promoteContentCanary(section)).version), canaryRefusal);
  const withdrawCanary = () =>
    switchContent(
      content.withdrawingCanary,
      async () => {
        await api.withdrawContentCanary(section);
        return content.canaryWithdrawn;
      },
      canaryRefusal,
    );

  const headingId = `section-${section}`;
  return (
    <Section aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {label}
      </Heading>
      <p>{view.liveVersion ? content.liveVersion(view.liveVersion) : content.noLiveVersion}</p>
      {view.entries.map((entry) => (
        <EntryEditor key={`${entry.entry}-${editions}-${entry.draft?.revision ?? 0}`} section={section} entry={entry} onSaved={() => {
            setPublish({ kind: 'idle' });
            // The preview showed the drafts before this save.
            setPreview({ kind: 'idle' });
          }}
        />
      ))}
      <SectionPreview section={section} label={label} state={preview} onChange={setPreview} />
      <StatusMessage busy={publish.kind === 'busy'}>{publish.kind === 'busy' || publish.kind === 'done' ? publish.text : ''}</StatusMessage>
      {publish.kind === 'refused' ? <RefusalReason role="alert">{publish.text}</RefusalReason> : null}
      <Actions>
        <Button type="button" onClick={() => void publishDrafts()} disabled={publish.kind === 'busy'}>
          {content.publish(label)}
        </Button>
        <Button type="button" variant="secondary" onClick={() => void rollBack()} disabled={publish.kind === 'busy' || view.liveVersion === undefined}>
          {content.rollback}
        </Button>
      </Actions>
      <SectionCanary label={label} canary={view.canary} busy={publish.kind === 'busy'} onStart={(percent) => void startCanary(percent)} onPromote={() => void promoteCanary()} onWithdraw={() => void withdrawCanary()} />
      <SectionSchedules section={section} label={label} onRan={onPublished} />
      <SectionHistory section={section} label={label} view={view} onRestored={onPublished} />
    </Section>
  );
}
