import { remoteNames, type RemoteName } from '@wtm/shell-contract/runtime-manifest';

/** What can be released: the shell and each remote, each with its own live record and history. */
export const releaseNames = ['shell', ...remoteNames] as const;
export type ReleaseName = 'shell' | RemoteName;

export function isReleaseName(value: string | undefined): value is ReleaseName {
  return (releaseNames as readonly (string | undefined)[]).includes(value);
}

export function isRemoteName(name: ReleaseName): name is RemoteName {
  return name !== 'shell';
}
