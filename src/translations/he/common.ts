// The shared failure titles, retry, directionControl, and the plural forms of Hebrew.
import type { FailureStrings } from '../../internal/failure-strings.js';
import { plural } from '../plural.js';

export const p = plural('he');

export const failure: Required<FailureStrings> = {
  failureNotFound: 'לא נמצא',
  failureNotEnabled: 'לא מופעל עבור היישום הזה',
  failureNotAllowed: 'מזהה היישום או מפתח ה-API נדחו',
  failureInvalid: 'הבקשה נדחתה כלא תקינה',
  failureRateLimited: 'יותר מדי בקשות: נסה שוב בעוד רגע',
  failureUnreachable: 'לא ניתן להתחבר לשירות',
  failureMalformed: 'השירות החזיר תשובה לא צפויה',
  failureOther: 'משהו השתבש',
  retry: 'נסה שוב',
  directionControl: (name) => `תו בקרת כיוון ${name}, מוצג ולא מופעל`,
};

/** No store, or no API client (the same text in every element). */
export const noClient =
  'אין לקוח API: יש להגדיר את המאפיין store, או למקם את הרכיב בתוך <search-provider>.';
