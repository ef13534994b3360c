import { useCallback, useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api, isApiError } from '@wtm/api-client';
import type { ContentScheduleView, ContentSection } from '@wtm/contract/content';
import { Button, Heading, StatusMessage, TextField } from '@wtm/ui';
import { contentStudioContent as content } from '../content/content-studio-content.ts';

const Form = styled.form`
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** The field above its button: the hint under the field keeps its width. */
const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  max-width: 32rem;
`;

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
/** A time as the editor reads it: in their own time zone, named. */
export const localTime = (iso: string) => `${new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })} (${timeZone()})`;

/** Schedules the section's drafts for a time, and lists what is scheduled and what ran. */
export function SectionSchedules({ section, label, onRan }: { section: ContentSection; label: string; onRan: () => void }) {
  const [schedules, setSchedules] = useState<ContentScheduleView[]>([]);
  const [at, setAt] = useState('');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState('');
  const load = useCallback(() => api.contentSchedules(section).then(setSchedules, () => undefined), [section]);
  useEffect(() => void load(), [load]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const time = at === '' ? Number.NaN : new Date(at).getTime();
    if (Number.isNaN(time)) return setError(content.chooseTime);
    setError(undefined);
    try {
      const scheduled = await api.scheduleContent(section, new Date(time).toISOString());
      setNotice(content.scheduled(scheduled.entries, localTime(scheduled.at)));
      await load();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 400) setError((failure.body as { errors?: Record<string, string> } | undefined)?.errors?.at ?? failure.message);
      else setNotice(isApiError(failure) && failure.status === 409 ? content.nothingToSchedule : content.scheduleFailed);
    }
  };
  const cancel = async (id: string) => {
    try {
      await api.cancelContentSchedule(section, id);
      setNotice(content.scheduleCancelled);
    } catch {
      setNotice(content.cancelFailed);
      onRan();
    }
    await load();
  };

  const pending = schedules.filter((one) => one.state === 'pending' || one.state === 'running');
  const finished = schedules.filter((one) => !pending.includes(one));
  return (
    <Form aria-label={content.scheduleTitle(label)} noValidate onSubmit={(event) => void submit(event)}>
      <Heading level={3}>{content.scheduleTitle(label)}</Heading>
      <Row>
        <TextField type="datetime-local" name="at" label={content.publishAt} hint={content.inYourTimeZone(timeZone())} value={at} error={error} onChange={(event) => setAt(event.target.value)} />
        <Button type="submit" variant="secondary">
          {content.schedule(label)}
        </Button>
      </Row>
      <StatusMessage>{notice}</StatusMessage>
      {pending.length > 0 ? (
        <ul aria-label={content.scheduledList}>
          {pending.map((one) => (
            <li key={one.id}>
              {content.pendingLine(one.entries, localTime(one.at), one.by)}{' '}
              {one.state === 'pending' ? (
                <Button type="button" variant="secondary" size="sm" onClick={() => void cancel(one.id)}>
                  {content.cancelSchedule}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{content.nothingScheduled}</p>
      )}
      {finished.length > 0 ? (
        <ul aria-label={content.pastSchedules}>
          {finished.map((one) => (
            <li key={one.id}>{content.finishedLine(one.entries, localTime(one.at), one.state, one.outcome)}</li>
          ))}
        </ul>
      ) : null}
    </Form>
  );
}
