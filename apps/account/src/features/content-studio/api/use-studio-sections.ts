import { api, type RequestOptions } from '@wtm/api-client';
import type { StaffPageState } from '../../../components/staff-page.tsx';
import { useApiData } from '../../../hooks/use-api-data.ts';
import { contentSections, entryNamesOf, type ContentSection, type SectionContentView } from '@wtm/contract/content';

/** The sections that have entries to edit. */
export const editableSections: ContentSection[] = contentSections.filter((section) => entryNamesOf(section).length > 0);

export type StudioState = StaffPageState<SectionContentView[]>;

const loadSections = (options: RequestOptions) => Promise.all(editableSections.map((section) => api.contentSection(section, options)));

/** Every editable section's entries; a customer's 403 is its own state (the page says it is for editors). */
export function useStudioSections() {
  return useApiData(loadSections);
}
