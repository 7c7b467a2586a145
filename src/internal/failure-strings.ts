/**
 * The strings of a failure, as every element's strings extend them. Only three have English
 * defaults here, those an element needs whatever its error view (`failureStrings`): the retry
 * control, the title of a service that cannot be reached (what shows when the error view itself
 * cannot load: see `errorState` in state-view.ts) and the direction-control marker of service
 * text. The other titles come with the error view, loaded the first time an element fails
 * (`failureTitles` in failure.ts): a page that never fails never loads them. So they are optional
 * here; translations carry them all.
 */

/** The title of each kind of failure but `unreachable`. */
export interface FailureTitles {
  failureNotFound: string;
  failureNotEnabled: string;
  failureNotAllowed: string;
  failureInvalid: string;
  failureRateLimited: string;
  failureMalformed: string;
  failureOther: string;
}

/** Titles of each kind of failure, and the retry control; every element's strings extend it. */
export interface FailureStrings extends Partial<FailureTitles> {
  failureUnreachable: string;
  /** The retry button. */
  retry: string;
  /**
   * Explains a direction control character found in service text, which is shown as a marker
   * instead of being applied; `name` is its abbreviation (`RLO`, `LRI`…).
   */
  directionControl: (name: string) => string;
}

export const failureStrings: FailureStrings = {
  failureUnreachable: 'The service could not be reached',
  retry: 'Retry',
  directionControl: (name) => `direction control ${name}, shown and not applied`,
};
