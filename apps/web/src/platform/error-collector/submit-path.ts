/** Spec §7: where manual reports, quick reports and automatic batches go. */
export const SUBMIT_ERROR_PATH = '/api/self-healing/submit-error';
