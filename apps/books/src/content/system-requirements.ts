/**
 * What the Windows desktop app needs, shown on Free Download and in the installation
 * guide PDF. The spec gives no values: the vendor must confirm them (see the README).
 */
export const systemRequirements: string[] = [
  'Windows 10 or Windows 11, 64-bit',
  'At least 4 GB of RAM (8 GB recommended for large item lists)',
  'At least 2 GB of free disk space for the app and your local data',
  'A screen resolution of 1366 x 768 or higher',
  'An internet connection for the first sign-in and for every sync',
  'A Windows user account that is allowed to install programs',
];
