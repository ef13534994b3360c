import { useCallback, useEffect, useState } from 'react';
import { api, isApiError } from '@wtm/api-client';
import type { StaffPageState } from '../../../components/staff-page.tsx';
import { contentSections, entryNamesOf, type ContentSection, type SectionContentView } from '@wtm/contract/content';

/** The sections that have entries to edit. */
export const editableSections: ContentSection[] = contentSections.filter((section) => entryNamesOf(section).length > 0);

export type StudioState = StaffPageState<SectionContentView[]>;

/** Every editable section's entries; a customer's 403 is its own state (the page says it is for editors). */
export function useStudioSections() {
  const [state, setState] = useState<StudioState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all(editableSections.map((section) => api.contentSection(section, { signal: controller.signal }))).then(
      (sections) => !controller.signal.aborted && setState({ status: 'ready', data: sections }),
      (error: unknown) => !controller.signal.aborted && setState({ status: isApiError(error) && error.status === 403 ? 'forbidden' : 'failed' }),
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    reload();
  }, [reload]);

  return { state, retry, reload };
}
