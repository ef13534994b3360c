/**
 * The shell's own pages besides Home (decision 0010) and the legal
 * pages. Plain data:
 * index.ts reads it before the app's code has loaded. `crm/sales-enquiry` is the
 * shell's although the crm remote is mounted under `crm/*`: react-router ranks a fully
 * static path first.
 */
export const shellPagePaths = ['contact', 'support', 'sales-enquiry', 'crm/sales-enquiry', 'events', 'privacy', 'terms'] as const;
export type ShellPagePath = (typeof shellPagePaths)[number];
