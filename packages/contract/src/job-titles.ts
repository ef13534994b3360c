/** One choice of the registration form's job title select. */
export interface JobTitle {
  id: number;
  label: string;
}

/** The job titles, ids and labels exactly as the spec lists them. */
export const jobTitles: readonly JobTitle[] = [
  { id: 1, label: 'Sales Manager' },
  { id: 2, label: 'Marketing / PR Manager' },
  { id: 3, label: 'Customer Service Manager' },
  { id: 4, label: 'CxO / General Manager' },
  { id: 5, label: 'IT Manager' },
  { id: 6, label: 'Operations Manager' },
  { id: 7, label: 'Others' },
  { id: 8, label: 'Personal Interest' },
  { id: 9, label: 'Developer' },
  { id: 10, label: 'Director' },
  { id: 11, label: 'HR Manager' },
];

/** The valid `jobTitleId` values. */
export const jobTitleIds: readonly number[] = jobTitles.map((title) => title.id);
