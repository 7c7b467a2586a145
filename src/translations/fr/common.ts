// The French terms every element shares: failure titles, retry, direction controls, and `p`.
import type { FailureStrings } from '../../internal/failure-strings.js';
import { plural } from '../plural.js';

export const p = plural('fr');

export const failure: Required<FailureStrings> = {
  failureNotFound: 'Introuvable',
  failureNotEnabled: 'Non activé pour cette application',
  failureNotAllowed: 'ID d’application ou clé API refusé',
  failureInvalid: 'Requête refusée car non valide',
  failureRateLimited: 'Trop de requêtes\u00a0: réessayez dans un instant',
  failureUnreachable: 'Service injoignable',
  failureMalformed: 'Réponse inattendue du service',
  failureOther: 'Une erreur s’est produite',
  retry: 'Réessayer',
  directionControl: (name) => `caractère de direction ${name}, affiché sans être appliqué`,
};
