// The German terms every element shares: failure titles, retry, direction controls, and `p`.
import type { FailureStrings } from '../../internal/failure-strings.js';
import { plural } from '../plural.js';

export const p = plural('de');

export const failure: Required<FailureStrings> = {
  failureNotFound: 'Nicht gefunden',
  failureNotEnabled: 'Für diese Anwendung nicht aktiviert',
  failureNotAllowed: 'Anwendungs-ID oder API-Schlüssel abgelehnt',
  failureInvalid: 'Anfrage als ungültig abgelehnt',
  failureRateLimited: 'Zu viele Anfragen: Bitte gleich erneut versuchen',
  failureUnreachable: 'Dienst nicht erreichbar',
  failureMalformed: 'Unerwartete Antwort des Dienstes',
  failureOther: 'Ein Fehler ist aufgetreten',
  retry: 'Wiederholen',
  directionControl: (name) => `Steuerzeichen ${name}, angezeigt statt angewendet`,
};
