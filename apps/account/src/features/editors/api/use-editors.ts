import { api, type RequestOptions } from '@wtm/api-client';
import type { EditorView } from '@wtm/contract/content';
import type { StaffPageState } from '../../../components/staff-page.tsx';
import { useApiData } from '../../../hooks/use-api-data.ts';

export type EditorsState = StaffPageState<EditorView[]>;

const loadEditors = async (options: RequestOptions) => (await api.editors(options)).editors;

/** The editors; a customer's 403 is its own state (the page says it is for administrators). */
export function useEditors() {
  return useApiData(loadEditors);
}
