/** Exit statuses: 0 done, 1 refused (file unchanged), 2 the command line itself was wrong. */
export const DONE = 0;
export const REFUSED = 1;
export const USAGE = 2;
