/**
 * Said at the top of each legal notice (privacy, recruitment) until the company's lawyers approve it.
 * A module of its own, so the two notices share it without sharing each other's code.
 */
export const sampleNotice =
  'SAMPLE NOTICE: this text describes what the website does, but it is a sample for the company’s legal review and is not yet approved. Items marked SAMPLE must be completed.';
