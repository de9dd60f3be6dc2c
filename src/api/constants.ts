/**
 * Boudoir's REST namespace; requests whose path or URL mention it get Boudoir's query arguments.
 */
export const REST_NAMESPACE = 'boudoir/v1';

/** What a path or URL must contain for Boudoir's query arguments to be added. */
export const BOUDOIR_PATH_MARKER = 'boudoir';
