/**
 * The strings of a failure, as every element's strings extend them: the title of each kind of
 * failure, the retry control, and the marker of a direction control found in service text, with
 * their English defaults (`failureStrings`), which every element's defaults include.
 */

/** The title of each kind of failure. */
interface FailureTitles {
  failureNotFound: string;
  failureNotEnabled: string;
  failureNotAllowed: string;
  failureInvalid: string;
  failureRateLimited: string;
  failureUnreachable: string;
  failureMalformed: string;
  failureOther: string;
}

/** Titles of each kind of failure, and the retry control; every element's strings extend it. */
export interface FailureStrings extends FailureTitles {
  /** The retry button. */
  retry: string;
  /**
   * Explains a direction control character found in service text, which is shown as a marker
   * instead of being applied; `name` is its abbreviation (`RLO`, `LRI`…).
   */
  directionControl: (name: string) => string;
}

export const failureStrings: FailureStrings = {
  failureNotFound: 'Not found',
  failureNotEnabled: 'Not enabled for this application',
  failureNotAllowed: 'The application id or API key was refused',
  failureInvalid: 'The request was refused as invalid',
  failureRateLimited: 'Too many requests: try again in a moment',
  failureUnreachable: 'The service could not be reached',
  failureMalformed: 'The service sent an unexpected answer',
  failureOther: 'Something went wrong',
  retry: 'Retry',
  directionControl: (name) => `direction control ${name}, shown and not applied`,
};
