import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { api, isApiError } from '@wtm/api-client';
import { showError } from '@wtm/shell-contract';
import { Button, Heading, StatusMessage } from '@wtm/ui';
import { saveJsonFile } from '../../../lib/save-json-file.ts';
import { securityContent } from '../content/security-content.ts';
import { ListCard } from './security-list.tsx';

const copy = securityContent.data;

/** "Download my data": everything held on the customer, as a JSON file made now. */
export function DataSection() {
  const dispatch = useDispatch();
  const [state, setState] = useState<'idle' | 'working' | 'done'>('idle');
  const download = async () => {
    setState('working');
    try {
      saveJsonFile(copy.fileName, await api.exportAccountData());
      setState('done');
    } catch (error) {
      dispatch(showError(isApiError(error) && error.status === 429 ? error.message : copy.failed));
      setState('idle');
    }
  };
  return (
    <ListCard as="section" aria-labelledby="data-heading">
      <Heading level={2} size="lg" id="data-heading">
        {copy.heading}
      </Heading>
      <p>{copy.intro}</p>
      <Button type="button" variant="secondary" onClick={() => void download()} loading={state === 'working'}>
        {copy.download}
      </Button>
      <StatusMessage busy={state === 'working'}>{state === 'working' ? copy.working : state === 'done' ? copy.done : ''}</StatusMessage>
    </ListCard>
  );
}
