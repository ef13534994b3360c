import { useId } from 'react';
import styled from 'styled-components';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** Percent done, 0–100; values outside are clamped. */
  value: number;
  /** Visible text that names the bar, e.g. "Please wait while we setup your product...". */
  label: string;
  /** Shows the percentage next to the label. Default `false`. */
  showValue?: boolean;
}

const Label = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Track = styled.div`
  height: 12px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.transitions.base};
`;

/** A labelled determinate progress bar (`role="progressbar"`). */
export function ProgressBar({ value, label, showValue = false }: ProgressBarProps) {
  const labelId = useId();
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div>
      <Label>
        <span id={labelId}>{label}</span>
        {showValue ? <span aria-hidden="true">{percent}%</span> : null}
      </Label>
      <Track
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        {/* Inline width: a new class per percent would bloat the style sheet. */}
        <Fill style={{ width: `${percent}%` }} />
      </Track>
    </div>
  );
}
