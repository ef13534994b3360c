import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { contentCanaryPercent, type ContentCanaryView } from '@wtm/contract/content';
import { Button, Heading, TextField } from '@wtm/ui';
import { contentStudioContent as content } from '../content/content-studio-content.ts';
import { localTime } from './section-schedules.tsx';

const Form = styled.form`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
`;

const percentError = (text: string): string | undefined => {
  const percent = Number(text);
  return /^\d+$/.test(text.trim()) && percent >= contentCanaryPercent.min && percent <= contentCanaryPercent.max ? undefined : content.canaryPercentRange;
};

export interface SectionCanaryProps {
  label: string;
  canary: ContentCanaryView | undefined;
  busy: boolean;
  onStart: (percent: number) => void;
  onPromote: () => void;
  onWithdraw: () => void;
}

/**
 * A content canary of the section: its drafts to a share of visitors first. While one runs,
 * it says so and offers to make it live for everyone or to withdraw it.
 */
export function SectionCanary({ label, canary, busy, onStart, onPromote, onWithdraw }: SectionCanaryProps) {
  const [percent, setPercent] = useState(String(contentCanaryPercent.default));
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = percentError(percent);
    setError(problem);
    if (problem === undefined) onStart(Number(percent));
  };
  return (
    <Form aria-label={content.canaryTitle(label)} noValidate onSubmit={submit}>
      <Heading level={3}>{content.canaryTitle(label)}</Heading>
      {canary === undefined ? (
        <>
          <p>{content.canaryIntro}</p>
          <Row>
            <TextField name="percent" label={content.canaryPercent} inputMode="numeric" value={percent} error={error} onChange={(event) => setPercent(event.target.value)} />
            <Button type="submit" variant="secondary" disabled={busy}>
              {content.startCanary(label)}
            </Button>
          </Row>
        </>
      ) : (
        <>
          <p>{content.canaryRunning(canary.percent, canary.version, localTime(canary.startedAt))}</p>
          <Row>
            <Button type="button" onClick={onPromote} disabled={busy}>
              {content.promoteCanary}
            </Button>
            <Button type="button" variant="secondary" onClick={onWithdraw} disabled={busy}>
              {content.withdrawCanary}
            </Button>
          </Row>
        </>
      )}
    </Form>
  );
}
