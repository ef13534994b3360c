import { useId } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';

// Off-screen rather than display:none: some bots skip fields that are not rendered.
const OffScreen = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/**
 * The `website` honeypot (decision 0010): a text field people never see, screen readers
 * never announce (aria-hidden) and the keyboard never reaches (tabIndex -1). Browsers are
 * asked not to fill it; a value in it marks the enquiry as a bot's.
 */
export function HoneypotField({ name, label }: { name: string; label: string }) {
  const id = useId();
  const { input } = useField<string, HTMLInputElement>(name);
  return (
    <OffScreen aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input {...input} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </OffScreen>
  );
}
